import { collection, deleteField, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { searchTokens } from '../../../../domain/busqueda';
import type { Distribuidor } from '../../../../domain/distribuidores';
import { db } from '../../../lib/firebase';
import { logInBatch } from '../../../lib/log';
import type { DistribuidorFila } from './list-distribuidores';

function campos(d: Distribuidor | DistribuidorFila) {
  const comision = 'comision' in d ? d.comision : 0;
  return {
    nombre: d.nombre,
    telefono: d.telefono,
    comision,
    ...(d.correo ? { correo: d.correo } : {}),
    ...(d.zona ? { zona: d.zona } : {}),
  };
}

/** Creates (for its owner, which never changes afterwards) or edits a distributor, with its log. */
export async function guardarDistribuidor(
  datos: Distribuidor,
  anterior: DistribuidorFila | null,
  clienteId: string | null,
): Promise<void> {
  const ref = anterior ? doc(db, 'distribuidores', anterior.id) : doc(collection(db, 'distribuidores'));
  const despues = campos(datos);
  const derived = {
    busqueda: searchTokens(datos.nombre, datos.zona, datos.telefono),
    actualizadoEn: serverTimestamp(),
  };
  const batch = writeBatch(db);
  if (anterior) {
    batch.update(ref, {
      ...despues,
      correo: datos.correo ?? deleteField(),
      zona: datos.zona ?? deleteField(),
      ...derived,
    });
  } else {
    batch.set(ref, { ...despues, ...derived, clienteId, estatus: true, creadoEn: serverTimestamp() });
  }
  logInBatch(batch, {
    type: 'INFO',
    screen: 'distribuidores',
    message: `Distribuidor ${anterior ? 'editado' : 'creado'}: ${datos.nombre}`,
    detalle: { entidad: 'distribuidores', id: ref.id, antes: anterior ? campos(anterior) : null, despues },
  });
  await batch.commit();
}
