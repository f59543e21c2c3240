import { ESTADOS_COMPRA, type EstadoCompra } from '@domain/compras';
import { inicioDiaNegocio, sumarDias, type RangoDias } from '@domain/reportes';
import { consultarComoSesion } from '@/lib/rest/lectura-sesion';
import { useCarga } from '@/lib/carga/use-carga';

/** Purchases are few: a period's are added up in the browser, up to this many. */
export const MAX_COMPRAS = 1000;
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

export const useComprasDelPeriodo = (uid: string | null, rango: RangoDias | null) =>
  useCarga(rango ? `${uid ?? 'negocio'}:${rango.desde}:${rango.hasta}` : null, () =>
    cargarCompras(uid, rango as RangoDias),
  );
