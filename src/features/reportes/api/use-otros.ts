import {
  collection,
  getAggregateFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  count,
  Timestamp,
  where,
} from 'firebase/firestore';
import { ESTADOS_COMPRA, stockBajo, type EstadoCompra } from '../../../../domain/compras';
import { inicioDiaNegocio, sumarDias, type RangoDias } from '../../../../domain/reportes';
import { db } from '../../../lib/db';
import { useCarga } from '../../../lib/use-carga';

/** Purchases are few: a period's are added up in the browser, up to this many. */
export const MAX_COMPRAS = 1000;
/** The balances list: the clients with the most saldo. */
export const MAX_SALDOS = 100;

export interface FilaCompras {
  clave: string;
  nombre: string;
  cantidad: number;
  total: number;
}

export interface ComprasDelPeriodo {
  porEstado: FilaCompras[];
  /** The business only: approved purchases per client (what came in). */
  porCliente: FilaCompras[];
  /** More than MAX_COMPRAS in the period: only the newest were added up. */
  truncado: boolean;
}

function agrupar(docs: { clave: string; nombre: string; total: number }[]): FilaCompras[] {
  const grupos = new Map<string, FilaCompras>();
  for (const { clave, nombre, total } of docs) {
    const g = grupos.get(clave) ?? { clave, nombre, cantidad: 0, total: 0 };
    grupos.set(clave, { ...g, cantidad: g.cantidad + 1, total: g.total + total });
  }
  return [...grupos.values()];
}

/** Client purchases created in the range: the business's (staff) or one client's own. */
async function cargarCompras(uid: string | null, rango: RangoDias): Promise<ComprasDelPeriodo> {
  const snap = await getDocs(
    query(
      collection(db, 'compras'),
      uid ? where('clienteId', '==', uid) : where('origen', '==', 'cliente'),
      where('creadoEn', '>=', Timestamp.fromMillis(inicioDiaNegocio(rango.desde))),
      where('creadoEn', '<', Timestamp.fromMillis(inicioDiaNegocio(sumarDias(rango.hasta, 1)))),
      orderBy('creadoEn', 'desc'),
      limit(MAX_COMPRAS + 1),
    ),
  );
  const compras = snap.docs.slice(0, MAX_COMPRAS).map((d) => d.data());
  const porEstado = agrupar(
    compras.map((c) => ({ clave: String(c.estado), nombre: String(c.estado), total: Number(c.total ?? 0) })),
  );
  const orden = (clave: string) => ESTADOS_COMPRA.indexOf(clave as EstadoCompra);
  return {
    porEstado: porEstado.sort((a, b) => orden(a.clave) - orden(b.clave)),
    porCliente: uid
      ? []
      : agrupar(
          compras
            .filter((c) => c.estado === 'aprobada')
            .map((c) => ({
              clave: String(c.clienteId),
              nombre: String(c.clienteNombre ?? ''),
              total: Number(c.total ?? 0),
            })),
        ).sort((a, b) => b.total - a.total),
    truncado: snap.size > MAX_COMPRAS,
  };
}

export interface Saldos {
  total: number;
  clientes: number;
  mayores: { id: string; nombre: string; saldo: number; activo: boolean }[];
}

/** Every client's saldo added up on the server (one aggregation), and the largest ones. */
async function cargarSaldos(): Promise<Saldos> {
  const [suma, mayores] = await Promise.all([
    getAggregateFromServer(collection(db, 'clientes'), { total: sum('saldo'), clientes: count() }),
    getDocs(query(collection(db, 'clientes'), orderBy('saldo', 'desc'), limit(MAX_SALDOS))),
  ]);
  return {
    total: suma.data().total,
    clientes: suma.data().clientes,
    mayores: mayores.docs.map((d) => ({
      id: d.id,
      nombre: String(d.data().nombre),
      saldo: Number(d.data().saldo ?? 0),
      activo: d.data().estatus === true,
    })),
  };
}

export interface FilaStock {
  id: string;
  nombre: string;
  operador: string;
  stock: number;
  bajo: boolean;
  activo: boolean;
}

/** Every SIM product's stock, by name (a catalogue has tens of them, at most 500). */
async function cargarStock(): Promise<FilaStock[]> {
  const snap = await getDocs(
    query(collection(db, 'productos'), where('tipo', '==', 'sim'), orderBy('nombreOrden'), limit(500)),
  );
  return snap.docs.map((d) => {
    const p = d.data();
    const stock = Number(p.stock ?? 0);
    return {
      id: d.id,
      nombre: String(p.nombre),
      operador: String(p.operador),
      stock,
      bajo: stockBajo(stock),
      activo: p.estatus === true,
    };
  });
}

export const useComprasDelPeriodo = (uid: string | null, rango: RangoDias | null) =>
  useCarga(rango ? `${uid ?? 'negocio'}:${rango.desde}:${rango.hasta}` : null, () =>
    cargarCompras(uid, rango as RangoDias),
  );

export const useSaldos = () => useCarga('saldos', cargarSaldos);

export const useStock = () => useCarga('stock', cargarStock);
