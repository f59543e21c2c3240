import Chip, { type ChipProps } from '@mui/material/Chip';
import { ESTADO_RECARGA_LABELS, type EstadoRecarga } from '../../../domain/recargas-base';

const COLOR: Record<EstadoRecarga, ChipProps['color']> = {
  pendiente: 'warning',
  exitosa: 'success',
  fallida: 'error',
  revertida: 'default',
};

export function EstadoRecargaChip({ estado }: { estado: EstadoRecarga }) {
  return <Chip size="small" label={ESTADO_RECARGA_LABELS[estado]} color={COLOR[estado]} />;
}
