// What the counter keeps of top-ups sold before it existed: each top-up's search keys
// (any 4+ digits of its number find it in the history), and each shop's record of the numbers it
// sold to (numerosCliente: its exitosas and the last one's carrier, product and seller).
// npm run migrar-mostrador on a deployed project. Idempotent.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { idNumeroCliente, type UltimaVenta } from '../domain/numeros-base';
import { camposDeVenta } from '../domain/recargas';
import { porPaginas } from './por-paginas';

const LOTE = 300;

/** Gives every top-up without them its search keys (a batch per page); returns how many it wrote. */
export async function darClavesDeBusqueda(db: Firestore): Promise<number> {
  let escritas = 0;
  for await (const docs of porPaginas(db.collection('recargas').select('numero', 'busqueda'), LOTE)) {
    const batch = db.batch();
    let enLote = 0;
    for (const doc of docs) {
      const { busqueda } = camposDeVenta({}, String(doc.get('numero')));
      if (JSON.stringify(doc.get('busqueda')) === JSON.stringify(busqueda)) continue;
      batch.update(doc.ref, { busqueda });
      enLote += 1;
    }
    if (enLote) await batch.commit();
    escritas += enLote;
  }
  return escritas;
}

/** A shop's record of one number as its top-ups say it should be (null: never sold to it). */
function registroDe(recargas: DocumentData[]): { veces: number; ultima: UltimaVenta } | null {
  const cerradas = recargas.filter((r) => r.estado === 'exitosa' || r.estado === 'revertida');
  if (!cerradas.length) return null;
  const ultima = cerradas.reduce((a, b) =>
    (b.completadaEn?.toMillis() ?? 0) > (a.completadaEn?.toMillis() ?? 0) ? b : a,
  );
  return {
    veces: cerradas.filter((r) => r.estado === 'exitosa').length,
    ultima: {
      operador: ultima.operador,
      productoId: ultima.productoId,
      monto: ultima.monto,
      ...(ultima.distribuidorId ? { distribuidorId: ultima.distribuidorId } : {}),
    },
  };
}

/**
 * Rebuilds each shop's record of each number it sold to from that number's top-ups, in a
 * transaction per number (a top-up settled meanwhile makes it read again, so none is lost or
 * counted twice); returns how many records it wrote.
 */
export async function recontarNumeros(db: Firestore): Promise<number> {
  const vistos = new Set<string>();
  let escritos = 0;
  for await (const docs of porPaginas(db.collection('recargas').select('clienteId', 'numero'), LOTE)) {
    for (const doc of docs) {
      const clienteId = String(doc.get('clienteId'));
      const numero = String(doc.get('numero'));
      const id = idNumeroCliente(clienteId, numero);
      if (vistos.has(id)) continue;
      vistos.add(id);
      const ref = db.collection('numerosCliente').doc(id);
      const escrito = await db.runTransaction(async (tx) => {
        const [actual, recargas] = await Promise.all([
          tx.get(ref),
          tx.get(db.collection('recargas').where('clienteId', '==', clienteId).where('numero', '==', numero)),
        ]);
        const registro = registroDe(recargas.docs.map((r) => r.data()));
        const esperado = registro && { clienteId, numero, ...registro };
        if (JSON.stringify(actual.data() ?? null) === JSON.stringify(esperado)) return false;
        if (esperado) tx.set(ref, esperado);
        else tx.delete(ref);
        return true;
      });
      if (escrito) escritos += 1;
    }
  }
  return escritos;
}
