const pad = (n: number) => String(n).padStart(2, '0');

/** dd/mm/yy hh:mm, 24-hour, zero-padded, in the viewer's local time. */
export function formatFecha(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  const yy = pad(date.getFullYear() % 100);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${yy} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
