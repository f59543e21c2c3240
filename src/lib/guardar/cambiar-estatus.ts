import { doc, serverTimestamp } from 'firebase/firestore/lite';
import type { EntidadDeCambio } from '@domain/logs';
import { db, guardarEnTransaccion } from './db';
import { logChange } from './log-del-cambio';

interface Registro {
  id: string;
  nombre: string;
}

/** Collections with a projection that must show the same estatus, written in the same transaction. */
const PROYECCIONES: Partial<Record<EntidadDeCambio, string>> = { productos: 'catalogo' };

/**
 * Deactivates or reactivates a catalogue or directory record (never deleted), with its log in the
 * same transaction, which reads the record as it is: a record already in that state is left alone.
 */
export async function cambiarEstatus(entidad: EntidadDeCambio, registro: Registro, estatus: boolean) {
  const ref = doc(db, entidad, registro.id);
  await guardarEnTransaccion(async (tx) => {
    const actual = (await tx.get(ref)).data();
    if (!actual || actual.estatus === estatus) return;
    tx.update(ref, { estatus, actualizadoEn: serverTimestamp() });
    const proyeccion = PROYECCIONES[entidad];
    if (proyeccion) tx.update(doc(db, proyeccion, registro.id), { estatus, actualizadoEn: serverTimestamp() });
    logChange(tx, {
      entidad,
      id: registro.id,
      nombre: String(actual.nombre),
      antes: { estatus: actual.estatus },
      despues: { estatus },
      verbo: estatus ? 'reactivado' : 'desactivado',
    });
  });
}
