import { collection, deleteField, doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { searchTokens } from '../../../../domain/busqueda';
import { nombreClave, type Proveedor } from '../../../../domain/catalogo';
import { db } from '../../../lib/firebase';
import { logInBatch } from '../../../lib/log';
import type { ProveedorFila } from './list-proveedores';

export class NombreDuplicado extends Error {
  constructor(nombre: string) {
    super(`Ya existe un proveedor con el nombre "${nombre}"`);
  }
}

/** The editable fields as stored: absent optional fields are left out (Firestore refuses undefined). */
function campos(p: Proveedor | ProveedorFila) {
  const { nombre, contacto, telefono, correo, rfc, tipo, notas } = p;
  return {
    nombre,
    contacto,
    telefono,
    correo,
    tipo,
    ...(rfc ? { rfc } : {}),
    ...(notas ? { notas } : {}),
  };
}

/**
 * Creates or edits a supplier. The name is unique through a claim document written in the same
 * batch (the rules refuse a claim that already exists), and the log goes in the batch too.
 */
export async function guardarProveedor(proveedor: Proveedor, anterior: ProveedorFila | null): Promise<string> {
  const clave = nombreClave(proveedor.nombre);
  const claim = doc(db, 'proveedorNombres', clave);
  const renamed = !anterior || nombreClave(anterior.nombre) !== clave;
  if (renamed && (await getDoc(claim)).exists()) throw new NombreDuplicado(proveedor.nombre);

  const ref = anterior ? doc(db, 'proveedores', anterior.id) : doc(collection(db, 'proveedores'));
  const despues = campos(proveedor);
  const derived = {
    nombreClave: clave,
    busqueda: searchTokens(proveedor.nombre, proveedor.contacto, proveedor.correo),
    actualizadoEn: serverTimestamp(),
  };
  const batch = writeBatch(db);
  if (anterior) {
    // Optional fields cleared in the form are removed from the record.
    const cleared = { rfc: proveedor.rfc ?? deleteField(), notas: proveedor.notas ?? deleteField() };
    batch.update(ref, { ...despues, ...cleared, ...derived });
  } else {
    batch.set(ref, { ...despues, ...derived, estatus: true, creadoEn: serverTimestamp() });
  }
  if (renamed) {
    batch.set(claim, { proveedorId: ref.id });
    if (anterior) batch.delete(doc(db, 'proveedorNombres', nombreClave(anterior.nombre)));
  }
  logInBatch(batch, {
    type: 'INFO',
    screen: 'proveedores',
    message: `Proveedor ${anterior ? 'editado' : 'creado'}: ${proveedor.nombre}`,
    detalle: { entidad: 'proveedores', id: ref.id, antes: anterior ? campos(anterior) : null, despues },
  });
  await batch.commit();
  return ref.id;
}
