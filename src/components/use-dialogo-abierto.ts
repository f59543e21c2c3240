import { useCallback, useState } from 'react';

/**
 * A dialog the screen opens with what it is about (a record, or `true`): `abierto` holds it while the
 * dialog is open. `cerrar` is the dialog's onClose; `alTerminar(hecho)` its onDone, which closes it
 * and then does what finishing means for the screen.
 */
export function useDialogoAbierto<T = true>() {
  const [abierto, abrir] = useState<T | null>(null);
  const cerrar = useCallback(() => abrir(null), []);
  const alTerminar =
    <R>(hecho: (resultado: R) => void) =>
    (resultado: R) => {
      abrir(null);
      hecho(resultado);
    };
  return { abierto, abrir, cerrar, alTerminar };
}
