import PrintIcon from '@mui/icons-material/Print';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { puedePasar, type EstadoRecarga } from '@domain/recargas-base';
import type { RecargaFila } from '@/lib/recargas/list-recargas';

export interface AccionesRecarga {
  onVerificar?: (fila: RecargaFila) => void;
  onTicket?: (fila: RecargaFila) => void;
  onRepetir?: (fila: RecargaFila) => void;
  onRevertir?: (fila: RecargaFila) => void;
}

/** Each action in the order shown: the verb its button says (named with the folio), and the states it applies to. */
const ACCIONES: readonly {
  clave: keyof AccionesRecarga;
  verbo: string;
  icono: ReactNode;
  aplica: (estado: EstadoRecarga) => boolean;
}[] = [
  { clave: 'onVerificar', verbo: 'Verificar', icono: <RefreshIcon />, aplica: (e) => puedePasar(e, 'exitosa') },
  { clave: 'onTicket', verbo: 'Reimprimir', icono: <PrintIcon />, aplica: (e) => e === 'exitosa' },
  { clave: 'onRepetir', verbo: 'Recargar otra vez', icono: <ReplayIcon />, aplica: () => true },
  { clave: 'onRevertir', verbo: 'Revertir', icono: <UndoIcon />, aplica: (e) => puedePasar(e, 'revertida') },
];

/** What can be done with one top-up of the history, as its state allows: worded buttons, never icons alone. */
export function AccionesDeRecarga({ row, acciones }: { row: RecargaFila; acciones: AccionesRecarga }) {
  return ACCIONES.map(({ clave, verbo, icono, aplica }) => {
    const accion = acciones[clave];
    if (!accion || !aplica(row.estado)) return null;
    return (
      <Button
        key={clave}
        size="small"
        startIcon={icono}
        aria-label={`${verbo} ${row.folio}`}
        onClick={() => accion(row)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {verbo}
      </Button>
    );
  });
}
