import { styled } from '@mui/material/styles';
import { formatFecha } from '@domain/fechas';
import { formatMoney } from '@domain/money';
import { formatNumero } from '@domain/recargas-base';
import type { RecargaFila } from '@/lib/recargas/list-recargas';
import { AccionesDeRecarga, type AccionesRecarga } from './AccionesRecarga';
import { EstadoRecargaChip } from './EstadoRecargaChip';

/**
 * What a top-up cost its client in the end: its precio while charged (exitosa, or en verificación,
 * whose money is held), $0.00 once the money came back (fallida, revertida).
 */
export function cobradoNeto(fila: Pick<RecargaFila, 'estado' | 'precio'>): string {
  return fila.estado === 'fallida' || fila.estado === 'revertida'
    ? `${formatMoney(0)} (reembolsado)`
    : formatMoney(fila.precio);
}

/**
 * A top-up of the history on a phone, in five short lines instead of a line per column (a page
 * of 25 stays about a third as long): folio and state; date; carrier and number; amount and what
 * it cost; the actions. The date has a line of its own: beside the folio and "Fallida ·
 * reembolsada" it broke in two at 390 px, and the folio with it. Its cells are in the columns'
 * order for assistive technology.
 */
const Tarjeta = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: `"folio estado" "fecha fecha" "operador numero" "monto cobrado" "acciones acciones"`,
  alignItems: 'center',
  columnGap: theme.spacing(1),
  rowGap: theme.spacing(0.25),
  padding: theme.spacing(1, 1.5),
  ...theme.typography.body2,
  '& .secundario': { color: (theme.vars ?? theme).palette.text.secondary },
}));

export function TarjetaRecarga({ fila, acciones }: { fila: RecargaFila; acciones: AccionesRecarga }) {
  return (
    <Tarjeta>
      <span role="cell" className="secundario" style={{ gridArea: 'fecha' }}>
        {formatFecha(fila.fecha)}
      </span>
      <strong role="cell" style={{ gridArea: 'folio' }}>
        {fila.folio}
      </strong>
      <span role="cell" style={{ gridArea: 'operador' }}>
        {fila.operador}
      </span>
      <span role="cell" style={{ gridArea: 'numero' }}>
        {formatNumero(fila.numero)}
      </span>
      <span role="cell" style={{ gridArea: 'monto' }}>
        {fila.tipo === 'paquete' ? 'Paquete' : 'Monto'} {formatMoney(fila.monto)}
      </span>
      <span role="cell" style={{ gridArea: 'cobrado', textAlign: 'right' }}>
        Cobrado {cobradoNeto(fila)}
      </span>
      <span role="cell" style={{ gridArea: 'estado', justifySelf: 'end' }}>
        <EstadoRecargaChip estado={fila.estado} />
      </span>
      <span role="cell" style={{ gridArea: 'acciones', display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <AccionesDeRecarga row={fila} acciones={acciones} />
      </span>
    </Tarjeta>
  );
}
