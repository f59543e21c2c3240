import PrintIcon from '@mui/icons-material/Print';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import UndoIcon from '@mui/icons-material/Undo';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import type { RecargaFila } from '../../lib/recargas/list-recargas';

export interface AccionesRecarga {
  onVerificar?: (fila: RecargaFila) => void;
  onTicket?: (fila: RecargaFila) => void;
  onRepetir?: (fila: RecargaFila) => void;
  onRevertir?: (fila: RecargaFila) => void;
}

function Accion({ title, onClick, children }: { title: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={title}>
      <IconButton aria-label={title} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** What can be done with one top-up of the history, as its state allows. */
export function AccionesDeRecarga({
  row,
  acciones: { onVerificar, onTicket, onRepetir, onRevertir },
}: {
  row: RecargaFila;
  acciones: AccionesRecarga;
}) {
  return (
    <>
      {onVerificar && row.estado === 'pendiente' && (
        <Accion title={`Verificar ${row.folio}`} onClick={() => onVerificar(row)}>
          <RefreshIcon />
        </Accion>
      )}
      {onTicket && row.estado === 'exitosa' && (
        <Accion title={`Reimprimir ${row.folio}`} onClick={() => onTicket(row)}>
          <PrintIcon />
        </Accion>
      )}
      {onRepetir && (
        <Accion title={`Recargar otra vez ${row.folio}`} onClick={() => onRepetir(row)}>
          <ReplayIcon />
        </Accion>
      )}
      {onRevertir && row.estado === 'exitosa' && (
        <Accion title={`Revertir ${row.folio}`} onClick={() => onRevertir(row)}>
          <UndoIcon />
        </Accion>
      )}
    </>
  );
}
