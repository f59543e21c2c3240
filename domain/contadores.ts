// Without schemas, so that Inicio reads it without downloading zod.

/**
 * Admin Inicio's two counts, in one document read by id (contadores/inicio): the emulator and
 * Firestore answer a lookup in a fraction of a query's time. The server's transactions keep it,
 * each in the transaction that changes what it counts: a client activated, deactivated, created or
 * deleted (usuarios), a client's compra asked for or taken out of pendiente (compras).
 */
export const CONTADORES_INICIO = { coleccion: 'contadores', id: 'inicio' } as const;

export interface ContadoresInicio {
  /** clientes with estatus true. */
  clientesActivos: number;
  /** compras of origen cliente in estado pendiente. */
  comprasPendientes: number;
}
