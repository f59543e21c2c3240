import { formatDia } from './fechas';
import { RECARGAS_POR_MINUTO } from './limites-venta';
import { formatMoney } from './money';
import { sumarDias } from './reportes';

// Credit ("línea de crédito"): a shop may keep selling after its saldo reaches zero, down to
// −limiteCredito, and pays with its next deposit. The debt is −saldo when saldo < 0. Its age is
// counted first in, first out over the ledger: credits pay the oldest uncovered charges first, and
// what is left of the debt is kept as lots, one per business day of the charges it comes from.

export const PLAZO_DIAS_PREDETERMINADO = 7;
export const PLAZO_DIAS_MAX = 90;

/** Part of the debt: what is still owed of the charges of one business day (YYYY-MM-DD). */
export interface LoteAdeudo {
  dia: string;
  monto: number;
}

/** What the clientes document keeps for credit; every field optional on records from before it. */
export interface CreditoCliente {
  saldo: number;
  limiteCredito?: number;
  plazoDias?: number;
  adeudo?: LoteAdeudo[];
}

/**
 * The debt's lots after a movement of `monto` centavos (signed) on a saldo of `saldoAnterior`, on
 * business day `dia`. A charge adds what the saldo did not cover to the day's lot; a credit pays the
 * oldest lots first. So Σ lots == max(0, −saldo) after every movement.
 */
export function moverAdeudo(lotes: LoteAdeudo[], saldoAnterior: number, monto: number, dia: string): LoteAdeudo[] {
  const deudaAntes = Math.max(0, -saldoAnterior);
  const deudaDespues = Math.max(0, -(saldoAnterior + monto));
  if (deudaDespues > deudaAntes) {
    const nueva = deudaDespues - deudaAntes;
    const ultimo = lotes.at(-1);
    return ultimo?.dia === dia
      ? [...lotes.slice(0, -1), { dia, monto: ultimo.monto + nueva }]
      : [...lotes, { dia, monto: nueva }];
  }
  let pago = deudaAntes - deudaDespues;
  const quedan: LoteAdeudo[] = [];
  for (const lote of lotes) {
    const pagado = Math.min(pago, lote.monto);
    pago -= pagado;
    if (lote.monto > pagado) quedan.push({ dia: lote.dia, monto: lote.monto - pagado });
  }
  return quedan;
}

/** The same lots worked out from the whole ledger, in order: what the checker compares with the stored ones. */
export function adeudoDelLibro(movimientos: { monto: number; dia: string }[]): LoteAdeudo[] {
  let saldo = 0;
  let lotes: LoteAdeudo[] = [];
  for (const { monto, dia } of movimientos) {
    lotes = moverAdeudo(lotes, saldo, monto, dia);
    saldo += monto;
  }
  return lotes;
}

/** Whole days from `desde` to `hasta` (business days, YYYY-MM-DD). */
export const diasEntre = (desde: string, hasta: string) =>
  Math.round((Date.parse(`${hasta}T12:00:00Z`) - Date.parse(`${desde}T12:00:00Z`)) / 86_400_000);

/** The last day a lot of `dia` is within its term. */
export const venceEl = (dia: string, plazoDias: number) => sumarDias(dia, plazoDias);

/**
 * The last day within term of the oldest lot, which the clientes document keeps as venceAdeudo so
 * that the admin's Inicio finds the clients past due with one query; null without debt.
 */
export const vencimientoDe = (lotes: LoteAdeudo[], plazoDias: number) =>
  lotes.length ? venceEl(lotes[0].dia, plazoDias) : null;

/** What is owed past its term on business day `hoy`: lots whose last day within term is before today. */
export function montoVencido(lotes: LoteAdeudo[], plazoDias: number, hoy: string): number {
  return lotes.filter((lote) => venceEl(lote.dia, plazoDias) < hoy).reduce((sum, lote) => sum + lote.monto, 0);
}

/** A client's credit as every screen shows it. */
export interface EstadoCredito {
  saldo: number;
  limite: number;
  plazoDias: number;
  /** What it can still spend: saldo + límite (never below 0). */
  disponible: number;
  deuda: number;
  /** The oldest lot's last day within term (YYYY-MM-DD); null without debt. */
  vence: string | null;
  vencido: number;
}

export function estadoCredito(cliente: CreditoCliente, hoy: string): EstadoCredito {
  const limite = Number(cliente.limiteCredito ?? 0);
  const plazoDias = Number(cliente.plazoDias ?? PLAZO_DIAS_PREDETERMINADO);
  const lotes = cliente.adeudo ?? [];
  const vencido = montoVencido(lotes, plazoDias, hoy);
  return {
    saldo: cliente.saldo,
    limite,
    plazoDias,
    // Past due, the line takes no new charge (rechazoDeCargo): what is left to spend is the saldo alone.
    disponible: Math.max(0, cliente.saldo + (vencido > 0 ? 0 : limite)),
    deuda: Math.max(0, -cliente.saldo),
    vence: vencimientoDe(lotes, plazoDias),
    vencido,
  };
}

/** The credit of a client the screen knows only the saldo of: none. */
export const sinCredito = (saldo: number): EstadoCredito => estadoCredito({ saldo }, '');

/**
 * In a shop's words: "Crédito usado $1,200.00 de $2,000.00; vence el 03/12/26", or that it is past
 * due; null for a client without credit or without debt.
 */
export function describirCredito(e: EstadoCredito): string | null {
  if (!e.deuda && !e.limite) return null;
  const usado = `Crédito usado ${formatMoney(e.deuda)} de ${formatMoney(e.limite)}`;
  if (!e.deuda || !e.vence) return `${usado}; disponible ${formatMoney(e.disponible)}`;
  if (e.vencido) return `${usado}; venció el ${formatDia(e.vence)}: ${formatMoney(e.vencido)} vencido`;
  return `${usado}; vence el ${formatDia(e.vence)}`;
}

/** The refusal of a charge on credit while part of the debt is past its term. */
export const creditoVencido = (vence: string, deuda: number) =>
  `Su crédito venció el ${formatDia(vence)}: adeuda ${formatMoney(deuda)}. Haga un depósito para seguir vendiendo`;

/**
 * Why a charge of `importe` cannot be taken, or null when it can: the saldo alone (or, with
 * `credito`, saldo plus the line) must cover it, and a debt past its term takes no new charge on
 * credit. `al` says whom the message speaks to and of what: the client of a top-up ("su saldo es … y
 * la recarga cuesta …") or of a compra of SIMs ("… y la compra suma …"), or the admin ("el saldo es
 * … y el cargo …"). The ledger's transaction refuses with it, and Recargas' Confirmar and a new
 * compra say it before anything is sent.
 */
export function rechazoDeCargo(
  e: EstadoCredito,
  importe: number,
  credito: boolean,
  al: 'cliente' | 'compra' | 'admin',
): string | null {
  const saldoNuevo = e.saldo - importe;
  if (credito && saldoNuevo < 0 && e.vencido > 0 && e.vence) return creditoVencido(e.vence, e.deuda);
  if (saldoNuevo >= (credito ? -e.limite : 0)) return null;
  const [su, cuesta] = {
    cliente: ['su', 'la recarga cuesta'],
    compra: ['su', 'la compra suma'],
    admin: ['el', 'el cargo'],
  }[al];
  return credito && e.limite
    ? `Disponible insuficiente: ${su} disponible es ${formatMoney(e.disponible)} (saldo ${formatMoney(e.saldo)} y crédito de ${formatMoney(e.limite)}) y ${cuesta} ${formatMoney(importe)}`
    : `Saldo insuficiente: ${su} saldo es ${formatMoney(e.saldo)} y ${cuesta} ${formatMoney(importe)}`;
}

/** Reportes → Cartera's age buckets, by days past due. */
export const TRAMOS_CARTERA = [
  { id: 'corriente', etiqueta: 'Al corriente', hasta: 0 },
  { id: 'd1a7', etiqueta: '1–7 días vencido', hasta: 7 },
  { id: 'd8a15', etiqueta: '8–15 días vencido', hasta: 15 },
  { id: 'd16a30', etiqueta: '16–30 días vencido', hasta: 30 },
  { id: 'mas30', etiqueta: 'Más de 30 días vencido', hasta: Infinity },
] as const;
export type TramoCartera = (typeof TRAMOS_CARTERA)[number]['id'];

/** A client's debt spread over the buckets, each lot by its own days past due. */
export function tramosDe(lotes: LoteAdeudo[], plazoDias: number, hoy: string): Record<TramoCartera, number> {
  const tramos = Object.fromEntries(TRAMOS_CARTERA.map((t) => [t.id, 0])) as Record<TramoCartera, number>;
  for (const lote of lotes) {
    const atraso = Math.max(0, diasEntre(venceEl(lote.dia, plazoDias), hoy));
    const tramo = TRAMOS_CARTERA.find((t) => atraso <= t.hasta) ?? TRAMOS_CARTERA[TRAMOS_CARTERA.length - 1];
    tramos[tramo.id] += lote.monto;
  }
  return tramos;
}

/** The clientes document's credit fields, as a screen reads them (REST, the SDK or the list's rows). */
export const CAMPOS_CREDITO = ['saldo', 'limiteCredito', 'plazoDias', 'recargasPorMinuto', 'topeVentaDiaria', 'adeudo'];

/** What a screen needs of a client's credit, from its clientes document. */
export interface CreditoDeCliente extends CreditoCliente {
  recargasPorMinuto: number;
  topeVentaDiaria: number | null;
}

export function creditoDeDatos(data: Record<string, unknown>): CreditoDeCliente {
  const adeudo = Array.isArray(data.adeudo)
    ? (data.adeudo as { dia?: unknown; monto?: unknown }[]).map((l) => ({ dia: String(l.dia), monto: Number(l.monto) }))
    : [];
  return {
    saldo: Number(data.saldo ?? 0),
    limiteCredito: Number(data.limiteCredito ?? 0),
    plazoDias: Number(data.plazoDias ?? PLAZO_DIAS_PREDETERMINADO),
    recargasPorMinuto: Number(data.recargasPorMinuto ?? RECARGAS_POR_MINUTO),
    topeVentaDiaria: typeof data.topeVentaDiaria === 'number' ? data.topeVentaDiaria : null,
    adeudo,
  };
}
