import { collection, documentId, getDocs, limit, query, where, type QueryConstraint } from 'firebase/firestore';
import { agregarResumenes, type Agregado, type RangoDias, type ResumenLeido } from '../../../../domain/reportes';
import { SIN_DISTRIBUIDOR } from '../../../../domain/resumenes';
import { db } from '../../../lib/firebase';
import { useCarga } from '../../../lib/use-carga';
import { IN_LIMIT } from '../../../lib/use-nombres';

export interface Reporte extends Agregado {
  /** The business's figures (admin, manager: with cost and margin) or a client's own. */
  negocio: boolean;
  nombresClientes: Record<string, string>;
  nombresDistribuidores: Record<string, string>;
  /** Documents read to draw it: the summaries and the name lookups. */
  lecturas: number;
}

/** The names of the documents with these ids: one query per 30 ids, not a read per id. */
async function nombresPorId(
  coleccion: string,
  ids: string[],
): Promise<{ nombres: Record<string, string>; leidos: number }> {
  const trozos = Array.from({ length: Math.ceil(ids.length / IN_LIMIT) }, (_, i) =>
    ids.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT),
  );
  const snaps = await Promise.all(
    trozos.map((trozo) => getDocs(query(collection(db, coleccion), where(documentId(), 'in', trozo)))),
  );
  const docs = snaps.flatMap((snap) => snap.docs);
  return { nombres: Object.fromEntries(docs.map((d) => [d.id, String(d.data().nombre)])), leidos: docs.length };
}

const enRango = ({ desde, hasta }: RangoDias): QueryConstraint[] => [
  where('dia', '>=', desde),
  where('dia', '<=', hasta),
];

/** The business's report: every shard of every day of the range, then the names it mentions. */
async function cargarNegocio(rango: RangoDias): Promise<Reporte> {
  const snap = await getDocs(query(collection(db, 'resumenesRecargas'), ...enRango(rango)));
  const agregado = agregarResumenes(
    snap.docs.map((d) => d.data() as ResumenLeido),
    rango,
  );
  const distribuidores = Object.keys(agregado.porDistribuidor).filter((id) => id !== SIN_DISTRIBUIDOR);
  const [clientes, dist] = await Promise.all([
    nombresPorId('clientes', Object.keys(agregado.porCliente)),
    nombresPorId('distribuidores', distribuidores),
  ]);
  return {
    ...agregado,
    negocio: true,
    nombresClientes: clientes.nombres,
    nombresDistribuidores: dist.nombres,
    lecturas: snap.size + clientes.leidos + dist.leidos,
  };
}

/** A client's own report: its own summaries (the rules answer no other) and its distributors' names. */
async function cargarCliente(uid: string, rango: RangoDias): Promise<Reporte> {
  const [snap, propios] = await Promise.all([
    getDocs(query(collection(db, 'resumenesCliente'), where('clienteId', '==', uid), ...enRango(rango))),
    // A shop has a handful of distributors, inactive ones included (their past sales still count).
    getDocs(query(collection(db, 'distribuidores'), where('clienteId', '==', uid), limit(500))),
  ]);
  const agregado = agregarResumenes(
    snap.docs.map((d) => d.data() as ResumenLeido),
    rango,
  );
  return {
    ...agregado,
    negocio: false,
    nombresClientes: {},
    nombresDistribuidores: Object.fromEntries(propios.docs.map((d) => [d.id, String(d.data().nombre)])),
    lecturas: snap.size + propios.size,
  };
}

/** The report of a range: the business's for staff, the client's own for a user; null range: nothing. */
export function useReporte(quien: { negocio: true } | { negocio: false; uid: string }, rango: RangoDias | null) {
  const clave = rango ? `${quien.negocio ? 'negocio' : quien.uid}:${rango.desde}:${rango.hasta}` : null;
  return useCarga(clave, () =>
    quien.negocio ? cargarNegocio(rango as RangoDias) : cargarCliente(quien.uid, rango as RangoDias),
  );
}
