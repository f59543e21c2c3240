import { formatFecha } from '../../../domain/fechas';
import { formatMoney } from '../../../domain/money';
import { APP_NAME } from '../app-name';
import { ESTADO_RECARGA_LABELS, formatNumero, type EstadoRecarga } from '../../../domain/recargas';

export interface DatosTicket {
  cliente: string;
  folio: string;
  fecha: Date | null;
  operador: string;
  numero: string;
  monto: number;
  estado: EstadoRecarga;
  autorizacion?: string;
}

/** The receipt's lines, label and value, in the order the ticket prints them. */
export function lineasTicket(datos: DatosTicket): [string, string][] {
  return [
    ['Folio', datos.folio],
    ['Fecha', formatFecha(datos.fecha)],
    ['Compañía', datos.operador],
    ['Número', formatNumero(datos.numero)],
    ['Monto', formatMoney(datos.monto)],
    ['Autorización', datos.autorizacion ?? ESTADO_RECARGA_LABELS[datos.estado]],
  ];
}

/** The ticket as plain text, for the phone's share sheet (WhatsApp, SMS, mail). */
export function textoTicket(datos: DatosTicket): string {
  const lineas = lineasTicket(datos).map(([label, value]) => `${label}: ${value}`);
  return [APP_NAME, datos.cliente, ...lineas].join('\n');
}
