import { Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import { TOTALES_VACIOS, type TotalesDia } from '../../../domain/cierres';
import { inicioDiaNegocio, sumarDias } from '../../../domain/reportes';
import { margenCubeta, type Cubeta } from '../../../domain/resumenes';
import { enParalelo } from '../en-paralelo';
import { Hallazgos, type Descuadre } from './descuadres';
import { enOrden, mismoInstante, revisarCadena, revisarSaldo, sujetoCliente, type Mov } from './ledger';
import type { Lector } from './lector';
import { revisarResumenes } from './resumenes';
import { stockMovido } from './stock';

/** What the close of the day before left: each moved client's saldo and each SIM's stock at its end. */
export interface CierreAnterior {
  saldos?: Record<string, number>;
  stock?: Record<string, number>;
}

export interface RevisionDia {
  dia: string;
  totales: TotalesDia;
  descuadres: Descuadre[];
  /** The day's closing saldo of each client whose saldo moved, and every SIM's closing stock. */
  saldos: Record<string, number>;
  stock: Record<string, number>;
  leidos: number;
}

const aMov = (doc: { id: string; data: () => DocumentData }): Mov => ({ id: doc.id, data: doc.data() });

/**
 * A client's saldo before the day, without a previous close to say it: where its last movement
 * before the day left it. The movements of one transaction share their time (a compra's abono and
 * cargo, a batch of charges), and any of them may come first in a query ordered by time, so the
 * whole last instant is read: the saldo its movements leave that the day's first movements
 * continue from; when none does (a break the chain check then reports), the end of their chain.
 */
async function saldoAntesDelDia(lector: Lector, movimientos: Query, ultimo: Mov, delDia: Mov[]): Promise<number> {
  const grupo = (await lector.consulta(movimientos.where('creadoEn', '==', ultimo.data.creadoEn))).map(aMov);
  if (grupo.length <= 1) return Number(ultimo.data.saldoNuevo);
  const primeros = enOrden(delDia, NaN).filter((m, _, orden) => mismoInstante(m, orden[0]));
  const continua = grupo.find((m) => primeros.some((p) => p.data.saldoAnterior === m.data.saldoNuevo));
  if (continua) return Number(continua.data.saldoNuevo);
  const inicio = grupo.find((m) => !grupo.some((otro) => otro.data.saldoNuevo === m.data.saldoAnterior)) ?? grupo[0];
  const cadena = enOrden(grupo, Number(inicio.data.saldoAnterior));
  return Number(cadena[cadena.length - 1].data.saldoNuevo);
}

/**
 * The ledger of every client whose saldo moved that day: its movements chain from its saldo at the
 * previous close (or, without one, its last movement before the day) to the day's closing saldo,
 * and from there through what moved since to the saldo it holds now.
 */
async function revisarSaldos(
  lector: Lector,
  h: Hallazgos,
  movs: Mov[],
  inicio: Timestamp,
  fin: Timestamp,
  anterior?: CierreAnterior,
) {
  const db = lector.db;
  const porCliente = new Map<string, Mov[]>();
  for (const m of movs)
    porCliente.set(String(m.data.clienteId), [...(porCliente.get(String(m.data.clienteId)) ?? []), m]);
  const saldos: Record<string, number> = {};
  await enParalelo([...porCliente], 20, async ([clienteId, delDia]) => {
    const movimientos = db.collection('movimientos').where('clienteId', '==', clienteId);
    const [cliente, antes, despues] = await Promise.all([
      lector.documento(db.collection('clientes').doc(clienteId)),
      anterior?.saldos?.[clienteId] === undefined
        ? lector.consulta(movimientos.where('creadoEn', '<', inicio).orderBy('creadoEn', 'desc').limit(1))
        : null,
      lector.consulta(movimientos.where('creadoEn', '>=', fin).orderBy('creadoEn', 'desc')),
    ]);
    const base = { sujeto: sujetoCliente(clienteId, cliente.data()), clienteId };
    const desde =
      anterior?.saldos?.[clienteId] ??
      (antes?.[0] ? await saldoAntesDelDia(lector, movimientos, aMov(antes[0]), delDia) : 0);
    const cierre = revisarCadena(h, base, enOrden(delDia, desde), desde);
    saldos[clienteId] = cierre;
    const final = revisarCadena(h, base, enOrden(despues.map(aMov), cierre), cierre);
    const saldo = revisarSaldo(h, base, cliente.data()?.saldo);
    h.igual({ ...base, regla: 'saldo', detalle: 'saldo guardado frente a su libro', dinero: true }, final, saldo);
  });
  return saldos;
}

/**
 * Every SIM's stock at the day's end (what it holds now less what compras moved since) against the
 * previous close's plus what the day's approved and received compras moved; a SIM created that day
 * starts at 0. Without a previous close a SIM's end of day is recorded as the next close's
 * starting point.
 */
async function revisarStockDelDia(
  lector: Lector,
  h: Hallazgos,
  inicio: Timestamp,
  fin: Timestamp,
  anterior?: CierreAnterior,
) {
  const db = lector.db;
  const [productos, compras] = await Promise.all([
    lector.consulta(db.collection('productos').where('tipo', '==', 'sim')),
    lector.consulta(db.collection('compras').where('actualizadoEn', '>=', inicio)),
  ]);
  const delDia = new Map<string, number>();
  const despues = new Map<string, number>();
  for (const compra of compras) {
    const data = compra.data();
    stockMovido(data, (data.actualizadoEn as Timestamp).toMillis() < fin.toMillis() ? delDia : despues);
  }
  const stock: Record<string, number> = {};
  for (const doc of productos) {
    const data = doc.data();
    const creado = (data.creadoEn as Timestamp | undefined)?.toMillis() ?? 0;
    // A SIM created after the day was not part of it.
    if (creado >= fin.toMillis()) continue;
    const cierre = Number(data.stock) - (despues.get(doc.id) ?? 0);
    stock[doc.id] = cierre;
    const base = { regla: 'stock' as const, sujeto: `Chip ${String(data.nombre)} (${doc.id})`, productoId: doc.id };
    if (!Number.isSafeInteger(data.stock) || data.stock < 0) {
      h.agregar({ ...base, detalle: 'el stock guardado', esperado: 'entero ≥ 0', encontrado: String(data.stock) });
    }
    // A SIM created since the day began started at 0 (the rules create a product with no stock).
    const previo = anterior?.stock?.[doc.id] ?? (creado >= inicio.toMillis() ? 0 : undefined);
    if (previo !== undefined) {
      h.igual(
        { ...base, detalle: 'stock al cierre frente al del cierre anterior más lo movido en el día' },
        previo + (delDia.get(doc.id) ?? 0),
        cierre,
      );
    }
  }
  return stock;
}

/** The day in figures: its top-ups as they stand, and the money its movements moved. */
function totales(total: Cubeta, recargas: number, movs: Mov[], clientes: number): TotalesDia {
  const suma = (filtro: (m: DocumentData) => boolean) =>
    movs.filter((m) => filtro(m.data)).reduce((s, m) => s + Number(m.data.monto), 0);
  return {
    ...TOTALES_VACIOS,
    recargas,
    exitosas: total.exitosas,
    vendido: total.monto,
    cobrado: total.precio,
    costo: total.costo ?? 0,
    margen: margenCubeta(total),
    fallidas: total.fallidas,
    revertidas: total.revertidas,
    pendientes: total.pendientes,
    reembolsos: suma((m) => m.tipo === 'reembolso'),
    depositos: suma((m) => m.origen?.tipo === 'compra' && m.tipo === 'abono'),
    ajustes: suma((m) => m.origen?.tipo === 'ajuste'),
    movimientos: movs.length,
    clientes,
  };
}

/**
 * The checks of one business day, read-only: the ledger of every client whose saldo moved, every
 * SIM's stock, and the day's summaries against a recount of its top-ups (revisarResumenes). It reads
 * that day's documents (its movements, top-ups and their costs, compras changed since it began, the
 * summaries of its month), plus each moved client and the SIM catalogue.
 */
export async function revisarDia(lector: Lector, dia: string, anterior?: CierreAnterior): Promise<RevisionDia> {
  const inicio = Timestamp.fromMillis(inicioDiaNegocio(dia));
  const fin = Timestamp.fromMillis(inicioDiaNegocio(sumarDias(dia, 1)));
  const h = new Hallazgos();
  const movs = (
    await lector.consulta(
      lector.db.collection('movimientos').where('creadoEn', '>=', inicio).where('creadoEn', '<', fin),
    )
  ).map(aMov);
  const [saldos, stock, resumenes] = await Promise.all([
    revisarSaldos(lector, h, movs, inicio, fin, anterior),
    revisarStockDelDia(lector, h, inicio, fin, anterior),
    revisarResumenes(lector, dia),
  ]);
  return {
    dia,
    totales: totales(resumenes.total, resumenes.recargas, movs, Object.keys(saldos).length),
    descuadres: [...h.lista, ...resumenes.descuadres],
    saldos,
    stock,
    leidos: lector.leidos,
  };
}
