import './zod';
import { z } from 'zod';
import { clabeValida } from './clabe';
import { docIdSchema, texto } from './campos';

// Where clients pay the business: its bank accounts (config/cuentasBancarias, the admin edits them
// through POST /api/config/cuentas) and each client's permanent deposit reference, which a deposit's
// concepto carries so that a bank statement credits the right client (conciliacion.ts).

export const MAX_CUENTAS = 5;

export const cuentaBancariaSchema = z.object({
  banco: texto('El banco', 60),
  clabe: z
    .string({ error: 'La CLABE es obligatoria' })
    .trim()
    .transform((clabe) => clabe.replace(/\s+/g, ''))
    .refine((clabe) => /^\d{18}$/.test(clabe), 'La CLABE debe tener 18 dígitos')
    .refine(clabeValida, 'La CLABE no es válida: su dígito de control no corresponde'),
  titular: texto('El titular', 120),
});
export type CuentaBancaria = z.output<typeof cuentaBancariaSchema>;

/** POST /api/config/cuentas: the business's accounts, all at once (none removes them). */
export const cuentasBancariasSchema = z.object({
  cuentas: z
    .array(cuentaBancariaSchema, { error: 'Las cuentas no son válidas' })
    .max(MAX_CUENTAS, `Como máximo ${MAX_CUENTAS} cuentas`),
});

/** POST /api/clientes/referencia-deposito: the client's own, or (admin) the one named. */
export const referenciaDepositoSchema = z.object({ clienteId: docIdSchema('El cliente').optional() });

/** What a client needs to pay by transfer or deposit: where, and the reference to write. */
export interface DatosDeposito {
  referencia: string;
  cuentas: CuentaBancaria[];
}

/** Luhn's check digit of a string of digits. */
function luhn(digitos: string): number {
  const suma = [...digitos].reverse().reduce((total, c, i) => {
    const d = Number(c) * (i % 2 === 0 ? 2 : 1);
    return total + (d > 9 ? d - 9 : d);
  }, 0);
  return (10 - (suma % 10)) % 10;
}

/**
 * The n-th client's permanent deposit reference: "RC", 5 digits and a check digit ("RC000018"),
 * short enough to type in a transfer's concepto, and a typo in it is not another client's.
 */
export function referenciaDeposito(n: number): string {
  const base = String(n).padStart(5, '0');
  return `RC${base}${luhn(base)}`;
}

/**
 * The deposit references a concepto carries, with their check digit right: "Pago RC-00001 8",
 * "rc000018" and "DEPRC000018" all name RC000018. Accents and case do not matter.
 */
export function referenciasEnConcepto(concepto: string): string[] {
  const texto = concepto
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase();
  const halladas = new Set<string>();
  for (const match of texto.matchAll(/RC[\s._-]*((?:\d[\s._-]*){5})(\d)(?!\d)/g)) {
    const base = match[1].replace(/\D/g, '');
    if (luhn(base) === Number(match[2])) halladas.add(`RC${base}${match[2]}`);
  }
  return [...halladas];
}
