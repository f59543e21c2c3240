import { useCallback, useState } from 'react';

/**
 * A dialog the screen opens with what it is about (a record, or `true`): `abierto` holds it while the
 * dialog is open. `cerrar` is the dialog's onClose; `alTerminar(hecho)` its onDone, which closes it
 * and then does what finishing means for the screen. `inicial` opens it as the screen first draws.
 */
export function useDialogoAbierto<T = true>(inicial?: T) {
  const [abierto, setAbierto] = useState<T | null>(inicial ?? null);
  const abrir = useCallback((sobre: T) => setAbierto(() => sobre), []);
  const cerrar = useCallback(() => setAbierto(null), []);
  const alTerminar =
    <R>(hecho: (resultado: R) => void) =>
    (resultado: R) => {
      setAbierto(null);
      hecho(resultado);
    };
  return { abierto, abrir, cerrar, alTerminar };
}
