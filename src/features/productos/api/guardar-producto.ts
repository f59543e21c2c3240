import { deleteField, doc, serverTimestamp, type DocumentData } from 'firebase/firestore/lite';
import { claveOrden, searchTokens } from '@domain/busqueda';
import { contenidoDe, vistaCatalogo, type Producto } from '@domain/catalogo';
import { db, guardarEnTransaccion } from '@/lib/guardar/db';
import { ErrorDeCampo } from '@/lib/db-errors';
import { logChange } from '@/lib/guardar/log-del-cambio';
import { yaContiene } from '@/lib/guardar/registro-nombrado';
import type { ProductoFila } from './list-productos';

export class SkuDuplicado extends ErrorDeCampo {
  constructor(sku: string) {
    super('sku', `Ya existe un producto con el SKU ${sku}`);
  }
}

function campos(p: Producto | ProductoFila | DocumentData) {
  const { nombre, tipo, operador, proveedorId, sku, costo, precio, monto } = p;
  return { nombre, tipo, operador, proveedorId, sku, costo, precio, monto, ...contenidoDe({ ...p, tipo }) };
}

/**
 * The product's document id is its SKU, so SKUs are unique by construction (the rules refuse a
 * create over an existing id). SKU and tipo are fixed after creation; stock is never written here.
 * One transaction: the record as it is, the change, and its log. A record that already holds the
 * save is left alone: a save with nothing changed, or this save applied before, whose commit's
 * answer was lost and which Firestore's SDK runs again (a new product would otherwise be refused
 * as a duplicate of itself).
 */
export async function guardarProducto(producto: Producto, anterior: ProductoFila | null): Promise<void> {
  const ref = doc(db, 'productos', anterior?.id ?? producto.sku);
  const despues = campos(anterior ? { ...producto, sku: anterior.sku, tipo: anterior.tipo } : producto);
  await guardarEnTransaccion(async (tx) => {
    const actual = (await tx.get(ref)).data();
    if (yaContiene(actual, despues, ['vigenciaDias'])) return;
    if (!anterior && actual) throw new SkuDuplicado(producto.sku);
    const busqueda = searchTokens(producto.nombre, despues.sku, producto.operador);
    // What clients see of the product, equal to it: the rules check both ways.
    const vista = vistaCatalogo({ ...despues, estatus: actual?.estatus ?? true });
    tx.set(doc(db, 'catalogo', ref.id), { ...vista, actualizadoEn: serverTimestamp() });
    if (actual) {
      // SKU and tipo stay as created; a paquete's contents change with it.
      const { nombre, operador, proveedorId, costo, precio, monto, datosMb, minutos, redesSociales } = despues;
      tx.update(ref, {
        ...{ nombre, operador, proveedorId, costo, precio, monto },
        ...(despues.tipo === 'paquete' && { datosMb, minutos, redesSociales }),
        vigenciaDias: despues.vigenciaDias ?? deleteField(),
        busqueda,
        nombreOrden: claveOrden(nombre),
        actualizadoEn: serverTimestamp(),
      });
    } else {
      tx.set(ref, {
        ...despues,
        busqueda,
        nombreOrden: claveOrden(despues.nombre),
        stock: 0,
        estatus: true,
        creadoEn: serverTimestamp(),
        actualizadoEn: serverTimestamp(),
      });
    }
    logChange(tx, {
      entidad: 'productos',
      id: ref.id,
      nombre: producto.nombre,
      antes: actual ? campos(actual) : null,
      despues,
      aclaracion: despues.sku,
    });
  });
}
