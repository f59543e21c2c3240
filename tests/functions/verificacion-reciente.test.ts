// Step-up: an approval or an adjustment above $50,000.00 needs a second factor passed in the last
// 15 minutes. An older one is refused with the code the browser turns into a new verification,
// and nothing moves; the same request (its key) sent after it moves money once.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CODIGO_VERIFICACION_RECIENTE,
  MONTO_VERIFICACION_RECIENTE,
  PIDE_VERIFICACION_RECIENTE,
} from '../../domain/segundo-factor';
import { adminDb, callApi, createUser, type TestUser } from '../support/emulators';
import { compraDoc, saldoPorTransferencia } from '../support/compras';
import { expectLedgerConsistent } from '../support/ledger';
import { type Cliente, clienteConSaldo } from '../support/recargas';
import { autenticadoHace, validoDesdeHaceUnaHora } from '../support/tokens';

const PIDE_VERIFICACION = {
  status: 403,
  body: { error: PIDE_VERIFICACION_RECIENTE, codigo: CODIGO_VERIFICACION_RECIENTE },
};

let admin: TestUser;
let tienda: Cliente;
/** The admin's session as if its second factor had passed `minutos` ago. */
let verificadoHace: (minutos: number) => Promise<string>;

beforeAll(async () => {
  [admin, tienda] = await Promise.all([createUser('admin'), clienteConSaldo(0)]);
  // Its tokens may then claim an older sign-in without counting as revoked.
  await validoDesdeHaceUnaHora(admin.uid);
  verificadoHace = async (minutos) => autenticadoHace(await admin.token(), minutos);
});

const movimientosDe = async (clienteId: string) =>
  (await adminDb.collection('movimientos').where('clienteId', '==', clienteId).count().get()).data().count;

describe('POST /api/saldo/ajuste above $50,000.00', () => {
  const ajuste = (monto: number) => ({
    clienteId: tienda.uid,
    tipo: 'abono',
    monto,
    motivo: 'Depósito grande',
    idempotencyKey: randomUUID(),
  });

  it('is refused when the second factor passed 16 minutes ago, moving nothing; the same request after a new verification applies once', async () => {
    const body = ajuste(MONTO_VERIFICACION_RECIENTE + 1);
    const antes = await movimientosDe(tienda.uid);
    expect(await callApi('saldo/ajuste', body, await verificadoHace(16))).toEqual(PIDE_VERIFICACION);
    expect(await movimientosDe(tienda.uid)).toBe(antes);
    const nuevo = await admin.token();
    expect((await callApi('saldo/ajuste', body, nuevo)).status).toBe(200);
    expect((await callApi('saldo/ajuste', body, nuevo)).status).toBe(200);
    expect(await movimientosDe(tienda.uid)).toBe(antes + 1);
    await expectLedgerConsistent(tienda.uid);
  });

  it('takes a second factor of 14 minutes ago, and $50,000.00 itself with any', async () => {
    const antes = await movimientosDe(tienda.uid);
    expect((await callApi('saldo/ajuste', ajuste(6_000_000), await verificadoHace(14))).status).toBe(200);
    expect((await callApi('saldo/ajuste', ajuste(MONTO_VERIFICACION_RECIENTE), await verificadoHace(60))).status).toBe(
      200,
    );
    expect(await movimientosDe(tienda.uid)).toBe(antes + 2);
    await expectLedgerConsistent(tienda.uid);
  });
});

describe('POST /api/compras/aprobar above $50,000.00', () => {
  const compraDe = async (monto: number) => {
    const creada = await callApi('compras/crear', saldoPorTransferencia(monto), tienda.tokenValue);
    expect(creada.status).toBe(200);
    return String(creada.body.id);
  };

  it('is refused when the second factor passed 16 minutes ago, the compra still pendiente; approved after a new verification', async () => {
    const id = await compraDe(MONTO_VERIFICACION_RECIENTE + 100);
    expect(await callApi('compras/aprobar', { id }, await verificadoHace(16))).toEqual(PIDE_VERIFICACION);
    expect((await compraDoc(id))?.estado).toBe('pendiente');
    const aprobada = await callApi('compras/aprobar', { id }, await admin.token());
    expect(aprobada.body).toMatchObject({ id, estado: 'aprobada' });
    // Approving it again changes nothing, and needs no new verification.
    expect((await callApi('compras/aprobar', { id }, await verificadoHace(16))).body).toMatchObject({
      estado: 'aprobada',
    });
    await expectLedgerConsistent(tienda.uid);
  });

  it('approves a compra of $50,000.00 or less with a second factor of any age', async () => {
    const id = await compraDe(MONTO_VERIFICACION_RECIENTE);
    expect((await callApi('compras/aprobar', { id }, await verificadoHace(60))).body).toMatchObject({
      estado: 'aprobada',
    });
  });
});

describe('POST /api/conciliacion/aplicar of a part above $50,000.00', () => {
  const parte = (abono: number) => ({
    importacion: { id: randomUUID(), archivo: 'estado.csv', sha256: 'b'.repeat(64), lineas: 1, banco: 'Banco grande' },
    parte: 0,
    lineas: [{ fila: 2, fecha: '2026-11-27', concepto: `Depósito ${randomUUID()}`, abono, referencia: 'R-GRANDE' }],
    fin: true,
  });

  it('is refused with an old second factor, writing no import; the same part after a new verification is taken', async () => {
    const body = parte(MONTO_VERIFICACION_RECIENTE + 1);
    expect(await callApi('conciliacion/aplicar', body, await verificadoHace(16))).toEqual(PIDE_VERIFICACION);
    expect((await adminDb.collection('conciliaciones').doc(body.importacion.id).get()).exists).toBe(false);
    expect((await callApi('conciliacion/aplicar', body, await admin.token())).status).toBe(200);
    expect((await adminDb.collection('conciliaciones').doc(body.importacion.id).get()).exists).toBe(true);
  });

  it('takes a part of $50,000.00 with a second factor of any age', async () => {
    expect(
      (await callApi('conciliacion/aplicar', parte(MONTO_VERIFICACION_RECIENTE), await verificadoHace(60))).status,
    ).toBe(200);
  });
});
