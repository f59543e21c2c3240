// The demo's purchases, written through the API's own transactions (dated in the past): the
// deposits that explain the clients' saldos, the restocks that explain today's SIM stock, and a
// few of every state for the screens.
import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { registrarCompraCliente, registrarCompraProveedor } from '../../functions/src/compras/crear';
import {
  aprobarCompra,
  cancelarPropia,
  rechazarCompraCliente,
  recibirCompra,
} from '../../functions/src/compras/transiciones';
import { DEMO_ACCOUNTS } from './demo-accounts';

const ADMIN = 'admin@demo.test';
const HORA = 3_600_000;
const correoDe = (uid: string) => DEMO_ACCOUNTS.find((a) => a.uid === uid)?.correo ?? ADMIN;
// Fixed references, so that the sample statement (ejemplos/estado-de-cuenta-demo.csv) names them:
// the client deposits approved in the history are SPEI DEP0001, DEP0002…
let referencias = 0;
const referencia = () => `SPEI DEP${String((referencias += 1)).padStart(4, '0')}`;

/** A client's transfer for saldo, asked for an hour before `fecha` and approved at it. */
export async function comprarSaldo(clienteId: string, monto: number, fecha: Timestamp): Promise<void> {
  const id = randomUUID();
  const pedida = Timestamp.fromMillis(fecha.toMillis() - HORA);
  const body = {
    origen: 'cliente' as const,
    id,
    partidas: [],
    saldo: monto,
    metodoPago: 'transferencia' as const,
    referencia: referencia(),
  };
  await registrarCompraCliente(body, clienteId, correoDe(clienteId), pedida);
  await aprobarCompra(id, ADMIN, fecha);
}

export async function seedCompras(db: Firestore, desde: number): Promise<Record<string, number>> {
  const sims = (await db.collection('productos').where('tipo', '==', 'sim').get()).docs;
  const cuando = (dias: number) => Timestamp.fromMillis(desde + dias * 86_400_000);
  const cuenta = { reabastos: 0, deClientes: 0 };
  for (const [i, sim] of sims.entries()) {
    const id = randomUUID();
    const body = {
      origen: 'proveedor' as const,
      id,
      proveedorId: String(sim.data().proveedorId),
      partidas: [{ productoId: sim.id, cantidad: 60 + 20 * (i % 4), costoUnitario: Number(sim.data().costo) }],
      metodoPago: 'transferencia' as const,
      referencia: referencia(),
    };
    // An hour apart, in folio order: the list shows them newest first, as the business made them.
    await registrarCompraProveedor(body, ADMIN, cuando(1 + i / 24));
    await recibirCompra(id, ADMIN, cuando(3 + i / 24));
    cuenta.reabastos += 1;
  }
  // Clients buy SIMs (cash at the counter); one of them drains a product to low stock.
  const clientes = ['demo-cliente', 'demo-cliente2', 'demo-cliente3'];
  for (const [i, sim] of sims.slice(0, 6).entries()) {
    const clienteId = clientes[i % clientes.length];
    const id = randomUUID();
    const cantidad = i === 0 ? 55 : 5 + i * 3;
    const body = {
      origen: 'cliente' as const,
      id,
      partidas: [{ productoId: sim.id, cantidad }],
      metodoPago: 'efectivo' as const,
    };
    await registrarCompraCliente(body, clienteId, correoDe(clienteId), cuando(10 + i * 7));
    await aprobarCompra(id, ADMIN, cuando(10.2 + i * 7));
    cuenta.deClientes += 1;
  }
  const pedir = async (clienteId: string, monto: number, dias: number, ref = referencia()) => {
    const id = randomUUID();
    const body = {
      origen: 'cliente' as const,
      id,
      partidas: [],
      saldo: monto,
      metodoPago: 'deposito' as const,
      referencia: ref,
    };
    await registrarCompraCliente(body, clienteId, correoDe(clienteId), cuando(dias));
    cuenta.deClientes += 1;
    return id;
  };
  await rechazarCompraCliente(
    await pedir('demo-cliente2', 300_000, 40),
    'El depósito no aparece en el banco',
    ADMIN,
    cuando(40.1),
  );
  // A client cancels its own: the same transition the API runs for it.
  const cancelada = await pedir('demo-cliente3', 50_000, 45);
  await cancelarPropia(cancelada, 'demo-cliente3', correoDe('demo-cliente3'), cuando(45.1));
  // Two waiting for the admin today.
  await pedir('demo-cliente', 200_000, (Date.now() - desde) / 86_400_000 - 0.1, 'SPEI 20260001');
  await pedir('demo-cliente2', 150_000, (Date.now() - desde) / 86_400_000 - 0.05, 'SPEI 20260002');
  return cuenta;
}
