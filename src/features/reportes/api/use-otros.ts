import { ESTADOS_COMPRA, stockBajo, type EstadoCompra } from '../../../../domain/compras';
import { inicioDiaNegocio, sumarDias, type RangoDias } from '../../../../domain/reportes';
import { consultarComoSesion, sumarYContarComoSesion } from '../../../lib/lectura-sesion';
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

/** Every client's saldo added up on the server (one aggregation), and the largest ones. */
async function cargarSaldos(): Promise<Saldos> {
  const [{ suma, cuantos }, mayores] = await Promise.all([
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

export const useStock = () => useCarga('stock', cargarStock);
