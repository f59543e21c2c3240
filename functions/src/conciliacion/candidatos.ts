import { createHash } from 'node:crypto';
import {
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { claveReferencia, PAGO_CON_REFERENCIA } from '../../../domain/compras';
import { claveLinea, type Candidatos, type CompraCandidata, type LineaBanco } from '../../../domain/conciliacion';
import { referenciasEnConcepto } from '../../../domain/depositos';
import { inicioDiaNegocio } from '../../../domain/reportes';
import { db } from '../admin';
import { referenciaDepositoRef } from '../clientes/referencia-deposito';

/** Firestore's bound on a document id, in UTF-8 bytes. */
const ID_BYTES_MAX = 1_500;

/**
 * The document id of a bank line's claim: its key (claveLinea) as it is, while Firestore takes it;
 * past 1,500 bytes (a reference of letters that each normalise into many, as U+FDFA does into 18)
 * its date and amount and the SHA-256 of the whole key. Hashed only when too long, so every claim
 * already written (none could be longer) keeps its id and still stops its line from being credited
 * again; "H" and hex digits cannot be a key of their own, whose third part starts with R or C.
 */
function idDeposito(clave: string): string {
  if (Buffer.byteLength(clave, 'utf8') <= ID_BYTES_MAX) return clave;
  const [fecha, abono] = clave.split('_');
  return `${fecha}_${abono}_H${createHash('sha256').update(clave).digest('hex')}`;
}

/** A bank line's claim once credited: the compra it paid (compras/transiciones.ts aprobarCompra). */
export const depositoRef = (clave: string) => db.collection('depositosBancarios').doc(idDeposito(clave));

/**
 * How long before a statement's first line a compra approved by hand may have been paid by one of
 * its deposits: a deposit is credited within days of arriving, not weeks.
 */
const VENTANA_APROBADAS_MS = 35 * 86_400_000;

function candidata(id: string, data: DocumentData): CompraCandidata | null {
  const bancaria = Boolean(data.referencia) && PAGO_CON_REFERENCIA.includes(data.metodoPago);
  if (!bancaria) return null;
  return {
    id,
    folio: String(data.folio),
    clienteId: String(data.clienteId),
    clienteNombre: String(data.clienteNombre ?? ''),
    total: Number(data.total),
    clave: claveReferencia(String(data.referencia)),
  };
}

/**
 * What the lines are matched against, read for them: every client compra pending with a bank
 * reference, those approved since a little before the lines' first date, the claims of these lines,
 * and the clients whose deposit references the lines carry (by id: no client is read otherwise).
 */
export async function leerCandidatos(lineas: LineaBanco[]): Promise<Candidatos> {
  const depositos = lineas.filter((l) => l.abono > 0);
  const primera = depositos.reduce((min, l) => (l.fecha < min ? l.fecha : min), '9999-12-31');
  const desde = Timestamp.fromMillis(
    (primera === '9999-12-31' ? Date.now() : inicioDiaNegocio(primera)) - VENTANA_APROBADAS_MS,
  );
  const claves = [...new Set(depositos.map(claveLinea))];
  const referencias = [...new Set(depositos.flatMap((l) => referenciasEnConcepto(`${l.concepto} ${l.referencia}`)))];
  const obtener = <T>(refs: T[], leer: (refs: T[]) => Promise<DocumentSnapshot[]>) =>
    refs.length ? leer(refs) : Promise.resolve([]);
  const [pendientes, aprobadas, reclamos, refs] = await Promise.all([
    db.collection('compras').where('origen', '==', 'cliente').where('estado', '==', 'pendiente').get(),
    db.collection('compras').where('estado', '==', 'aprobada').where('actualizadoEn', '>=', desde).get(),
    obtener(claves.map(depositoRef), (r) => db.getAll(...r)),
    obtener(referencias.map(referenciaDepositoRef), (r) => db.getAll(...r)),
  ]);
  const duenos = refs.filter((r) => r.exists);
  const clientes = await obtener(
    duenos.map((r) => db.collection('clientes').doc(String(r.data()?.clienteId))),
    (r) => db.getAll(...r),
  );
  const porReferencia = new Map<string, { clienteId: string; nombre: string }>();
  duenos.forEach((r, i) => {
    const cliente = clientes[i].data();
    if (cliente?.estatus === true)
      porReferencia.set(r.id, { clienteId: clientes[i].id, nombre: String(cliente.nombre) });
  });
  const aCandidatas = (docs: QueryDocumentSnapshot[]) => docs.flatMap((doc) => candidata(doc.id, doc.data()) ?? []);
  return {
    pendientes: aCandidatas(pendientes.docs),
    aprobadas: aCandidatas(aprobadas.docs.filter((doc) => doc.data().origen === 'cliente')),
    clientes: porReferencia,
    // By the line's key, which clasificar looks up, not the claim's id, which may be its hash.
    reclamadas: new Map<string, { folio: string }>(
      claves.flatMap((clave, i) => (reclamos[i].exists ? [[clave, { folio: String(reclamos[i].data()?.folio) }]] : [])),
    ),
  };
}
