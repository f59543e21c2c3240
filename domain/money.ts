// Money is integer centavos everywhere; locale and currency are one setting.
export const MONEY_LOCALE = 'es-MX';
export const MONEY_CURRENCY = 'MXN';

const formatter = new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency: MONEY_CURRENCY });

export function formatMoney(centavos: number): string {
  return formatter.format(centavos / 100);
}

/** Parses a peso amount typed by a person ("1,234.5", "$20") into integer centavos, or null. */
export function pesosToCentavos(text: string): number | null {
  const clean = text.replace(/[$\s,]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return clean.startsWith('-') ? -value : value;
}
