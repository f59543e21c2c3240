// Helpers for the compras suites: a SIM product, a supplier, a restock received, the calls.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { adminDb, callApi, createUser, type ApiAnswer } from './emulators';
import { producto } from './recargas';

export const simProducto = (overrides: Record<string, unknown> = {}) =>
  producto({
    tipo: 'sim',
    monto: 0,
    precio: 5_000,
    costo: 3_500,
    nombre: `Chip de prueba ${randomUUID().slice(0, 4)}`,
    ...overrides,
  });

export async function proveedor(estatus = true): Promise<string> {
  const ref = await adminDb.collection('proveedores').add({
    nombre: `Proveedor ${randomUUID().slice(0, 8)}`,
    contacto: '',
    telefono: '5511112222',
    correo: 'p@prueba.test',
    tipo: 'sim',
    estatus,
    busqueda: [],
    creadoEn: FieldValue.serverTimestamp(),
    actualizadoEn: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

let adminToken: Promise<string> | null = null;
/** One admin for the suite's approvals. */
export function tokenAdmin(): Promise<string> {
  adminToken ??= createUser('admin').then((admin) => admin.token());
  return adminToken;
}

export const compras = (path: string, body: unknown, token: string): Promise<ApiAnswer> =>
  callApi(`compras/${path}`, body, token);

export const saldoPorTransferencia = (monto: number, referencia = randomUUID().slice(0, 12)) => ({
  origen: 'cliente',
  id: randomUUID(),
  partidas: [],
  saldo: monto,
  metodoPago: 'transferencia',
  referencia,
});

/** `cantidad` SIMs of a new product in stock, received through a supplier restock. */
export async function simConStock(cantidad: number): Promise<string> {
  const productoId = await simProducto();
  const token = await tokenAdmin();
  const creada = await compras(
    'crear',
    {
      origen: 'proveedor',
      id: randomUUID(),
      proveedorId: await proveedor(),
      partidas: [{ productoId, cantidad, costoUnitario: 3_500 }],
      metodoPago: 'efectivo',
    },
    token,
  );
  expect(creada.status).toBe(200);
  expect((await compras('recibir', { id: creada.body.id }, token)).status).toBe(200);
  return productoId;
}

export async function compraDoc(id: unknown) {
  return (await adminDb.collection('compras').doc(String(id)).get()).data();
}

export async function stockDe(productoId: string): Promise<number> {
  return Number((await adminDb.collection('productos').doc(productoId).get()).data()?.stock);
}
