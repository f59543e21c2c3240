// Admin Inicio's counts (domain/contadores.ts) set to a recount of what they count: the seed's
// last step on local data, npm run migrar-contadores on a deployed project, and the bench after
// it writes its clients. Its tests use it too: the checker of the counts the transactions keep.
import type { Firestore } from 'firebase-admin/firestore';
import { CONTADORES_INICIO, type ContadoresInicio } from '../domain/contadores';

const documento = (db: Firestore) => db.collection(CONTADORES_INICIO.coleccion).doc(CONTADORES_INICIO.id);

const consultas = (db: Firestore) => ({
  clientesActivos: db.collection('clientes').where('estatus', '==', true).count(),
  comprasPendientes: db
    .collection('compras')
    .where('origen', '==', 'cliente')
    .where('estado', '==', 'pendiente')
    .count(),
});

/** What the counts should hold: a count of the documents themselves (an aggregation each). */
export async function recuentoInicio(db: Firestore): Promise<ContadoresInicio> {
  const { clientesActivos, comprasPendientes } = consultas(db);
  const [activos, pendientes] = await Promise.all([clientesActivos.get(), comprasPendientes.get()]);
  return { clientesActivos: activos.data().count, comprasPendientes: pendientes.data().count };
}

/** What the counts hold now (0 for a count never written). */
export async function leerContadoresInicio(db: Firestore): Promise<ContadoresInicio> {
  const data = (await documento(db).get()).data();
  return {
    clientesActivos: Number(data?.clientesActivos ?? 0),
    comprasPendientes: Number(data?.comprasPendientes ?? 0),
  };
}

/**
 * Sets the counts to a recount, in one transaction that reads the counts' document first: an
 * endpoint that changes one meanwhile waits for it and then adds its own change, so none is lost.
 * Idempotent. Returns what it wrote.
 */
export async function recontarInicio(db: Firestore): Promise<ContadoresInicio> {
  const ref = documento(db);
  const { clientesActivos, comprasPendientes } = consultas(db);
  return db.runTransaction(async (tx) => {
    const [, activos, pendientes] = await Promise.all([
      tx.get(ref),
      tx.get(clientesActivos),
      tx.get(comprasPendientes),
    ]);
    const cuentas = { clientesActivos: activos.data().count, comprasPendientes: pendientes.data().count };
    tx.set(ref, cuentas);
    return cuentas;
  });
}
