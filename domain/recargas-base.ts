// A top-up's states and how its fields read, without its schemas: what a screen that only shows
// top-ups (Inicio) needs, so it does not download zod (recargas.ts re-exports all of it).

export const ESTADOS_RECARGA = ['pendiente', 'exitosa', 'fallida', 'revertida'] as const;
export type EstadoRecarga = (typeof ESTADOS_RECARGA)[number];
export const ESTADO_RECARGA_LABELS: Record<EstadoRecarga, string> = {
  pendiente: 'En verificación',
  exitosa: 'Exitosa',
  fallida: 'Fallida',
  revertida: 'Revertida',
};

/**
 * The states a recarga can move to from each state (DESIGN.md, States): the server refuses any
 * other transition and the screens offer only these. An unknown carrier answer keeps it pendiente.
 */
export const TRANSICIONES_RECARGA: Record<EstadoRecarga, readonly EstadoRecarga[]> = {
  pendiente: ['exitosa', 'fallida'],
  exitosa: ['revertida'],
  fallida: [],
  revertida: [],
};

export function puedePasar(de: EstadoRecarga, a: EstadoRecarga): boolean {
  // A state this code does not know (a newer writer, a damaged record) allows nothing.
  return TRANSICIONES_RECARGA[de]?.includes(a) ?? false;
}

/** A 10-digit number as people read it: "55 1234 5678". */
export const formatNumero = (numero: string) =>
  /^\d{10}$/.test(numero) ? `${numero.slice(0, 2)} ${numero.slice(2, 6)} ${numero.slice(6)}` : numero;

/**
 * The price a client pays for a top-up of `monto` centavos with a commission of `porcentaje`
 * (0–20, at most 2 decimals): the commission is rounded to the nearest centavo, halves up (in
 * the client's favour), and the price is the rest. Integer arithmetic only: the percent is read
 * as hundredths (2.55% → 255), so no floating-point error reaches money.
 */
export function precioRecarga(monto: number, porcentaje: number): { precio: number; comision: number } {
  if (!Number.isInteger(monto) || monto < 0) throw new Error(`Monto inválido: ${monto}`);
  const centesimas = Math.round(porcentaje * 100);
  const comision = Math.floor((monto * centesimas + 5_000) / 10_000);
  return { precio: monto - comision, comision };
}
