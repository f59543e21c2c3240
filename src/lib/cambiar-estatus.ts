import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { db } from './firebase';
import { logInBatch } from './log';

interface Registro {
  id: string;
  nombre: string;
  estatus: boolean;
}

/** Collections with a projection that must show the same estatus, written in the same batch. */
const PROYECCIONES: Record<string, string> = { productos: 'catalogo' };

/**
 * Deactivates or reactivates a catalogue or directory record (never deleted), with its log in
 * the same batch. `entidad` is the collection, which is also the screen that does it.
 */
export async function cambiarEstatus(entidad: string, etiqueta: string, registro: Registro, estatus: boolean) {
  const batch = writeBatch(db);
  batch.update(doc(db, entidad, registro.id), { estatus, actualizadoEn: serverTimestamp() });
  const proyeccion = PROYECCIONES[entidad];
  if (proyeccion) batch.update(doc(db, proyeccion, registro.id), { estatus, actualizadoEn: serverTimestamp() });
  logInBatch(batch, {
    type: 'INFO',
    screen: entidad,
    message: `${etiqueta} ${estatus ? 'reactivado' : 'desactivado'}: ${registro.nombre}`,
    detalle: { entidad, id: registro.id, antes: { estatus: registro.estatus }, despues: { estatus } },
  });
  await batch.commit();
}
