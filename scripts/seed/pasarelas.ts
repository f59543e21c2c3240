// Two simulated aggregators with their float, routed so a demo user can try every path (README,
// "Probar las recargas"): every carrier goes to Pasarela A first and B after it; AT&T goes to B
// first, so an AT&T number ending 1111 (B "no disponible") is delivered by A.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { FONDO_SHARDS, RUTA_PREDETERMINADA } from '../../domain/pasarelas';

const PASARELAS = [
  {
    id: 'principal',
    nombre: 'Pasarela A (simulada)',
    implementacion: 'simulado',
    fondo: 300_000_000,
    umbral: 5_000_000,
  },
  {
    id: 'respaldo',
    nombre: 'Pasarela B (simulada)',
    implementacion: 'simulado-b',
    fondo: 10_000_000,
    umbral: 1_000_000,
  },
];

export async function seedPasarelas(db: Firestore): Promise<string[]> {
  const batch = db.batch();
  for (const p of PASARELAS) {
    const ref = db.collection('pasarelas').doc(p.id);
    batch.set(ref, {
      nombre: p.nombre,
      implementacion: p.implementacion,
      activa: true,
      umbralSaldo: p.umbral,
      // B charges less for AT&T's $100: the margin follows the pasarela that delivered it.
      costos: p.id === 'respaldo' ? { 'REC-ATT-100': 9_300 } : {},
      actualizadoEn: FieldValue.serverTimestamp(),
    });
    const parte = p.fondo / FONDO_SHARDS;
    for (let shard = 0; shard < FONDO_SHARDS; shard += 1) {
      batch.set(ref.collection('fondo').doc(String(shard)), { disponible: parte, reservado: 0, consumido: 0 });
    }
    batch.set(ref.collection('fondeos').doc('fondeo-inicial'), {
      monto: p.fondo,
      fecha: new Date().toISOString().slice(0, 10),
      referencia: 'Fondeo inicial',
      por: 'demo',
      en: FieldValue.serverTimestamp(),
    });
    // The simulated provider holds the same: their balance and ours agree at first.
    batch.set(db.collection('simuladorProveedor').doc(p.id), { saldo: p.fondo });
  }
  batch.set(db.collection('config').doc('pasarelas'), {
    rutas: { [RUTA_PREDETERMINADA]: ['principal', 'respaldo'], 'AT&T': ['respaldo', 'principal'] },
    pausas: {},
  });
  await batch.commit();
  return PASARELAS.map((p) => p.id);
}
