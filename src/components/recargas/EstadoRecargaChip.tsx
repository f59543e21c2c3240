import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import UndoIcon from '@mui/icons-material/Undo';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { ESTADO_RECARGA_LABELS, type EstadoRecarga } from '@domain/recargas-base';

/**
 * Each estado its own colour, icon and words, so none reads as another (a revertida is not a green
 * success): amber and black, green, red and blue with white text, each above 4.5:1. A fallida or
 * revertida says its money came back.
 */
const ESTILO: Record<EstadoRecarga, { color: ChipProps['color']; icono: ReactElement; texto: string }> = {
  pendiente: { color: 'warning', icono: <HourglassTopIcon />, texto: ESTADO_RECARGA_LABELS.pendiente },
  exitosa: { color: 'success', icono: <CheckIcon />, texto: ESTADO_RECARGA_LABELS.exitosa },
  fallida: { color: 'error', icono: <CloseIcon />, texto: `${ESTADO_RECARGA_LABELS.fallida} · reembolsada` },
  revertida: { color: 'info', icono: <UndoIcon />, texto: `${ESTADO_RECARGA_LABELS.revertida} · reembolsada` },
};

/** What the chip says: the state, and that its money came back when it did. */
export const textoEstadoRecarga = (estado: EstadoRecarga) => ESTILO[estado].texto;

export function EstadoRecargaChip({ estado }: { estado: EstadoRecarga }) {
  const { color, icono, texto } = ESTILO[estado];
  return <Chip size="small" label={texto} color={color} icon={icono} />;
}
