// Helpers for the top-up suites: a client with saldo, its products and distributors, the call.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { claveOrden } from '../../domain/busqueda';
import type { Comisiones } from '../../domain/comisiones';
import { diaNegocio } from '../../domain/fechas';
import { callApiComoElNavegador, adminDb, createUser, type TestUser } from './emulators';
import { expectLedgerConsistent } from './ledger';
import { expectResumenesConsistent } from './resumenes';
import { conPrecio, recargar } from './venta';

export { recargar };
import { aplicarMovimiento } from '../../functions/src/saldo/operaciones';

export interface Cliente extends TestUser {
  tokenValue: string;
}

/** A client (role user, active) with `saldo` centavos credited through the ledger. */
export async function clienteConSaldo(saldo: number, comisiones: Comisiones = { predeterminada: 0 }): Promise<Cliente> {
  const user = await createUser('user', { cliente: true });
  await adminDb.collection('clientes').doc(user.uid).update({ comisiones });
  if (saldo) {
    await aplicarMovimiento({
      clienteId: user.uid,
      tipo: 'abono',
      monto: saldo,
      origen: { tipo: 'ajuste', id: randomUUID() },
      por: 'pruebas@recargas.test',
      motivo: 'Saldo de prueba',
      screen: 'clientes',
    });
  }
  return { ...user, tokenValue: await user.token() };
}

/** A product of the catalogue (with its client view), active unless told otherwise. */
export async function producto(overrides: Record<string, unknown> = {}): Promise<string> {
  const sku = `PRU-${randomUUID().slice(0, 8).toUpperCase()}`;
  const data = {
    nombre: `Recarga de prueba ${sku}`,
    sku,
    tipo: 'recarga',
    operador: 'Telcel',
    proveedorId: 'prov-telcel',
    costo: 9_400,
    precio: 10_000,
    monto: 10_000,
    stock: 0,
    estatus: true,
    busqueda: [],
    creadoEn: FieldValue.serverTimestamp(),
    actualizadoEn: FieldValue.serverTimestamp(),
    ...overrides,
  };
  await adminDb
    .collection('productos')
    .doc(sku)
    .set({ ...data, nombreOrden: claveOrden(String(data.nombre)) });
  return sku;
}

export async function distribuidor(clienteId: string | null, estatus = true): Promise<string> {
  const ref = await adminDb.collection('distribuidores').add({
    nombre: 'Vendedor de prueba',
    telefono: '5511112222',
    comision: 0,
    clienteId,
    estatus,
    busqueda: [],
    creadoEn: FieldValue.serverTimestamp(),
    actualizadoEn: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

export const nuevaRecarga = (productoId: string, numero = '5512345678', extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  productoId,
  numero,
  ...extra,
});

/** A top-up sent as the browser sends it: retried with the same key after a 503 or a dropped request. */
export const recargarComoElNavegador = async (token: string, body: unknown) =>
  callApiComoElNavegador('recargas', await conPrecio(token, body), token);

/** A client's saldo as the database holds it now (as stored: a test compares it exactly). */
export async function saldoDe(uid: string) {
  return (await adminDb.collection('clientes').doc(uid).get()).data()?.saldo;
}

/** The refunds the ledger holds for one top-up. */
export async function reembolsosDe(id: string) {
  return (await adminDb.collection('movimientos').where('origen.id', '==', id).where('tipo', '==', 'reembolso').get())
    .docs;
}

export async function recargaDoc(id: string) {
  return (await adminDb.collection('recargas').doc(id).get()).data();
}

export async function contar(coleccion: string, campo: string, valor: string): Promise<number> {
  return (await adminDb.collection(coleccion).where(campo, '==', valor).count().get()).data().count;
}

/**
 * What the simulated aggregators received for a top-up, at any pasarela and under any of its
 * attempts' references (its id, then id-2, id-3…): how many deliveries were asked for.
 */
export async function recibidasPorOperador(id: string): Promise<number> {
  const snap = await adminDb
    .collection('simuladorOperador')
    .where('referencia', '>=', id)
    .where('referencia', '<=', `${id}\uf8ff`)
    .count()
    .get();
  return snap.data().count;
}

/** After every money test: the ledger of each client, and today's summaries, agree with the raw documents. */
export async function expectInvariantes(...clientes: string[]): Promise<void> {
  for (const clienteId of clientes) await expectLedgerConsistent(clienteId);
  expect(await expectResumenesConsistent(diaNegocio(new Date()))).toBeGreaterThan(0);
}
