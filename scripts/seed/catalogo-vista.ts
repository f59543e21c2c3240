import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { vistaCatalogo, type VistaCatalogo } from '../../domain/catalogo';

/** Every product's client view (catalogo/{sku}), as the Productos screen writes it with the product. */
export async function seedCatalogoVista(db: Firestore): Promise<number> {
  const productos = await db.collection('productos').get();
  const batch = db.batch();
  for (const doc of productos.docs) {
    const vista = vistaCatalogo(doc.data() as VistaCatalogo);
    batch.set(db.collection('catalogo').doc(doc.id), { ...vista, actualizadoEn: FieldValue.serverTimestamp() });
  }
  await batch.commit();
  return productos.size;
}
