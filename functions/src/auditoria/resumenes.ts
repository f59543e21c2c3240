import type { EstadoRecarga } from '../../../domain/recargas';
import {
  CUBETA_VACIA,
  deltaCubeta,
  SIN_DISTRIBUIDOR,
  sumarCubetas,
  type Cubeta,
  type RecargaResumible,
} from '../../../domain/resumenes';
import { Hallazgos } from './descuadres';
import type { Lector } from './lector';

type Grupos = Record<string, Record<string, Cubeta>>;

const agregar = (grupos: Grupos, grupo: string, clave: string, delta: Partial<Cubeta>) => {
  grupos[grupo] ??= {};
  grupos[grupo][clave] = sumarCubetas(grupos[grupo][clave] ?? { ...CUBETA_VACIA, costo: 0 }, delta);
};

/** The figures of groups of buckets as "grupo.clave.campo" → value, zeros left out. */
function plano(grupos: Grupos, prefijo = ''): Map<string, number> {
  const out = new Map<string, number>();
  for (const [grupo, claves] of Object.entries(grupos)) {
    for (const [clave, cubeta] of Object.entries(claves)) {
      for (const [campo, valor] of Object.entries(cubeta)) {
        if (valor !== 0) out.set(`${prefijo}${grupo}.${clave}.${campo}`, valor);
      }
    }
  }
  return out;
}

/** Every figure where what the summaries hold differs from a recount of the raw top-ups. */
function comparar(h: Hallazgos, sujeto: string, esperado: Map<string, number>, leido: Map<string, number>) {
  for (const clave of new Set([...esperado.keys(), ...leido.keys()])) {
    h.igual({ regla: 'resumen', sujeto, detalle: clave }, esperado.get(clave) ?? 0, leido.get(clave) ?? 0);
  }
}

const igualesLlaves = (h: Hallazgos, sujeto: string, detalle: string, esperadas: string[], objeto: object) =>
  h.igual({ regla: 'resumen', sujeto, detalle }, esperadas.join(', '), Object.keys(objeto).sort().join(', '));

/**
 * The summaries invariant for one business day: that day in the shards of its month, in each
 * client's month of the business, and each client's own summary, equal a recount of that day's raw
 * top-ups (recargas + recargasCostos) in their current states; and each client month of that
 * month holds as its own total the sum of its days. Returns the top-ups recounted and their total.
 */
export async function revisarResumenes(lector: Lector, dia: string) {
  const db = lector.db;
  const mes = dia.slice(0, 7);
  const diaDelMes = dia.slice(8, 10);
  const [recargas, costos, shards, clientes, meses] = await Promise.all([
    lector.consulta(db.collection('recargas').where('dia', '==', dia)),
    lector.consulta(db.collection('recargasCostos').where('dia', '==', dia)),
    lector.consulta(db.collection('resumenesRecargas').where('mes', '==', mes)),
    lector.consulta(db.collection('resumenesCliente').where('dia', '==', dia)),
    lector.consulta(db.collection('resumenesClientesMes').where('mes', '==', mes)),
  ]);
  const h = new Hallazgos();
  const costoDe = new Map(costos.map((doc) => [doc.id, Number(doc.data().costo)]));

  const esperado: Grupos = {};
  const porCliente: Record<string, Grupos> = {};
  const mesPorCliente: Record<string, Grupos> = {};
  for (const doc of recargas) {
    const data = doc.data();
    const r: RecargaResumible = { ...(data as RecargaResumible), id: doc.id, costo: costoDe.get(doc.id) ?? NaN };
    if (!Number.isSafeInteger(r.costo)) {
      h.agregar({
        regla: 'resumen',
        sujeto: `Recarga ${String(data.folio)} (${doc.id})`,
        detalle: 'su costo (recargasCostos)',
        esperado: 'entero',
        encontrado: String(r.costo),
      });
    }
    const delta = deltaCubeta(r, null, data.estado as EstadoRecarga);
    const distribuidor = r.distribuidorId ?? SIN_DISTRIBUIDOR;
    agregar(esperado, 'total', 'total', delta);
    agregar(esperado, 'operadores', r.operador, delta);
    mesPorCliente[r.clienteId] ??= {};
    agregar(mesPorCliente[r.clienteId], 'total', 'total', delta);
    agregar(mesPorCliente[r.clienteId], 'distribuidores', distribuidor, delta);
    const sinCosto: Partial<Cubeta> = { ...delta, costo: 0 };
    porCliente[r.clienteId] ??= {};
    agregar(porCliente[r.clienteId], 'total', 'total', sinCosto);
    agregar(porCliente[r.clienteId], 'operadores', r.operador, sinCosto);
    agregar(porCliente[r.clienteId], 'distribuidores', distribuidor, sinCosto);
  }

  const leido: Grupos = {};
  for (const shard of shards) {
    const data = shard.data();
    const sujeto = `Resumen del negocio ${shard.id}`;
    // A month's shard holds, day by day, only what does not grow with the clients.
    h.igual({ regla: 'resumen', sujeto, detalle: 'su id' }, `${data.mes}_${data.shard}`, shard.id);
    igualesLlaves(h, sujeto, 'sus campos', ['dias', 'mes', 'shard'], data);
    const delDia = data.dias?.[diaDelMes];
    if (!delDia) continue;
    igualesLlaves(h, sujeto, `los campos del día ${diaDelMes}`, ['operadores', 'total'], delDia);
    agregar(leido, 'total', 'total', delDia.total ?? {});
    for (const [clave, c] of Object.entries<Cubeta>(delDia.operadores ?? {})) agregar(leido, 'operadores', clave, c);
  }
  comparar(h, `Resúmenes del negocio del ${dia}`, plano(esperado), plano(leido));

  const leidoMes = new Map<string, number>();
  for (const docMes of meses) {
    const data = docMes.data();
    const sujeto = `Mes del cliente ${docMes.id}`;
    h.igual({ regla: 'resumen', sujeto, detalle: 'su id' }, `${data.clienteId}_${mes}`, docMes.id);
    // The month as a whole is the sum of its days: a report reads it less the days it leaves out.
    const sumaDias: Grupos = {};
    for (const d of Object.values<{ total?: Cubeta; distribuidores?: Record<string, Cubeta> }>(data.dias ?? {})) {
      agregar(sumaDias, 'total', 'total', d.total ?? {});
      for (const [clave, c] of Object.entries(d.distribuidores ?? {})) agregar(sumaDias, 'distribuidores', clave, c);
    }
    const delMes: Grupos = {};
    agregar(delMes, 'total', 'total', data.total ?? {});
    for (const [clave, c] of Object.entries<Cubeta>(data.distribuidores ?? {}))
      agregar(delMes, 'distribuidores', clave, c);
    comparar(h, `${sujeto}: el total del mes frente a sus días`, plano(sumaDias), plano(delMes));
    const delDia = data.dias?.[diaDelMes];
    if (!delDia) continue;
    const grupos: Grupos = {};
    agregar(grupos, 'total', 'total', delDia.total ?? {});
    for (const [clave, c] of Object.entries<Cubeta>(delDia.distribuidores ?? {}))
      agregar(grupos, 'distribuidores', clave, c);
    for (const [clave, valor] of plano(grupos, `${data.clienteId}.`)) leidoMes.set(clave, valor);
  }
  const esperadoMes = new Map(Object.entries(mesPorCliente).flatMap(([id, g]) => [...plano(g, `${id}.`)]));
  comparar(h, `Meses por cliente del ${dia}`, esperadoMes, leidoMes);

  const leidoCliente = new Map<string, number>();
  for (const docCliente of clientes) {
    const data = docCliente.data();
    const sujeto = `Resumen del cliente ${docCliente.id}`;
    const grupos: Grupos = {};
    // A client's own summary never holds what a top-up cost the business.
    const sinCostoEn = (c: object | undefined, donde: string) => {
      if (c && 'costo' in c)
        h.agregar({
          regla: 'resumen',
          sujeto,
          detalle: `${donde} sin costo`,
          esperado: 'sin costo',
          encontrado: 'con costo',
        });
    };
    sinCostoEn(data.total, 'total');
    agregar(grupos, 'total', 'total', data.total ?? {});
    for (const grupo of ['operadores', 'distribuidores']) {
      for (const [clave, c] of Object.entries<Cubeta>(data[grupo] ?? {})) {
        sinCostoEn(c, `${grupo}.${clave}`);
        agregar(grupos, grupo, clave, c);
      }
    }
    for (const [clave, valor] of plano(grupos, `${String(data.clienteId)}.`)) leidoCliente.set(clave, valor);
  }
  const esperadoCliente = new Map(Object.entries(porCliente).flatMap(([id, g]) => [...plano(g, `${id}.`)]));
  comparar(h, `Resúmenes de los clientes del ${dia}`, esperadoCliente, leidoCliente);
  return {
    recargas: recargas.length,
    total: esperado.total?.total ?? { ...CUBETA_VACIA, costo: 0 },
    descuadres: h.lista,
  };
}
