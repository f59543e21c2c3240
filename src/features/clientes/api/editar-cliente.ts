import { deleteField, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { searchTokens } from '../../../../domain/busqueda';
import type { ClienteEdicion } from '../../../../domain/usuarios';
import { db } from '../../../lib/firebase';
import { logInBatch } from '../../../lib/log';
import type { ClienteFila } from './list-clientes';

/** Everything but saldo (server-only) and the login e-mail; the log goes in the same batch. */
export async function editarCliente(anterior: ClienteFila, datos: ClienteEdicion): Promise<void> {
  const comisiones = { ...anterior.comisiones, predeterminada: datos.comision };
  const despues = { nombre: datos.nombre, contacto: datos.contacto, telefono: datos.telefono, comisiones };
  const batch = writeBatch(db);
  batch.update(doc(db, 'clientes', anterior.id), {
    ...despues,
    rfc: datos.rfc ?? deleteField(),
    direccion: datos.direccion ?? deleteField(),
    busqueda: searchTokens(datos.nombre, datos.contacto, anterior.correo, datos.telefono),
    actualizadoEn: serverTimestamp(),
  });
  const { nombre, contacto, telefono, rfc, direccion } = anterior;
  logInBatch(batch, {
    type: 'INFO',
    screen: 'clientes',
    message: `Cliente editado: ${datos.nombre}`,
    detalle: {
      entidad: 'clientes',
      id: anterior.id,
      antes: {
        nombre,
        contacto,
        telefono,
        rfc: rfc ?? null,
        direccion: direccion ?? null,
        comisiones: anterior.comisiones,
      },
      despues: { ...despues, rfc: datos.rfc ?? null, direccion: datos.direccion ?? null },
    },
  });
  await batch.commit();
}
