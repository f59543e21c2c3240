// A client's low-saldo threshold: below it the shop is warned and the admin's Inicio lists it. Without
// zod: Inicio and Recargas read it.

/** $500.00, until the admin or the client sets another. */
export const UMBRAL_PREDETERMINADO = 50_000;

/** The client's threshold as stored, or the default. */
export const umbralDe = (datos: { umbralSaldo?: unknown } | undefined) =>
  typeof datos?.umbralSaldo === 'number' ? datos.umbralSaldo : UMBRAL_PREDETERMINADO;

/** Below its threshold: what the stored flag `saldoBajo` says, for the admin's Inicio to query. */
export const esSaldoBajo = (saldo: number, umbral: number) => saldo < umbral;
