import { ESTADOS_COMPRA, stockBajo, type EstadoCompra } from '@domain/compras';
import {
  CAMPOS_CREDITO,
  creditoDeDatos,
  estadoCredito,
  TRAMOS_CARTERA,
  tramosDe,
  type TramoCartera,
} from '@domain/credito-base';
import { diaNegocio } from '@domain/fechas';
import { inicioDiaNegocio, sumarDias, type RangoDias } from '@domain/reportes';
import { consultarComoSesion, sumarYContarComoSesion } from '@/lib/lectura-sesion';
import { useCarga } from '@/lib/use-carga';

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

/**
 * Client purchases created in the range: the business's (staff) or one client's own; of each, the
 * fields added up. Every read of Reportes goes over REST, with only the fields it shows.
 */
async function cargarCompras(uid: string | null, rango: RangoDias): Promise<ComprasDelPeriodo> {
  const leidas = await consultarComoSesion(
    'compras',
    {
      filtros: [
        uid ? { campo: 'clienteId', op: 'EQUAL', valor: uid } : { campo: 'origen', op: 'EQUAL', valor: 'cliente' },
        { campo: 'creadoEn', op: 'GREATER_THAN_OR_EQUAL', valor: new Date(inicioDiaNegocio(rango.desde)) },
        { campo: 'creadoEn', op: 'LESS_THAN', valor: new Date(inicioDiaNegocio(sumarDias(rango.hasta, 1))) },
      ],
      orden: 'creadoEn',
      descendente: true,
      limite: MAX_COMPRAS + 1,
    },
    ['estado', 'total', 'clienteId', 'clienteNombre'],
  );
  const compras = leidas.slice(0, MAX_COMPRAS).map(({ data }) => data);
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
    truncado: leidas.length > MAX_COMPRAS,
  };
}

export interface Saldos {
  total: number;
  clientes: number;
  mayores: { id: string; nombre: string; saldo: number; activo: boolean }[];
}

/**
 * What the business holds of its clients' money: the positive saldos added up on the server (one
 * aggregation; a debt is Cartera's), the number of clients, and the largest saldos.
 */
async function cargarSaldos(): Promise<Saldos> {
  const [{ suma }, { cuantos }, mayores] = await Promise.all([
    sumarYContarComoSesion('clientes', [{ campo: 'saldo', op: 'GREATER_THAN', valor: 0 }], 'saldo'),
    sumarYContarComoSesion('clientes', [], 'saldo'),
    consultarComoSesion('clientes', { filtros: [], orden: 'saldo', descendente: true, limite: MAX_SALDOS }, [
      'nombre',
      'saldo',
      'estatus',
    ]),
  ]);
  return {
    total: suma,
    clientes: cuantos,
    mayores: mayores.map(({ id, data }) => ({
      id,
      nombre: String(data.nombre),
      saldo: Number(data.saldo ?? 0),
      activo: data.estatus === true,
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
  const sims = await consultarComoSesion(
    'productos',
    { filtros: [{ campo: 'tipo', op: 'EQUAL', valor: 'sim' }], orden: 'nombreOrden', limite: 500 },
    ['nombre', 'operador', 'stock', 'estatus'],
  );
  return sims.map(({ id, data: p }) => {
    const stock = Number(p.stock ?? 0);
    return {
      id,
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

/** Cartera lists at most this many debtors, the largest debts first; its totals count them all. */
export const MAX_CARTERA = 500;

export interface FilaCartera {
  id: string;
  nombre: string;
  deuda: number;
  limite: number;
  disponible: number;
  /** The oldest debt's last day within term (YYYY-MM-DD). */
  vence: string | null;
  tramos: Record<TramoCartera, number>;
}

export interface Cartera {
  filas: FilaCartera[];
  /** Every debtor's debt, added up on the server. */
  deuda: number;
  deudores: number;
  /** The listed debtors' debt per bucket. */
  tramos: Record<TramoCartera, number>;
  truncado: boolean;
}

/**
 * The clients who owe (saldo below zero), the largest debts first: each one's line, what it can
 * still spend and its debt by days past due (from the lots its clientes document keeps, first in,
 * first out over its ledger).
 */
async function cargarCartera(): Promise<Cartera> {
  const hoy = diaNegocio(new Date());
  const enDeuda = [{ campo: 'saldo', op: 'LESS_THAN' as const, valor: 0 }];
  const [{ suma, cuantos }, deudores] = await Promise.all([
    sumarYContarComoSesion('clientes', enDeuda, 'saldo'),
    consultarComoSesion('clientes', { filtros: enDeuda, orden: 'saldo', limite: MAX_CARTERA + 1 }, [
      'nombre',
      ...CAMPOS_CREDITO,
    ]),
  ]);
  const filas = deudores.slice(0, MAX_CARTERA).map(({ id, data }): FilaCartera => {
    const credito = creditoDeDatos(data);
    const estado = estadoCredito(credito, hoy);
    return {
      id,
      nombre: String(data.nombre),
      deuda: estado.deuda,
      limite: estado.limite,
      disponible: estado.disponible,
      vence: estado.vence,
      tramos: tramosDe(credito.adeudo ?? [], estado.plazoDias, hoy),
    };
  });
  const tramos = Object.fromEntries(
    TRAMOS_CARTERA.map(({ id }) => [id, filas.reduce((sum, f) => sum + f.tramos[id], 0)]),
  ) as Record<TramoCartera, number>;
  return { filas, deuda: -suma, deudores: cuantos, tramos, truncado: deudores.length > MAX_CARTERA };
}

export const useCartera = () => useCarga('cartera', cargarCartera);

export const useStock = () => useCarga('stock', cargarStock);
