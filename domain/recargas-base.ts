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
