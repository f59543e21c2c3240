import Chip, { type ChipProps } from '@mui/material/Chip';
import { ESTADO_COMPRA_LABELS, type EstadoCompra } from '@domain/compras';

const COLOR: Record<EstadoCompra, ChipProps['color']> = {
  pendiente: 'warning',
  aprobada: 'success',
  recibida: 'success',
  rechazada: 'error',
  cancelada: 'default',
};

export function EstadoCompraChip({ estado }: { estado: EstadoCompra }) {
  return <Chip size="small" label={ESTADO_COMPRA_LABELS[estado]} color={COLOR[estado]} />;
}
