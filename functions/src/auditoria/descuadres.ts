import { formatMoney } from '../../../domain/money';

/** Which invariant a disagreement breaks. */
export type Regla = 'saldo' | 'movimiento' | 'cadena' | 'stock' | 'resumen';

/**
 * One disagreement a checker found: what should hold and what the data says. Amounts of money are
 * centavos (`dinero`), so a reader gets them as $1,234.50 and their difference.
 */
export interface Descuadre {
  regla: Regla;
  /** The client, product or document it is about, as a person reads it. */
  sujeto: string;
  clienteId?: string;
  productoId?: string;
  detalle: string;
  esperado: number | string;
  encontrado: number | string;
  dinero?: boolean;
}

const valor = (v: number | string, dinero?: boolean) =>
  typeof v === 'number' && dinero ? formatMoney(v) : typeof v === 'number' ? String(v) : v;

/** "Cliente X (id): saldo: esperado $1.00, encontrado $2.00 (diferencia $1.00)". */
export function textoDescuadre(d: Descuadre): string {
  const diferencia =
    typeof d.esperado === 'number' && typeof d.encontrado === 'number'
      ? ` (diferencia ${valor(d.encontrado - d.esperado, d.dinero)})`
      : '';
  return `${d.sujeto}: ${d.detalle}: esperado ${valor(d.esperado, d.dinero)}, encontrado ${valor(d.encontrado, d.dinero)}${diferencia}`;
}

/** Collects disagreements: `igual` adds one when the two differ. */
export class Hallazgos {
  readonly lista: Descuadre[] = [];

  agregar(d: Descuadre): void {
    this.lista.push(d);
  }

  igual(
    base: Omit<Descuadre, 'esperado' | 'encontrado'>,
    esperado: number | string,
    encontrado: number | string,
  ): boolean {
    if (esperado === encontrado) return true;
    this.agregar({ ...base, esperado, encontrado });
    return false;
  }
}
