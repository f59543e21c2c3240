// Gives the records written before lists sorted by `nombreOrden` (clientes, usuarios, productos)
// their sort key: a list ordered by a field leaves out the documents that lack it. Idempotent:
// a record with its key is left alone. Runs like primer-admin (README, "Desplegar"):
//   GCLOUD_PROJECT=mi-proyecto npm run migrar-orden
import { correrEnProyecto } from './correr';
import { porPaginas } from './por-paginas';
import { claveOrden } from '../domain/busqueda';

const COLECCIONES = ['clientes', 'usuarios', 'productos'] as const;
const LOTE = 400;

async function main(): Promise<number> {
  const { db } = await import('../functions/src/admin');
  for (const coleccion of COLECCIONES) {
    let escritos = 0;
    for await (const docs of porPaginas(db.collection(coleccion), LOTE)) {
      const batch = db.batch();
      let enLote = 0;
      for (const doc of docs) {
        const nombre = doc.get('nombre');
        const nombreOrden = typeof nombre === 'string' ? claveOrden(nombre) : null;
        if (nombreOrden === null || doc.get('nombreOrden') === nombreOrden) continue;
        batch.update(doc.ref, { nombreOrden });
        enLote += 1;
      }
      if (enLote) await batch.commit();
      escritos += enLote;
    }
    console.log(`${coleccion}: ${escritos} con su clave de orden nueva`);
  }
  return 0;
}

correrEnProyecto(main);
