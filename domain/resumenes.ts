import type { EstadoRecarga } from './recargas';

// Reports read summaries, not top-ups: every recarga transition adds its effect to the summaries
// of the day it was created (business time zone), in the same transaction. The business's summary
// is one document per month per shard, day by day: SHARDS_RESUMEN documents share the writes so that
// no single document takes every top-up's write (today's writes land in today's entry of each
// shard, as they would in day documents), and a 30-day report reads at most 16 documents. It holds
// only what does not grow with the business (the total and the carriers): the breakdown by client
// and distributor lives in one document per client per month, which only that client's own
// top-ups write (they already queue on its saldo) and which the "Por cliente" and "Por
// distribuidor" views read when opened.

export const SHARDS_RESUMEN = 8;

/** What one group of top-ups adds up to. Amounts are sums over the exitosas only. */
export interface Cubeta {
  exitosas: number;
  monto: number;
  precio: number;
  /** Only in the business's summaries (admin, manager); a client's own never holds cost. */
  costo?: number;
  pendientes: number;
  fallidas: number;
  montoFallidas: number;
  revertidas: number;
  montoRevertidas: number;
}

export const CUBETA_VACIA: Cubeta = {
  exitosas: 0,
  monto: 0,
  precio: 0,
  pendientes: 0,
  fallidas: 0,
  montoFallidas: 0,
  revertidas: 0,
  montoRevertidas: 0,
};

/** A top-up without a distribuidor is sold at the counter. */
export const SIN_DISTRIBUIDOR = 'mostrador';

/** One day of the business in one shard of its month. */
export interface DiaDeNegocio {
  total: Cubeta;
  operadores: Record<string, Cubeta>;
}

/**
 * The business's summary of one shard of one month, day by day, with cost:
 * resumenesRecargas/{mes}_{shard}; `dias` is keyed by the day of the month ("01" to "31").
 */
export interface ResumenMes {
  mes: string;
  shard: number;
  dias: Record<string, DiaDeNegocio>;
}

/** One day of a client in the business's monthly summary (with cost). */
export interface DiaDeCliente {
  total: Cubeta;
  distribuidores: Record<string, Cubeta>;
}

/**
 * The business's summary of one client over one month, day by day, with cost:
 * resumenesClientesMes/{clienteId}_{mes}; `dias` is keyed by the day of the month ("01" to "31").
 */
export interface ResumenClienteMes {
  clienteId: string;
  mes: string;
  /**
   * The client's name, written by each of its top-ups and rewritten in all its months when it is
   * renamed: the Por cliente view names its lines without reading the clients. Months written
   * before it existed lack it.
   */
  nombre?: string;
  /**
   * The whole month: the sum of its days, which every transition adds to with its day (a check in
   * tests/support/resumenes.ts holds it). Months written before it existed get it from
   * `npm run migrar-totales`; until then they lack it.
   */
  total?: Cubeta;
  distribuidores?: Record<string, Cubeta>;
  dias: Record<string, DiaDeCliente>;
}

/** A client's own summary of one day, without cost: resumenesCliente/{clienteId}_{dia}. */
export interface ResumenCliente {
  clienteId: string;
  dia: string;
  total: Cubeta;
  operadores: Record<string, Cubeta>;
  distribuidores: Record<string, Cubeta>;
}

export const idResumenCliente = (clienteId: string, dia: string) => `${clienteId}_${dia}`;
/** YYYY-MM of a YYYY-MM-DD day. */
export const mesDe = (dia: string) => dia.slice(0, 7);
/** DD of a YYYY-MM-DD day: its key in a month's `dias`. */
export const diaDelMes = (dia: string) => dia.slice(8, 10);
export const idResumenMes = (dia: string, shard: number) => `${mesDe(dia)}_${shard}`;
/**
 * Every shard id of these months (YYYY-MM): a report reads the business's summaries by id, a
 * lookup whose cost does not depend on how much else the database holds, as a query's may.
 * SHARDS_RESUMEN may grow (an old month's extra ids are absent) but never shrink.
 */
export const idsResumenesDeMeses = (meses: string[]) =>
  meses.flatMap((mes) => Array.from({ length: SHARDS_RESUMEN }, (_, shard) => idResumenMes(mes, shard)));
export const idResumenClienteMes = (clienteId: string, dia: string) => `${clienteId}_${mesDe(dia)}`;

/** The shard a recarga's transitions always count in: a stable hash of its id. */
export function shardDe(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % SHARDS_RESUMEN;
}

/** What a recarga contributes to a summary, given its state. */
export interface RecargaResumible {
  id: string;
  clienteId: string;
  distribuidorId?: string;
  operador: string;
  dia: string;
  monto: number;
  precio: number;
  costo: number;
  /** What the shop's frequent numbers keep of its exitosas (functions/src/resumenes/numeros.ts). */
  numero?: string;
  productoId?: string;
}

/** The change a transition de → a makes to a bucket (de null: the recarga is new). */
export function deltaCubeta(r: RecargaResumible, de: EstadoRecarga | null, a: EstadoRecarga): Cubeta {
  const delta: Cubeta = { ...CUBETA_VACIA, costo: 0 };
  const aplicar = (estado: EstadoRecarga, signo: 1 | -1) => {
    if (estado === 'pendiente') delta.pendientes += signo;
    if (estado === 'exitosa') {
      delta.exitosas += signo;
      delta.monto += signo * r.monto;
      delta.precio += signo * r.precio;
      delta.costo = (delta.costo ?? 0) + signo * r.costo;
    }
    if (estado === 'fallida') {
      delta.fallidas += signo;
      delta.montoFallidas += signo * r.monto;
    }
    if (estado === 'revertida') {
      delta.revertidas += signo;
      delta.montoRevertidas += signo * r.monto;
    }
  };
  if (de) aplicar(de, -1);
  aplicar(a, 1);
  return delta;
}

/**
 * Adds b into a (summing the buckets of shards or days); with signo -1, takes it away (a month's
 * total less the days a range leaves out).
 */
export function sumarCubetas(a: Cubeta, b: Partial<Cubeta>, signo: 1 | -1 = 1): Cubeta {
  const out: Cubeta = { ...a };
  for (const key of Object.keys(b) as (keyof Cubeta)[]) out[key] = (out[key] ?? 0) + signo * (b[key] ?? 0);
  return out;
}

/** Margin of the business on a bucket (admin): charged less cost. */
export const margenCubeta = (c: Cubeta) => c.precio - (c.costo ?? 0);
