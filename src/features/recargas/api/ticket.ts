import { formatVigencia, partesPaquete, type ContenidoPaquete } from '@domain/catalogo';
import { formatDia, formatFecha } from '@domain/fechas';
import { formatMoney } from '@domain/money';
import { sumarDias } from '@domain/reportes';
import { ESTADO_RECARGA_LABELS, formatNumero, type EstadoRecarga } from '@domain/recargas';
import { APP_NAME } from '@/lib/app-name';

export interface DatosTicket extends ContenidoPaquete {
  /** The shop's name and, when its record has one, its address: the ticket's header. */
  cliente: string;
  direccion?: string;
  folio: string;
  fecha: Date | null;
  operador: string;
  numero: string;
  monto: number;
  estado: EstadoRecarga;
  autorizacion?: string;
  tipo?: 'recarga' | 'paquete';
}

const dia = (fecha: Date) =>
  `${fecha.getFullYear()}-${String(fecha.getMonth() + 1).padStart(2, '0')}-${String(fecha.getDate()).padStart(2, '0')}`;

/** "15 días, hasta 08/12/26": a validity from the day of the sale. */
function vigencia(dias: number, fecha: Date | null): string {
  return fecha ? `${formatVigencia(dias)}, hasta ${formatDia(sumarDias(dia(fecha), dias))}` : formatVigencia(dias);
}

/** The receipt's lines, label and value, in the order the ticket prints them. */
export function lineasTicket(datos: DatosTicket): [string, string][] {
  const paquete = datos.tipo === 'paquete';
  return [
    ['Folio', datos.folio],
    ['Fecha', formatFecha(datos.fecha)],
    ['Compañía', datos.operador],
    ['Número', formatNumero(datos.numero)],
    [paquete ? 'Paquete' : 'Monto', formatMoney(datos.monto)],
    ...(paquete ? [['Incluye', partesPaquete(datos).join(' · ')] as [string, string]] : []),
    ...(datos.vigenciaDias ? [['Vigencia', vigencia(datos.vigenciaDias, datos.fecha)] as [string, string]] : []),
    ['Autorización', datos.autorizacion ?? ESTADO_RECARGA_LABELS[datos.estado]],
  ];
}

/** The ticket's header: the app, the shop, its address when it has one. */
export const encabezadoTicket = (datos: Pick<DatosTicket, 'cliente' | 'direccion'>) => [
  APP_NAME,
  datos.cliente,
  ...(datos.direccion ? [datos.direccion] : []),
];

/** The ticket as plain text, for the phone's share sheet (WhatsApp, SMS, mail). */
export function textoTicket(datos: DatosTicket): string {
  const lineas = lineasTicket(datos).map(([label, value]) => `${label}: ${value}`);
  return [...encabezadoTicket(datos), ...lineas].join('\n');
}

/** "Enviar por WhatsApp": a chat with the customer's number (a Mexican one, +52) with the ticket's text. */
export const enlaceWhatsApp = (datos: DatosTicket) =>
  `https://wa.me/52${datos.numero}?text=${encodeURIComponent(textoTicket(datos))}`;
