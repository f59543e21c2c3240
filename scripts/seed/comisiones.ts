import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { comisionesSchema, type Comisiones } from '../../domain/comisiones';

/** What each demo client keeps of a top-up: a default, and some carriers that pay better. */
const COMISIONES: Record<string, Comisiones> = {
  'demo-cliente': { predeterminada: 3, operadores: { Telcel: 4, Bait: 5 } },
  'demo-cliente2': { predeterminada: 2.5 },
  'demo-cliente3': { predeterminada: 3, operadores: { Movistar: 3.5, 'AT&T': 3.5 } },
};

export async function seedComisiones(db: Firestore): Promise<void> {
  const batch = db.batch();
  for (const [uid, comisiones] of Object.entries(COMISIONES)) {
    batch.update(db.collection('clientes').doc(uid), {
      comisiones: comisionesSchema.parse(comisiones),
      actualizadoEn: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
}
