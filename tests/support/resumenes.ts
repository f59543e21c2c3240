import { expect } from 'vitest';
import {
  CUBETA_VACIA,
  deltaCubeta,
  SIN_DISTRIBUIDOR,
  sumarCubetas,
  type Cubeta,
  type RecargaResumible,
} from '../../domain/resumenes';
import type { EstadoRecarga } from '../../domain/recargas';
import { adminDb } from './emulators';

type Grupos = Record<string, Record<string, Cubeta>>;

const agregar = (grupos: Grupos, grupo: string, clave: string, delta: Partial<Cubeta>) => {
  grupos[grupo] ??= {};
  grupos[grupo][clave] = sumarCubetas(grupos[grupo][clave] ?? { ...CUBETA_VACIA, costo: 0 }, delta);
};

type Comparable = Record<string, Record<string, Record<string, number>>>;

/** Zero fields dropped, so a bucket that only ever held increments compares equal to a recount. */
function sinCeros(grupos: Grupos): Comparable {
  const limpio = (c: Cubeta) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== 0));
  return Object.fromEntries(
    Object.entries(grupos).map(([grupo, claves]) => [
      grupo,
      Object.fromEntries(
        Object.entries(claves)
          .map(([clave, c]) => [clave, limpio(c)] as const)
          .filter(([, c]) => Object.keys(c).length),
      ),
    ]),
  );
}

/**
 * The summaries invariant for one business day: that day in the shards of its month, in each
 * client's month of the business, and each client's own summary, equal a recount of that day's raw
 * top-ups (recargas + recargasCostos) in their current states; and each client month of that
 * month holds as its own total the sum of its days. Returns the number of top-ups recounted.
 */
export async function expectResumenesConsistent(dia: string): Promise<number> {
  const [recargas, costos, shards, clientes, meses] = await Promise.all([
    adminDb.collection('recargas').where('dia', '==', dia).get(),
    adminDb.collection('recargasCostos').where('dia', '==', dia).get(),
    adminDb.collection('resumenesRecargas').where('mes', '==', dia.slice(0, 7)).get(),
    adminDb.collection('resumenesCliente').where('dia', '==', dia).get(),
    adminDb.collection('resumenesClientesMes').where('mes', '==', dia.slice(0, 7)).get(),
  ]);
  const costoDe = new Map(costos.docs.map((doc) => [doc.id, Number(doc.data().costo)]));

  const esperado: Grupos = {};
  const porCliente: Record<string, Grupos> = {};
  const mesPorCliente: Record<string, Grupos> = {};
  for (const doc of recargas.docs) {
    const data = doc.data();
    const r: RecargaResumible = { ...(data as RecargaResumible), id: doc.id, costo: costoDe.get(doc.id) ?? NaN };
    expect(Number.isInteger(r.costo)).toBe(true);
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
  for (const shard of shards.docs) {
    const data = shard.data();
    // A month's shard holds, day by day, only what does not grow with the clients.
    expect(shard.id).toBe(`${data.mes}_${data.shard}`);
    expect(Object.keys(data).sort()).toEqual(['dias', 'mes', 'shard']);
    const delDia = data.dias?.[dia.slice(8, 10)];
    if (!delDia) continue;
    expect(Object.keys(delDia).sort()).toEqual(['operadores', 'total']);
    agregar(leido, 'total', 'total', delDia.total ?? {});
    for (const [clave, c] of Object.entries<Cubeta>(delDia.operadores ?? {})) agregar(leido, 'operadores', clave, c);
  }
  expect(sinCeros(leido)).toEqual(sinCeros(esperado));

  const leidoMes: Record<string, Comparable> = {};
  for (const docMes of meses.docs) {
    const data = docMes.data();
    expect(docMes.id).toBe(`${data.clienteId}_${dia.slice(0, 7)}`);
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
    expect(sinCeros(delMes), `el total del mes de ${docMes.id}`).toEqual(sinCeros(sumaDias));
    const delDia = data.dias?.[dia.slice(8, 10)];
    if (!delDia) continue;
    const grupos: Grupos = {};
    agregar(grupos, 'total', 'total', delDia.total ?? {});
    for (const [clave, c] of Object.entries<Cubeta>(delDia.distribuidores ?? {})) {
      agregar(grupos, 'distribuidores', clave, c);
    }
    const limpio = sinCeros(grupos);
    if (Object.keys(limpio.total).length) leidoMes[data.clienteId] = limpio;
  }
  const esperadoMes = Object.fromEntries(Object.entries(mesPorCliente).map(([id, g]) => [id, sinCeros(g)]));
  expect(leidoMes).toEqual(esperadoMes);

  const leidoCliente: Record<string, Comparable> = {};
  for (const docCliente of clientes.docs) {
    const data = docCliente.data();
    expect(data.total).not.toHaveProperty('costo');
    const grupos: Grupos = {};
    agregar(grupos, 'total', 'total', data.total ?? {});
    for (const grupo of ['operadores', 'distribuidores']) {
      for (const [clave, c] of Object.entries<Cubeta>(data[grupo] ?? {})) {
        expect(c).not.toHaveProperty('costo');
        agregar(grupos, grupo, clave, c);
      }
    }
    leidoCliente[data.clienteId] = sinCeros(grupos);
  }
  const esperadoCliente = Object.fromEntries(Object.entries(porCliente).map(([id, g]) => [id, sinCeros(g)]));
  expect(leidoCliente).toEqual(esperadoCliente);
  return recargas.size;
}
