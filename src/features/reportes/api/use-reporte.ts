import { collection, getDocs, limit, query, where, type QueryConstraint } from 'firebase/firestore';
import { agregarResumenes, type Agregado, type RangoDias, type ResumenLeido } from '../../../../domain/reportes';
import { SIN_DISTRIBUIDOR } from '../../../../domain/resumenes';
import { db } from '../../../lib/firebase';
import { useCarga } from '../../../lib/use-carga';
import { leerNombres } from '../../../lib/use-nombres';

export interface Reporte extends Agregado {
  /** The business's figures (admin, manager: with cost and margin) or a client's own. */
  negocio: boolean;
  nombresClientes: Record<string, string>;
  nombresDistribuidores: Record<string, string>;
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
  const [nombresClientes, nombresDistribuidores] = await Promise.all([
    leerNombres('clientes', Object.keys(agregado.porCliente)),
    leerNombres('distribuidores', distribuidores),
  ]);
  return { ...agregado, negocio: true, nombresClientes, nombresDistribuidores };
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
  };
}

/** The report of a range: the business's for staff, the client's own for a user; null range: nothing. */
export function useReporte(quien: { negocio: true } | { negocio: false; uid: string }, rango: RangoDias | null) {
  const clave = rango ? `${quien.negocio ? 'negocio' : quien.uid}:${rango.desde}:${rango.hasta}` : null;
  return useCarga(clave, () =>
    quien.negocio ? cargarNegocio(rango as RangoDias) : cargarCliente(quien.uid, rango as RangoDias),
  );
}
