// Without schemas, so that Inicio reads it without downloading zod (compras.ts re-exports it).

/** SIM stock at or below this is flagged for reorder (Productos, Inicio). */
export const STOCK_BAJO = 20;
export const stockBajo = (stock: number) => stock <= STOCK_BAJO;
