import type { EntidadDeCambio } from '../../domain/logs';
import { cambiarEstatus } from '../lib/cambiar-estatus';
import { dbErrorMessage } from '../lib/db-errors';
import { ConfirmDialog } from './ConfirmDialog';
import { useNotify } from './notify';

interface Registro {
  id: string;
  nombre: string;
  estatus: boolean;
}

interface EstatusDialogProps {
  /** The collection, which is also the screen that logs the change. */
  entidad: EntidadDeCambio;
  /** "Producto", "Proveedor", "Distribuidor". */
  etiqueta: string;
  registro: Registro | null;
  /** What deactivating / reactivating means for the business, shown before confirming. */
  alDesactivar: string;
  alReactivar: string;
  onClose: () => void;
  onDone: () => void;
}

/** Confirms and applies a deactivation or reactivation (never a deletion), reporting the result. */
export function EstatusDialog({
  entidad,
  etiqueta,
  registro,
  alDesactivar,
  alReactivar,
  onClose,
  onDone,
}: EstatusDialogProps) {
  const notify = useNotify();
  const desactivar = registro?.estatus ?? false;
  return (
    <ConfirmDialog
      open={registro !== null}
      title={`${desactivar ? 'Desactivar' : 'Reactivar'} ${etiqueta.toLowerCase()}`}
      confirmText={desactivar ? 'Desactivar' : 'Reactivar'}
      danger={desactivar}
      onClose={onClose}
      onConfirm={async () => {
        if (!registro) return;
        try {
          await cambiarEstatus(entidad, registro, !registro.estatus);
          notify(`${etiqueta} ${registro.nombre} ${desactivar ? 'desactivado' : 'reactivado'}`);
          onDone();
        } catch (error) {
          notify(dbErrorMessage(error), 'error');
        }
      }}
    >
      {registro ? `${registro.nombre} ${desactivar ? alDesactivar : alReactivar}` : ''}
    </ConfirmDialog>
  );
}
