import { deleteField, doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { searchTokens } from '../../../../domain/busqueda';
import { vistaCatalogo, type Producto } from '../../../../domain/catalogo';
import { db } from '../../../lib/firebase';
import { logInBatch } from '../../../lib/log';
import type { ProductoFila } from './list-productos';

export class SkuDuplicado extends Error {
  constructor(sku: string) {
    super(`Ya existe un producto con el SKU ${sku}`);
  }
}

function campos(p: Producto | ProductoFila) {
  const { nombre, tipo, operador, proveedorId, sku, costo, precio, monto, vigenciaDias } = p;
  return { nombre, tipo, operador, proveedorId, sku, costo, precio, monto, ...(vigenciaDias ? { vigenciaDias } : {}) };
}

/**
 * The product's document id is its SKU, so SKUs are unique by construction (the rules refuse a
 * create over an existing id). SKU and tipo are fixed after creation; stock is never written here.
 */
export async function guardarProducto(producto: Producto, anterior: ProductoFila | null): Promise<void> {
  const ref = doc(db, 'productos', anterior?.id ?? producto.sku);
  if (!anterior && (await getDoc(ref)).exists()) throw new SkuDuplicado(producto.sku);
  const despues = campos(anterior ? { ...producto, sku: anterior.sku, tipo: anterior.tipo } : producto);
  const busqueda = searchTokens(producto.nombre, despues.sku, producto.operador);
  const batch = writeBatch(db);
  // What clients see of the product, equal to it: the rules check both ways.
  const vista = vistaCatalogo({ ...despues, estatus: anterior?.estatus ?? true });
  batch.set(doc(db, 'catalogo', ref.id), { ...vista, actualizadoEn: serverTimestamp() });
  if (anterior) {
    const { nombre, operador, proveedorId, costo, precio, monto } = despues;
    batch.update(ref, {
      ...{ nombre, operador, proveedorId, costo, precio, monto },
      vigenciaDias: producto.vigenciaDias ?? deleteField(),
      busqueda,
      actualizadoEn: serverTimestamp(),
    });
  } else {
    batch.set(ref, {
      ...despues,
      busqueda,
      stock: 0,
      estatus: true,
      creadoEn: serverTimestamp(),
      actualizadoEn: serverTimestamp(),
    });
  }
  logInBatch(batch, {
    type: 'INFO',
    screen: 'productos',
    message: `Producto ${anterior ? 'editado' : 'creado'}: ${producto.nombre} (${despues.sku})`,
    detalle: { entidad: 'productos', id: ref.id, antes: anterior ? campos(anterior) : null, despues },
  });
  await batch.commit();
}
