import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { adeudoDelLibro, PLAZO_DIAS_PREDETERMINADO, vencimientoDe } from '../../../domain/credito-base';
import { diaNegocio } from '../../../domain/fechas';
import { formatMoney } from '../../../domain/money';
import { ORIGENES_MOVIMIENTO, TIPOS_MOVIMIENTO } from '../../../domain/saldo';
import { Hallazgos, type Descuadre } from './descuadres';
import type { Lector } from './lector';

export interface Mov {
  id: string;
  data: DocumentData;
}

const instante = (m: Mov): [number, number] => {
  const t = m.data.creadoEn as Timestamp | undefined;
  return [t?.seconds ?? 0, t?.nanoseconds ?? 0];
};
/** Movements written in one transaction share their time: one instant. */
export const mismoInstante = (a: Mov, b: Mov) => instante(a)[0] === instante(b)[0] && instante(a)[1] === instante(b)[1];

/**
 * A client's movements in the order they were written: by time, and the movements of one
 * transaction (one instant: a compra's abono and cargo) in the order they chain from `desde`.
 */
export function enOrden(movs: Mov[], desde: number): Mov[] {
  const porTiempo = [...movs].sort((a, b) => instante(a)[0] - instante(b)[0] || instante(a)[1] - instante(b)[1]);
  const out: Mov[] = [];
  let saldo = desde;
  for (let i = 0; i < porTiempo.length;) {
    let j = i;
    while (j < porTiempo.length && mismoInstante(porTiempo[i], porTiempo[j])) j += 1;
    const grupo = porTiempo.slice(i, j);
    while (grupo.length) {
      const k = Math.max(
        0,
        grupo.findIndex((m) => m.data.saldoAnterior === saldo),
      );
      const [siguiente] = grupo.splice(k, 1);
      out.push(siguiente);
      saldo = Number(siguiente.data.saldoNuevo);
    }
    i = j;
  }
  return out;
}

/**
 * Each movement well formed (integer amount of a type and origin the ledger holds, its sign its
 * type's) and continuing from the one before: saldoAnterior is the saldoNuevo before it (the
 * first, `desde`), saldoNuevo = saldoAnterior + monto, never below zero. Returns where it ends.
 */
export function revisarCadena(h: Hallazgos, base: Pick<Descuadre, 'sujeto' | 'clienteId'>, movs: Mov[], desde: number) {
  let anterior = desde;
  for (const { id, data } of movs) {
    const m = { ...base, regla: 'movimiento' as const };
    const monto = data.monto;
    if (!Number.isSafeInteger(monto)) {
      h.agregar({
        ...m,
        detalle: `el movimiento ${id} no es un número entero de centavos`,
        esperado: 'entero',
        encontrado: String(monto),
      });
    }
    if (!(TIPOS_MOVIMIENTO as readonly string[]).includes(data.tipo)) {
      h.agregar({
        ...m,
        detalle: `el tipo del movimiento ${id}`,
        esperado: TIPOS_MOVIMIENTO.join(', '),
        encontrado: String(data.tipo),
      });
    }
    if (!(ORIGENES_MOVIMIENTO as readonly string[]).includes(data.origen?.tipo)) {
      h.agregar({
        ...m,
        detalle: `el origen del movimiento ${id}`,
        esperado: ORIGENES_MOVIMIENTO.join(', '),
        encontrado: String(data.origen?.tipo),
      });
    }
    h.igual(
      { ...m, detalle: `el signo del movimiento ${id} (${String(data.tipo)})` },
      data.tipo === 'cargo' ? -1 : 1,
      Math.sign(monto),
    );
    h.igual(
      { ...base, regla: 'cadena', detalle: `saldo anterior del movimiento ${id}`, dinero: true },
      anterior,
      data.saldoAnterior,
    );
    h.igual(
      { ...m, detalle: `saldo nuevo del movimiento ${id}`, dinero: true },
      Number(data.saldoAnterior) + Number(monto),
      data.saldoNuevo,
    );
    // A charge never below the credit limit in force when it was made (0 without a line). A credit
    // may leave a debt deeper than a limit lowered since: that only stops new charges.
    const piso = -Number(data.limiteCredito ?? 0);
    if (Number(monto) < 0 && !(Number(data.saldoNuevo) >= piso)) {
      h.agregar({
        ...m,
        detalle: `saldo nuevo del movimiento ${id} bajo su límite de crédito`,
        esperado: `≥ ${formatMoney(piso)}`,
        encontrado: String(data.saldoNuevo),
      });
    }
    anterior = Number(data.saldoNuevo);
  }
  return anterior;
}

/** "Cliente <nombre> (<id>)": how a disagreement names a client. */
export const sujetoCliente = (clienteId: string, datos?: DocumentData) =>
  `Cliente ${String(datos?.nombre ?? 'sin registro')} (${clienteId})`;

/** The client's saldo as stored: an integer of centavos (below zero only as a debt on its credit line). */
export function revisarSaldo(h: Hallazgos, base: Pick<Descuadre, 'sujeto' | 'clienteId'>, saldo: unknown): number {
  const n = Number(saldo);
  if (!Number.isSafeInteger(n)) {
    h.agregar({
      ...base,
      regla: 'saldo',
      detalle: 'el saldo guardado',
      esperado: 'entero de centavos',
      encontrado: String(saldo),
    });
  }
  return n;
}

/**
 * The debt the client carries (its lots and their due date) against its ledger's own, first in,
 * first out (domain/credito.ts), and their sum against what the saldo owes.
 */
function revisarAdeudo(
  h: Hallazgos,
  base: Pick<Descuadre, 'sujeto' | 'clienteId'>,
  cliente: DocumentData,
  movs: Mov[],
) {
  const delLibro = adeudoDelLibro(
    movs.map(({ data }) => ({
      monto: Number(data.monto),
      dia: diaNegocio((data.creadoEn as Timestamp | undefined)?.toDate() ?? new Date(0)),
    })),
  );
  const regla = { ...base, regla: 'saldo' as const };
  const lotes = (l: { dia: unknown; monto: unknown }[]) =>
    l.map((lote) => `${String(lote.dia)} ${Number(lote.monto)}`).join(', ');
  h.igual({ ...regla, detalle: 'la deuda por día de cargo' }, lotes(delLibro), lotes(cliente.adeudo ?? []));
  h.igual(
    { ...regla, detalle: 'la deuda frente al saldo', dinero: true },
    Math.max(0, -Number(cliente.saldo ?? 0)),
    delLibro.reduce((sum, lote) => sum + lote.monto, 0),
  );
  h.igual(
    { ...regla, detalle: 'el vencimiento de la deuda' },
    vencimientoDe(delLibro, Number(cliente.plazoDias ?? PLAZO_DIAS_PREDETERMINADO)) ?? '—',
    cliente.venceAdeudo ?? '—',
  );
}

/**
 * The ledger invariant of one client, over its whole ledger: saldo == Σ movimientos.monto, each
 * movement continuing from the one before and no charge below the credit limit in force
 * (revisarCadena), and the debt it carries the ledger's (revisarAdeudo).
 */
export async function revisarLedgerCliente(lector: Lector, clienteId: string) {
  const [cliente, docs] = await Promise.all([
    lector.documento(lector.db.collection('clientes').doc(clienteId)),
    lector.consulta(lector.db.collection('movimientos').where('clienteId', '==', clienteId)),
  ]);
  const h = new Hallazgos();
  const base = { sujeto: sujetoCliente(clienteId, cliente.data()), clienteId };
  const saldo = revisarSaldo(h, base, cliente.data()?.saldo);
  const movs = docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  const suma = movs.reduce((total, m) => total + Number(m.data.monto), 0);
  h.igual({ ...base, regla: 'saldo', detalle: 'saldo frente a la suma de sus movimientos', dinero: true }, suma, saldo);
  const ordenados = enOrden(movs, 0);
  const final = revisarCadena(h, base, ordenados, 0);
  if (cliente.exists) revisarAdeudo(h, base, cliente.data() ?? {}, ordenados);
  if (suma === saldo) {
    h.igual({ ...base, regla: 'cadena', detalle: 'saldo frente al último movimiento', dinero: true }, final, saldo);
  }
  return { saldo, movimientos: movs.length, descuadres: h.lista };
}
