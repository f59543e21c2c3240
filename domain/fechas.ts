const pad = (n: number) => String(n).padStart(2, '0');

/** dd/mm/yy hh:mm, 24-hour, zero-padded, in the viewer's local time. */
export function formatFecha(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  const yy = pad(date.getFullYear() % 100);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${yy} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A Desde/Hasta pair whose Hasta comes first: said instead of filtering silently to nothing. */
export const RANGO_INVERTIDO = 'Hasta es anterior a Desde: no hay nada que mostrar';

/** dd/mm/yy of a YYYY-MM-DD day: SPEC's date format, without the time. */
export const formatDia = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(2, 4)}`;

/** The business's time zone: a day's sales are counted by its calendar. */
export const ZONA_NEGOCIO = 'America/Mexico_City';

const diaFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONA_NEGOCIO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business day of an instant, as YYYY-MM-DD (sorts and compares as text). */
export function diaNegocio(date: Date): string {
  return diaFormatter.format(date);
}

/**
 * "Hoy, dd/mm/yy": the business day whose figures Inicio shows, not the viewer's calendar day
 * (they differ for a viewer in another time zone around midnight).
 */
export const etiquetaHoy = (ahora = new Date()) => `Hoy, ${formatDia(diaNegocio(ahora))}`;

/** dd/mm/aaaa (how a person types a day) as YYYY-MM-DD, or null when it is not a real day. */
export function leerDia(texto: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(texto.trim());
  if (!match) return null;
  const [, d, m, y] = match.map(Number);
  const fecha = new Date(Date.UTC(y, m - 1, d));
  if (fecha.getUTCFullYear() !== y || fecha.getUTCMonth() !== m - 1 || fecha.getUTCDate() !== d) return null;
  return fecha.toISOString().slice(0, 10);
}
