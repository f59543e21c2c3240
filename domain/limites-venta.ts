import { formatMoney } from './money';

// What a stolen shop session can sell before anyone notices: a number of top-ups a minute (30
// unless the admin sets another for a shop that sells more) and no more than the shop's daily cap
// (the admin sets one; none by default). Both are kept on the clientes document and checked in the
// charge's own transaction.

/** Top-ups a client may send in a minute, on average, unless the admin sets another rate; a burst of as many is allowed. */
export const RECARGAS_POR_MINUTO = 30;
export const RECARGAS_POR_MINUTO_MAX = 6_000;

/** The client's token bucket and its day's sales, as the clientes document keeps them. */
export interface LimitesVenta {
  /** Tokens left, and when they were counted (ms). */
  fichas?: number;
  en?: number;
  /** The business day (YYYY-MM-DD) of `vendido`: the airtime charged that day, less what was refunded. */
  dia?: string;
  vendido?: number;
}

/** The bucket of `porMinuto` tokens after taking one at `ahora`; null when it is empty. */
export function tomarFicha(
  limites: LimitesVenta,
  ahora: number,
  porMinuto = RECARGAS_POR_MINUTO,
): Pick<LimitesVenta, 'fichas' | 'en'> | null {
  const { fichas = porMinuto, en = ahora } = limites;
  const rellenadas = Math.min(porMinuto, fichas + (Math.max(0, ahora - en) * porMinuto) / 60_000);
  return rellenadas >= 1 ? { fichas: rellenadas - 1, en: ahora } : null;
}

/** What the client has sold on business day `dia`. */
export const vendidoEl = (limites: LimitesVenta, dia: string) =>
  limites.dia === dia ? Number(limites.vendido ?? 0) : 0;

export const DEMASIADAS_RECARGAS =
  'Demasiadas recargas en poco tiempo: espere un minuto e intente de nuevo. Si no las envió usted, cambie su contraseña y avise al administrador.';

export const topeAlcanzado = (tope: number, vendido: number, monto: number) =>
  `Llegó a su tope de venta del día (${formatMoney(tope)}): hoy lleva ${formatMoney(vendido)} y esta recarga es de ${formatMoney(monto)}. El tope se renueva mañana; el administrador puede cambiarlo.`;
