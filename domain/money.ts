// Money is integer centavos everywhere; locale and currency are one setting.
export const MONEY_LOCALE = 'es-MX';
export const MONEY_CURRENCY = 'MXN';

/** The largest amount a price, a cost or a movement may be: $1,000,000.00. */
export const MAX_CENTAVOS = 100_000_000;

const formatter = new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency: MONEY_CURRENCY });

export function formatMoney(centavos: number): string {
  return formatter.format(centavos / 100);
}

/** Shown when a typed amount uses a comma where only a decimal point can be meant. */
export const USE_PUNTO = 'Use punto para los decimales';

// Whole pesos, plain ("1234") or with commas in groups of three ("1,234"), then up to two decimals after a dot.
const PESOS = /^(-?)(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

export type PesosLeidos = { centavos: number } | { error: typeof USE_PUNTO | null };

/**
 * Reads a peso amount typed by a person ("1,234.5", "$20") into integer centavos. Only
 * unambiguous forms pass: "150,50" could mean 150.50 or 15,050 and is refused with USE_PUNTO.
 */
export function leerPesos(text: string): PesosLeidos {
  const clean = text.replace(/[$\s]/g, '');
  const match = PESOS.exec(clean);
  if (!match) return { error: clean.includes(',') ? USE_PUNTO : null };
  const [, signo, whole, fraction = ''] = match;
  const value = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  return { centavos: signo ? -value : value };
}

/** leerPesos without the reason: integer centavos, or null when the text is not an amount. */
export function pesosToCentavos(text: string): number | null {
  const leidos = leerPesos(text);
  return 'centavos' in leidos ? leidos.centavos : null;
}
