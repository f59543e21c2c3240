// Helpers for the top-up suites: a client with saldo, its products and distributors, the call.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { claveOrden } from '../../domain/busqueda';
import { comisionPara, type Comisiones } from '../../domain/comisiones';
import { esIdDeDocumento } from '../../domain/campos';
import { precioRecarga } from '../../domain/recargas';
import { diaNegocio } from '../../domain/fechas';
import { callApi, callApiComoElNavegador, adminDb, createUser, type ApiAnswer, type TestUser } from './emulators';
import { expectLedgerConsistent } from './ledger';
import { expectResumenesConsistent } from './resumenes';
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

/** The uid a Firebase ID token names; '' for a token that is not one (a test of bad tokens). */
function uidDe(token: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { user_id?: unknown };
    return typeof payload.user_id === 'string' ? payload.user_id : '';
  } catch {
    return '';
  }
}

/**
 * The body as the browser sends it: with the price the screen showed, worked out from the product
 * and the client's commission as the screen does, unless the test sets its own. A product that
 * does not exist is shown at $0.00 (the server refuses it before the price).
 */
async function conPrecio(token: string, body: unknown): Promise<unknown> {
  if (!body || typeof body !== 'object' || 'precio' in body) return body;
  const { productoId } = body as { productoId?: unknown };
  const p =
    typeof productoId === 'string' && esIdDeDocumento(productoId)
      ? (await adminDb.collection('productos').doc(productoId).get()).data()
      : undefined;
  const uid = uidDe(token);
  const cliente = uid ? (await adminDb.collection('clientes').doc(uid).get()).data() : undefined;
  const comisiones = (cliente?.comisiones ?? { predeterminada: 0 }) as Comisiones;
  const precio = p ? precioRecarga(Number(p.monto), comisionPara(comisiones, String(p.operador))).precio : 0;
  return { ...body, precio };
}

export async function recargar(token: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer> {
  return callApi('recargas', await conPrecio(token, body), token, 'POST', headers);
}

/** A top-up sent as the browser sends it: retried with the same key after a 503 or a dropped request. */
export const recargarComoElNavegador = async (token: string, body: unknown) =>
  callApiComoElNavegador('recargas', await conPrecio(token, body), token);

export async function recargaDoc(id: string) {
  return (await adminDb.collection('recargas').doc(id).get()).data();
}

export async function contar(coleccion: string, campo: string, valor: string): Promise<number> {
  return (await adminDb.collection(coleccion).where(campo, '==', valor).count().get()).data().count;
}

/** What the simulated carrier received for a reference: how many times it was asked to deliver it. */
export async function recibidasPorOperador(referencia: string): Promise<number> {
  return (await adminDb.collection('simuladorOperador').doc(referencia).get()).exists ? 1 : 0;
}

/** After every money test: the ledger of each client, and today's summaries, agree with the raw documents. */
export async function expectInvariantes(...clientes: string[]): Promise<void> {
  for (const clienteId of clientes) await expectLedgerConsistent(clienteId);
  expect(await expectResumenesConsistent(diaNegocio(new Date()))).toBeGreaterThan(0);
}
