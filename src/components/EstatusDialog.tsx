import type { EntidadDeCambio } from '@domain/logs';
import { mensajeDeError } from '../lib/db-errors';
import { ConfirmDialog } from './ConfirmDialog';
import { useNotify } from './notify';

interface Registro {
  id: string;
  nombre: string;
  estatus: boolean;
}

type Aplicar = (registro: Registro, estatus: boolean) => Promise<unknown>;

type EstatusDialogProps = {
  /** "Producto", "Proveedor", "Distribuidor". */
  etiqueta: string;
  registro: Registro | null;
  /** What deactivating / reactivating means for the business, shown before confirming. */
  alDesactivar: string;
  alReactivar: string;
  /** "Activar" for a record with a login (a client), "Reactivar" (default) for the catalogue. */
  activar?: 'Activar' | 'Reactivar';
  onClose: () => void;
  onDone: () => void;
} & (
  | {
      /** A catalogue collection, changed in the browser's transaction (which logs it). */
      entidad: EntidadDeCambio;
      aplicar?: never;
    }
  | {
      entidad?: never;
      /** Where the change is applied otherwise (a client's, on the server with its login). */
      aplicar: Aplicar;
    }
);

/** Confirms and applies a deactivation or reactivation (never a deletion), reporting the result. */
export function EstatusDialog({
  entidad,
  etiqueta,
  registro,
  alDesactivar,
  alReactivar,
  activar = 'Reactivar',
  aplicar,
  onClose,
  onDone,
}: EstatusDialogProps) {
  const notify = useNotify();
  // Firestore's transaction code loads with the first change, not with the list.
  const aplicarCambio: Aplicar =
    aplicar ??
    ((registro, estatus) =>
      import('../lib/guardar/cambiar-estatus').then(({ cambiarEstatus }) =>
        cambiarEstatus(entidad, registro, estatus),
      ));
  const desactivar = registro?.estatus ?? false;
  const verbo = desactivar ? 'Desactivar' : activar;
  return (
    <ConfirmDialog
      open={registro !== null}
      title={`${verbo} ${etiqueta.toLowerCase()}`}
      confirmText={verbo}
      danger={desactivar}
      onClose={onClose}
      onConfirm={async () => {
        if (!registro) return;
        try {
          await aplicarCambio(registro, !registro.estatus);
          notify(`${etiqueta} ${registro.nombre} ${verbo.toLowerCase().replace(/r$/, 'do')}`);
          onDone();
        } catch (error) {
          notify(mensajeDeError(error), 'error');
        }
      }}
    >
      {registro ? `${registro.nombre} ${desactivar ? alDesactivar : alReactivar}` : ''}
    </ConfirmDialog>
  );
}
