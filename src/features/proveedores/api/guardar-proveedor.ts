import { collection, deleteField, doc, runTransaction, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { searchTokens } from '../../../../domain/busqueda';
import { nombreClave, type Proveedor } from '../../../../domain/catalogo';
import { db } from '../../../lib/firebase';
import { ErrorDeCampo } from '../../../lib/db-errors';
import { logChange } from '../../../lib/log';
import type { ProveedorFila } from './list-proveedores';

export class NombreDuplicado extends ErrorDeCampo {
  constructor(nombre: string) {
    super('nombre', `Ya existe un proveedor con el nombre "${nombre}"`);
  }
}

/** The editable fields as stored: absent optional fields are left out (Firestore refuses undefined). */
function campos(p: Proveedor | ProveedorFila | DocumentData) {
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
 * Creates or edits a supplier, in one transaction with its log. The name is unique through a
 * claim document written in it too (the rules refuse a claim that already exists).
 */
export async function guardarProveedor(proveedor: Proveedor, anterior: ProveedorFila | null): Promise<string> {
  const clave = nombreClave(proveedor.nombre);
  const claim = doc(db, 'proveedorNombres', clave);
  const renamed = !anterior || nombreClave(anterior.nombre) !== clave;
  const ref = anterior ? doc(db, 'proveedores', anterior.id) : doc(collection(db, 'proveedores'));
  const despues = campos(proveedor);
  const derived = {
    nombreClave: clave,
    busqueda: searchTokens(proveedor.nombre, proveedor.contacto, proveedor.correo),
    actualizadoEn: serverTimestamp(),
  };
  await runTransaction(db, async (tx) => {
    if (renamed && (await tx.get(claim)).exists()) throw new NombreDuplicado(proveedor.nombre);
    const actual = anterior ? (await tx.get(ref)).data() : undefined;
    if (actual) {
      // Optional fields cleared in the form are removed from the record.
      const cleared = { rfc: proveedor.rfc ?? deleteField(), notas: proveedor.notas ?? deleteField() };
      tx.update(ref, { ...despues, ...cleared, ...derived });
    } else {
      tx.set(ref, { ...despues, ...derived, estatus: true, creadoEn: serverTimestamp() });
    }
    if (renamed) {
      tx.set(claim, { proveedorId: ref.id });
      if (actual) tx.delete(doc(db, 'proveedorNombres', nombreClave(String(actual.nombre))));
    }
    logChange(tx, {
      entidad: 'proveedores',
      id: ref.id,
      nombre: proveedor.nombre,
      antes: actual ? campos(actual) : null,
      despues,
    });
  });
  return ref.id;
}
