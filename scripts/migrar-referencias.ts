// Gives the payment claims written by older builds (referenciasPago) the key approval looks up
// today (domain/compras.ts, claveReferencia): a claim keyed "SPEI-123456" by the build that only
// dropped spaces, or "DEPÓSITO1" by the one that kept accents, did not stop "SPEI.123456" or
// "Deposito 1" from being credited again. Each new key is created in a transaction next to the old
// one, which stays; idempotent. A claim of a cash compra (older builds claimed those too) names
// no transfer and gets no new key. Two old claims that now share a key were two approvals of what is
// now one reference: they are listed for the admin to review. Runs like migrar-orden (README):
//   GCLOUD_PROJECT=mi-proyecto npm run migrar-referencias
import { claveReferencia, PAGO_CON_REFERENCIA } from '../domain/compras';
import { correrEnProyecto } from './correr';
import { porPaginas } from './por-paginas';

const LOTE = 200;

correrEnProyecto(async () => {
  const { db } = await import('../functions/src/admin');
  const claims = db.collection('referenciasPago');
  let nuevas = 0;
  let sinBanco = 0;
  const choques: string[] = [];
  // Every claim, once, a page at a time: the collection grows by one per approved transfer.
  for await (const docs of porPaginas(claims, LOTE)) {
    for (const anterior of docs) {
      const claim = anterior.data();
      const clave = claveReferencia(String(claim.referencia ?? ''));
      if (!clave || clave === anterior.id) continue;
      const hecho = await db.runTransaction(async (tx) => {
        const [actual, compra] = await Promise.all([
          tx.get(claims.doc(clave)),
          tx.get(db.collection('compras').doc(String(claim.compraId))),
        ]);
        // Claimed by an older build's approval of a cash compra: it names no transfer, and today's
        // approval does not claim it (functions/src/compras/transiciones.ts).
        const metodo = compra.data()?.metodoPago;
        if (metodo !== undefined && !PAGO_CON_REFERENCIA.includes(metodo)) return 'sinBanco';
        if (!actual.exists) {
          tx.create(claims.doc(clave), { ...claim, claveAnterior: anterior.id });
          return 'nueva';
        }
        return actual.data()?.compraId === claim.compraId ? 'estaba' : String(actual.data()?.folio);
      });
      if (hecho === 'nueva') nuevas += 1;
      else if (hecho === 'sinBanco') sinBanco += 1;
      else if (hecho !== 'estaba') {
        choques.push(`  ${String(claim.folio)} y ${hecho}: la referencia "${String(claim.referencia)}" (${clave})`);
      }
    }
  }
  console.log(`referenciasPago: ${nuevas} con su clave de hoy, ${sinBanco} de compras sin pago bancario dejadas así`);
  if (choques.length) {
    console.log(`Compras aprobadas con la misma referencia, a revisar:\n${choques.join('\n')}`);
  }
  return 0;
});
