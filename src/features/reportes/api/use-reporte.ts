import {
  agregarMeses,
  cubetaVacia,
  agregarResumenes,
  nombresDeMeses,
  diasDeMeses,
  type Agregado,
  type RangoDias,
  type ResumenLeido,
} from '@domain/reportes';
import { SIN_DISTRIBUIDOR, type Cubeta } from '@domain/resumenes';
import type { Filtro } from '@/lib/rest/consulta-rest';
import { tokenDeSesion } from '@/lib/firebase';
import { consultarComoSesion } from '@/lib/rest/lectura-sesion';
import { leerMesesDeClientes } from './resumenes-clientes';
import { leerDistribuidoresPorId, leerNombresPorId } from '@/lib/lecturas/use-nombres';
import { leerDiasNegocio } from '@/lib/lecturas/resumenes-negocio';
import { adelantar, useCarga } from '@/lib/carga/use-carga';

export interface Reporte extends Agregado {
  /** The range these figures add up. */
  rango: RangoDias;
  /** The business's figures (admin, manager: with cost and margin) or a client's own. */
  negocio: boolean;
  /** A client's own distributors (the business's come with its client months). */
  nombresDistribuidores: Record<string, string>;
  /** Their `comision` (percent): what each earned of its sales (domain/corte.ts gananciaDistribuidor). */
  comisionesDistribuidores: Record<string, number>;
}

const enRango = ({ desde, hasta }: RangoDias): Filtro[] => [
  { campo: 'dia', op: 'GREATER_THAN_OR_EQUAL', valor: desde },
  { campo: 'dia', op: 'LESS_THAN_OR_EQUAL', valor: hasta },
];

/**
 * The business's report: the range's days in every shard of its months, their totals only. Its
 * carriers, five times as much to download, are read when the Por operador view is opened.
 */
async function cargarNegocio(rango: RangoDias): Promise<Reporte> {
  const agregado = agregarResumenes(diasDeMeses(await leerDiasNegocio(await tokenDeSesion(), rango, ['total'])), rango);
  return { ...agregado, rango, negocio: true, nombresDistribuidores: {}, comisionesDistribuidores: {} };
}

async function cargarPorOperador(rango: RangoDias): Promise<Record<string, Cubeta>> {
  const dias = diasDeMeses(await leerDiasNegocio(await tokenDeSesion(), rango, ['total', 'operadores']));
  return agregarResumenes(dias, rango).porOperador;
}

const clavePorOperador = (rango: RangoDias) => `reporte:operadores:${rango.desde}:${rango.hasta}`;

/** The business's sales per carrier (its report has none): read only while that view is open (null: not). */
export function usePorOperador(rango: RangoDias | null) {
  return useCarga(rango && clavePorOperador(rango), () => cargarPorOperador(rango as RangoDias));
}

/** A client's own report: its own summaries (the rules answer no other) and its distributors' names. */
async function cargarCliente(uid: string, rango: RangoDias): Promise<Reporte> {
  const propio: Filtro = { campo: 'clienteId', op: 'EQUAL', valor: uid };
  const [dias, propios] = await Promise.all([
    consultarComoSesion('resumenesCliente', { filtros: [propio, ...enRango(rango)] }),
    // A shop has a handful of distributors, inactive ones included (their past sales still count).
    consultarComoSesion('distribuidores', { filtros: [propio], limite: 500 }, ['nombre', 'comision']),
  ]);
  const agregado = agregarResumenes(
    dias.map(({ data }) => data as unknown as ResumenLeido),
    rango,
  );
  return {
    ...agregado,
    rango,
    negocio: false,
    nombresDistribuidores: Object.fromEntries(propios.map(({ id, data }) => [id, String(data.nombre)])),
    comisionesDistribuidores: Object.fromEntries(propios.map(({ id, data }) => [id, Number(data.comision ?? 0)])),
  };
}

export type Quien = { negocio: true } | { negocio: false; uid: string };

const claveReporte = (quien: Quien, rango: RangoDias) =>
  `reporte:${quien.negocio ? 'negocio' : quien.uid}:${rango.desde}:${rango.hasta}`;

const cargarReporte = (quien: Quien, rango: RangoDias) =>
  quien.negocio ? cargarNegocio(rango) : cargarCliente(quien.uid, rango);

/** The report of a range: the business's for staff, the client's own for a user; null range: nothing. */
export function useReporte(quien: Quien, rango: RangoDias | null) {
  return useCarga(rango ? claveReporte(quien, rango) : null, () => cargarReporte(quien, rango as RangoDias));
}

/** Starts a range's report from the click that picks it (use-carga.ts, adelantar). */
export const adelantarReporte = (quien: Quien, rango: RangoDias) =>
  adelantar(claveReporte(quien, rango), () => cargarReporte(quien, rango));

export interface PorCliente {
  porCliente: Record<string, Cubeta>;
  porDistribuidor: Record<string, Cubeta>;
  nombresClientes: Record<string, string>;
  nombresDistribuidores: Record<string, string>;
  comisionesDistribuidores: Record<string, number>;
}

/** The business's views read from its client months: by client, or by distributor. */
export type VistaDeClientes = 'cliente' | 'distribuidor';

/**
 * The business's sales per client (its days' totals) or per distributor (its days' distributors),
 * from one document per client per month, then the names of what the view lists. A client month
 * carries its client's name; only the clients whose months are older than that are looked up.
 */
export async function cargarPorCliente(rango: RangoDias, vista: VistaDeClientes): Promise<PorCliente> {
  const meses = await leerMesesDeClientes(rango, vista === 'cliente' ? 'total' : 'distribuidores');
  const { porCliente, porDistribuidor } = agregarMeses(meses, rango);
  const nombres = nombresDeMeses(meses);
  const [nombresClientes, distribuidores] = await Promise.all([
    leerNombresPorId(
      'clientes',
      // A client or distributor that sold only on days the range leaves out nets to nothing: not named.
      Object.keys(porCliente).filter((id) => !cubetaVacia(porCliente[id]) && !Object.hasOwn(nombres, id)),
    ).then((leidos) => ({ ...nombres, ...leidos })),
    leerDistribuidoresPorId(
      Object.keys(porDistribuidor).filter((id) => id !== SIN_DISTRIBUIDOR && !cubetaVacia(porDistribuidor[id])),
    ),
  ]);
  return {
    porCliente,
    porDistribuidor,
    nombresClientes,
    nombresDistribuidores: distribuidores.nombres,
    comisionesDistribuidores: distribuidores.comisiones,
  };
}

const clavePorCliente = (rango: RangoDias, vista: VistaDeClientes) =>
  `porCliente:${vista}:${rango.desde}:${rango.hasta}`;

/** The business's view by client or by distributor, read only while it is open (null: none is). */
export function usePorCliente(rango: RangoDias, vista: VistaDeClientes | null) {
  return useCarga(vista && clavePorCliente(rango, vista), () => cargarPorCliente(rango, vista as VistaDeClientes));
}

/**
 * A view's own read, started from the click on its tab (use-carga.ts, adelantar) rather than after
 * the tab has rendered its skeleton: the business's views by carrier, client and distributor.
 */
export function adelantarVista(rango: RangoDias, vista: string): void {
  if (vista === 'operador') adelantar(clavePorOperador(rango), () => cargarPorOperador(rango));
  if (vista === 'cliente' || vista === 'distribuidor') {
    adelantar(clavePorCliente(rango, vista), () => cargarPorCliente(rango, vista));
  }
}
