import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { precioRecarga } from '../../domain/recargas';
import { comisionPara, type Comisiones } from '../../domain/comisiones';
import { registrarRecarga } from '../../functions/src/recargas/crear';
import { gatewayRecargas } from '../../functions/src/recargas/gateway';
import { cerrarRecarga } from '../../functions/src/recargas/liquidar';

// Sixty days of a small business's top-ups, written through the very transactions the API uses
// (registrarRecarga, cerrarRecarga, the ledger), dated in the past: the ledger and the summaries
// hold on the seeded data exactly as they do on live data.

export const DIAS_DE_HISTORIA = 60;
const DIA_MS = 86_400_000;

interface ClienteDemo {
  uid: string;
  correo: string;
  distribuidores: string[];
  /** Top-ups on an ordinary day. */
  porDia: number;
}

const CLIENTES: ClienteDemo[] = [
  { uid: 'demo-cliente', correo: 'cliente@demo.test', distribuidores: ['dist-esquina-1', 'dist-esquina-2'], porDia: 3 },
  { uid: 'demo-cliente2', correo: 'cliente2@demo.test', distribuidores: ['dist-norte-1', 'dist-norte-2'], porDia: 2 },
  { uid: 'demo-cliente3', correo: 'cliente3@demo.test', distribuidores: ['dist-gomez-1'], porDia: 1 },
];

/** Carriers as a Mexican shop sells them: mostly Telcel. */
const PESO_OPERADOR: Record<string, number> = {
  Telcel: 50,
  Movistar: 15,
  'AT&T': 15,
  Bait: 8,
  Unefon: 7,
  'Virgin Mobile': 5,
};

/** A small deterministic generator, so every fresh demo looks the same. */
function aleatorio(semilla: number) {
  let state = semilla >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const entero = (max: number) => Math.floor(next() * max);
  const elegir = <T>(items: readonly T[]) => items[entero(items.length)];
  const ponderado = (pesos: Record<string, number>) => {
    const total = Object.values(pesos).reduce((a, b) => a + b, 0);
    let r = next() * total;
    for (const [clave, peso] of Object.entries(pesos)) if ((r -= peso) < 0) return clave;
    return Object.keys(pesos)[0];
  };
  return { next, entero, elegir, ponderado };
}

interface Producto {
  sku: string;
  operador: string;
  monto: number;
}

export interface Historia {
  recargas: number;
  fallidas: number;
  pendientes: number;
  revertidas: number;
}

/**
 * Writes the demo history. `abonar` puts saldo into a client's account on a past day (the
 * business receiving its payment) whenever the next top-ups would not be covered.
 */
export async function seedRecargas(
  db: Firestore,
  abonar: (clienteId: string, monto: number, fecha: Timestamp) => Promise<void>,
  ahora = Date.now(),
): Promise<Historia> {
  const rnd = aleatorio(20_261_123);
  const productos = (await db.collection('productos').where('tipo', '==', 'recarga').get()).docs
    .map((doc) => ({ sku: doc.id, operador: doc.data().operador, monto: doc.data().monto }) as Producto)
    .filter((p) => p.monto <= 20_000);
  const historia: Historia = { recargas: 0, fallidas: 0, pendientes: 0, revertidas: 0 };
  const exitosas: { id: string; clienteId: string; fecha: number }[] = [];

  for (const cliente of CLIENTES) {
    const datos = (await db.collection('clientes').doc(cliente.uid).get()).data();
    const comisiones = (datos?.comisiones ?? { predeterminada: 0 }) as Comisiones;
    let saldo = Number(datos?.saldo ?? 0);
    // Each shop has its regular customers: numbers that come back, on the same carrier.
    // (Their last digit is never 0 or 9: the simulated carrier's …0000, …9990 and …9999 are kept apart.)
    const numeros = Array.from({ length: 25 }, (_, i) => ({
      numero: `55${String(1_000_000 + rnd.entero(8_999_999))}${1 + (i % 8)}`,
      operador: rnd.ponderado(PESO_OPERADOR),
    }));

    for (let dia = DIAS_DE_HISTORIA; dia >= 0; dia -= 1) {
      // A day's sales in the 12 hours up to 3 hours before the day's anchor, at distinct minutes and
      // in order, so every client's ledger runs forward in time as the seed writes it.
      const cierreDia = ahora - dia * DIA_MS - 3 * 3_600_000;
      const ventas = Math.max(0, cliente.porDia + rnd.entero(3) - 1 + (new Date(cierreDia).getDay() === 5 ? 2 : 0));
      const minutos = [...new Set(Array.from({ length: ventas }, () => rnd.entero(12 * 60)))].sort((a, b) => a - b);
      for (const minuto of minutos) {
        const cuando = cierreDia - (12 * 60 - minuto) * 60_000;
        const habitual = rnd.elegir(numeros);
        const opciones = productos.filter((p) => p.operador === habitual.operador);
        const producto = rnd.elegir(opciones.length ? opciones : productos);
        const falla = rnd.next() < 0.04;
        const numero = falla ? `${habitual.numero.slice(0, 6)}0000` : habitual.numero;
        const { precio } = precioRecarga(producto.monto, comisionPara(comisiones, producto.operador));
        const fecha = Timestamp.fromMillis(cuando);
        if (saldo < precio) {
          const deposito = 150_000 + rnd.entero(4) * 50_000;
          await abonar(cliente.uid, deposito, Timestamp.fromMillis(cuando - 20_000));
          saldo += deposito;
        }
        const id = randomUUID();
        const distribuidorId = rnd.next() < 0.45 ? rnd.elegir(cliente.distribuidores) : undefined;
        await registrarRecarga(
          { id, productoId: producto.sku, numero, precio, ...(distribuidorId ? { distribuidorId } : {}) },
          cliente.uid,
          cliente.correo,
          fecha,
        );
        const cierre = falla
          ? { estado: 'fallida' as const, error: 'Número no habilitado para recargas' }
          : { estado: 'exitosa' as const, autorizacion: String(10_000_000 + rnd.entero(89_999_999)) };
        await cerrarRecarga(id, 'pendiente', cierre, cliente.correo, Timestamp.fromMillis(cuando + 2_000));
        historia.recargas += 1;
        if (falla) historia.fallidas += 1;
        else {
          saldo -= precio;
          exitosas.push({ id, clienteId: cliente.uid, fecha: cuando });
        }
      }
    }
  }

  // Two top-ups still waiting for the carrier this morning: Verificar settles one as delivered
  // (…9999) and refunds the other (…9990), as the simulated carrier does for those numbers.
  const gateway = gatewayRecargas();
  const demoDatos = (await db.collection('clientes').doc('demo-cliente').get()).data();
  const demo = Number(demoDatos?.saldo ?? 0);
  if (demo < 20_000) await abonar('demo-cliente', 100_000, Timestamp.fromMillis(ahora - 2.5 * 3_600_000));
  const telcel50 = productos.find((p) => p.operador === 'Telcel' && p.monto === 5_000) ?? productos[0];
  for (const [i, numero] of ['5587659999', '5587659990'].entries()) {
    const id = randomUUID();
    const { data } = await registrarRecarga(
      {
        id,
        productoId: telcel50.sku,
        numero,
        precio: precioRecarga(telcel50.monto, comisionPara(demoDatos?.comisiones as Comisiones, telcel50.operador))
          .precio,
      },
      'demo-cliente',
      'cliente@demo.test',
      Timestamp.fromMillis(ahora - 2 * 3_600_000 + i * 60_000),
    );
    await gateway
      .recargar({ referencia: id, operador: data.operador, numero, monto: data.monto })
      .catch(() => undefined);
    historia.pendientes += 1;
  }

  // One top-up of last week that the admin reverted this morning, with its reason (after every
  // other movement of that client, so its ledger still runs forward in time).
  const revertir = exitosas.filter((r) => r.clienteId === 'demo-cliente2' && r.fecha < ahora - 7 * DIA_MS).at(-1);
  if (revertir) {
    await cerrarRecarga(
      revertir.id,
      'exitosa',
      { estado: 'revertida', motivo: 'El cliente pagó una recarga a un número equivocado' },
      'admin@demo.test',
      Timestamp.fromMillis(ahora - 3_600_000),
    );
    historia.revertidas += 1;
  }
  return historia;
}
