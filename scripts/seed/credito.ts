import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { registrarRecarga } from '../../functions/src/recargas/crear';
import { cerrarRecarga } from '../../functions/src/recargas/liquidar';
import { aplicarMovimiento, colaDeSaldo } from '../../functions/src/saldo/operaciones';

// Two shops on credit, written through the same queue, ledger and top-up transactions the API uses:
// credito@demo.test owes part of its $3,000 line, inside its term; vencido@demo.test owes past its
// term, so its next sale on credit is refused until it deposits.

const DIA_MS = 86_400_000;
const ADMIN = 'admin@demo.test';

interface ClienteConCredito {
  uid: string;
  correo: string;
  limite: number;
  /** Its deposit, then its top-ups (Telcel $100 and $50), each so many days ago. */
  deposito: { monto: number; hace: number };
  ventas: { sku: string; hace: number }[];
}

export const CLIENTES_CON_CREDITO: ClienteConCredito[] = [
  {
    uid: 'demo-credito',
    correo: 'credito@demo.test',
    limite: 300_000,
    deposito: { monto: 50_000, hace: 9 },
    ventas: [
      ...[8, 8, 7, 6, 5, 5].map((hace) => ({ sku: 'REC-TEL-100', hace })),
      ...[4, 3, 3, 2, 2, 1, 1, 1].map((hace) => ({ sku: 'REC-TEL-100', hace })),
    ],
  },
  {
    uid: 'demo-vencido',
    correo: 'vencido@demo.test',
    limite: 200_000,
    deposito: { monto: 20_000, hace: 16 },
    ventas: [...[15, 14, 13, 12].map((hace) => ({ sku: 'REC-TEL-100', hace })), { sku: 'REC-TEL-50', hace: 12 }],
  },
];

export async function seedCredito(db: Firestore, ahora = Date.now()): Promise<Record<string, number>> {
  const saldos: Record<string, number> = {};
  for (const c of CLIENTES_CON_CREDITO) {
    await colaDeSaldo.ejecutar(c.uid, {
      tipo: 'credito',
      uid: c.uid,
      limiteCredito: c.limite,
      plazoDias: 7,
      recargasPorMinuto: 30,
      topeVentaDiaria: null,
      motivo: 'Cliente de confianza: línea de crédito',
      por: ADMIN,
    });
    const fecha = (hace: number, minutos = 0) => Timestamp.fromMillis(ahora - hace * DIA_MS + minutos * 60_000);
    await aplicarMovimiento({
      clienteId: c.uid,
      tipo: 'abono',
      monto: c.deposito.monto,
      origen: { tipo: 'ajuste', id: `seed-credito-${c.uid}` },
      por: ADMIN,
      motivo: 'Depósito en ventanilla',
      screen: 'clientes',
      fecha: fecha(c.deposito.hace),
    });
    for (const [i, venta] of c.ventas.entries()) {
      const producto = (await db.collection('productos').doc(venta.sku).get()).data();
      const id = randomUUID();
      const cuando = fecha(venta.hace, 60 + i * 7);
      await registrarRecarga(
        { id, productoId: venta.sku, numero: `55${String(31_000_000 + i * 7_919)}`, precio: Number(producto?.monto) },
        c.uid,
        c.correo,
        cuando,
      );
      const autorizacion = String(40_000_000 + i);
      await cerrarRecarga(id, 'pendiente', { estado: 'exitosa', autorizacion }, c.correo, cuando);
    }
    saldos[c.correo] = Number((await db.collection('clientes').doc(c.uid).get()).get('saldo'));
  }
  return saldos;
}
