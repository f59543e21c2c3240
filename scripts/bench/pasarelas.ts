// npm run bench (part): POST /api/recargas through the pasarelas, p50/p95 of what a shop waits,
// without a failover hop (Pasarela A delivers) and with one (B answers "no disponible" for …1111,
// then A delivers): the hop costs B's answer (1 to 3 s, its simulated latency) and one more
// reservation. Its carrier, product and pasarelas are its own, so the demo's floats are untouched.
import '../seed/emulator-env';
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { FONDO_SHARDS } from '../../domain/pasarelas-base';
import { precioRecarga } from '../../domain/recargas';
import { cliente, fmt } from './recargas';

const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
const VECES = 30;
const A_LA_VEZ = 5;

const app = getApps()[0] ?? initializeApp({ projectId: 'demo-recargas' });
const db = getFirestore(app);

async function pasarela(id: string, implementacion: string) {
  const ref = db.collection('pasarelas').doc(id);
  await ref.set({ nombre: id, implementacion, activa: true, umbralSaldo: 0, costos: {} });
  await Promise.all(
    Array.from({ length: FONDO_SHARDS }, (_, shard) =>
      ref.collection('fondo').doc(String(shard)).set({ disponible: 10_000_000, reservado: 0, consumido: 0 }),
    ),
  );
}

async function ronda(token: string, sku: string, precio: number, final: string): Promise<number[]> {
  const tiempos: number[] = [];
  for (let i = 0; i < VECES; i += A_LA_VEZ) {
    const lote = await Promise.all(
      Array.from({ length: A_LA_VEZ }, async () => {
        const inicio = performance.now();
        const res = await fetch(`${HOSTING_URL}/api/recargas`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({
            id: randomUUID(),
            productoId: sku,
            numero: `55${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}${final}`,
            precio,
          }),
        });
        const body = (await res.json()) as { estado?: string };
        if (body.estado !== 'exitosa') throw new Error(`recarga no exitosa: ${res.status} ${JSON.stringify(body)}`);
        return performance.now() - inicio;
      }),
    );
    tiempos.push(...lote);
  }
  return tiempos;
}

export async function benchPasarelas(): Promise<boolean> {
  const sufijo = randomUUID().slice(0, 6);
  const [a, b, directo, conSalto] = [
    `bench-a-${sufijo}`,
    `bench-b-${sufijo}`,
    `Bench ${sufijo}`,
    `Bench salto ${sufijo}`,
  ];
  await Promise.all([pasarela(a, 'simulado'), pasarela(b, 'simulado-b')]);
  await db
    .collection('config')
    .doc('pasarelas')
    .set({ rutas: { [directo]: [a], [conSalto]: [b, a] } }, { merge: true });
  const producto = async (operador: string) => {
    const sku = `BENCH-${randomUUID().slice(0, 8).toUpperCase()}`;
    await db
      .collection('productos')
      .doc(sku)
      .set({
        nombre: `Recarga ${operador} $50`,
        sku,
        tipo: 'recarga',
        operador,
        proveedorId: 'prov-telcel',
        costo: 4_700,
        precio: 5_000,
        monto: 5_000,
        stock: 0,
        estatus: true,
        busqueda: [],
        creadoEn: FieldValue.serverTimestamp(),
      });
    return sku;
  };
  const [skuDirecto, skuSalto] = await Promise.all([producto(directo), producto(conSalto)]);
  const { token } = await cliente();
  const precio = precioRecarga(5_000, 4).precio;
  try {
    const sin = await ronda(token, skuDirecto, precio, '2345');
    const con = await ronda(token, skuSalto, precio, '1111');
    console.log(`  ${VECES} recargas, ${A_LA_VEZ} a la vez, sin cambio de pasarela: ${fmt(sin)}`);
    console.log(`  ${VECES} recargas, ${A_LA_VEZ} a la vez, con un salto (B no disponible → A): ${fmt(con)}`);
    return true;
  } catch (error) {
    console.error(`  Pasarelas: ${(error as Error).message}`);
    return false;
  }
}
