import { doc, type DocumentData } from 'firebase/firestore/lite';
import { nombreClave, type Proveedor } from '@domain/catalogo';
import { db, guardarEnTransaccion } from '@/lib/guardar/db';
import { ErrorDeCampo } from '@/lib/db-errors';
import { logChange } from '@/lib/guardar/log-del-cambio';
import { escribirRegistro, leerReclamo, refDeRegistro } from '@/lib/guardar/registro-nombrado';
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
 * claim document written in it too (the rules refuse a claim that already exists). A claim that
 * already names this supplier, or a record that already holds the save, is this save applied
 * before (a commit whose answer was lost, which Firestore's SDK runs again): nothing is written.
 */
export async function guardarProveedor(proveedor: Proveedor, anterior: ProveedorFila | null): Promise<string> {
  const clave = nombreClave(proveedor.nombre);
  const claim = doc(db, 'proveedorNombres', clave);
  const renamed = !anterior || nombreClave(anterior.nombre) !== clave;
  const ref = refDeRegistro('proveedores', anterior);
  const despues = campos(proveedor);
  await guardarEnTransaccion(async (tx) => {
    if (renamed) {
      const reclamo = await leerReclamo(tx, claim, 'proveedorId', ref);
      if (reclamo === 'propio') return;
      if (reclamo === 'tomado') throw new NombreDuplicado(proveedor.nombre);
    }
    const { antes, cambia } = await escribirRegistro(tx, ref, anterior !== null, {
      despues,
      opcionales: { rfc: proveedor.rfc, notas: proveedor.notas },
      clave,
      buscable: [proveedor.nombre, proveedor.contacto, proveedor.correo],
    });
    if (!cambia) return;
    if (renamed) {
      tx.set(claim, { proveedorId: ref.id });
      if (antes) tx.delete(doc(db, 'proveedorNombres', nombreClave(String(antes.nombre))));
    }
    logChange(tx, {
      entidad: 'proveedores',
      id: ref.id,
      nombre: proveedor.nombre,
      antes: antes ? campos(antes) : null,
      despues,
    });
  });
  return ref.id;
}
