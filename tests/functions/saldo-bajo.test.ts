import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb, callApi, createUser } from '../support/emulators';
import { UMBRAL_PREDETERMINADO } from '../../domain/saldo-bajo';
import { clienteConSaldo, nuevaRecarga, producto, recargar } from '../support/recargas';

// Each client's low-saldo threshold ($500 unless set), and the flag the
// admin's Inicio lists clients by, kept by every movement of the saldo.

const cliente = async (uid: string) => (await adminDb.collection('clientes').doc(uid).get()).data();

describe('the low-saldo threshold', () => {
  it('every movement keeps the flag against the threshold, $500 by default', async () => {
    const tienda = await clienteConSaldo(UMBRAL_PREDETERMINADO + 1_000);
    expect(await cliente(tienda.uid)).toMatchObject({ saldoBajo: false });
    await recargar(tienda.tokenValue, nuevaRecarga(await producto({ monto: 2_000 })));
    expect(await cliente(tienda.uid)).toMatchObject({ saldo: UMBRAL_PREDETERMINADO - 1_000, saldoBajo: true });
    const bajos = await adminDb
      .collection('clientes')
      .where('saldoBajo', '==', true)
      .where('estatus', '==', true)
      .get();
    expect(bajos.docs.map((d) => d.id)).toContain(tienda.uid);
  });

  it('the client sets its own; the admin anyone’s; the flag follows at once; bad input and others are refused', async () => {
    const tienda = await clienteConSaldo(30_000);
    expect(await cliente(tienda.uid)).toMatchObject({ saldoBajo: true });
    expect((await callApi('clientes/umbral', { umbral: 20_000 }, tienda.tokenValue)).body).toEqual({
      umbral: 20_000,
      saldoBajo: false,
    });
    expect(await cliente(tienda.uid)).toMatchObject({ umbralSaldo: 20_000, saldoBajo: false });
    const otra = await clienteConSaldo(0);
    // A client names no other client: its own threshold is what it sets.
    await callApi('clientes/umbral', { clienteId: otra.uid, umbral: 1 }, tienda.tokenValue);
    expect(await cliente(otra.uid)).not.toHaveProperty('umbralSaldo');
    const admin = await (await createUser('admin')).token();
    expect((await callApi('clientes/umbral', { clienteId: tienda.uid, umbral: 40_000 }, admin)).body).toMatchObject({
      saldoBajo: true,
    });
    const manager = await (await createUser('manager')).token();
    for (const [cuerpo, token, status] of [
      [{ umbral: -1 }, tienda.tokenValue, 400],
      [{ umbral: 10.5 }, tienda.tokenValue, 400],
      [{ umbral: '500' }, tienda.tokenValue, 400],
      [{ umbral: 1_000 }, admin, 400],
      [{ clienteId: randomUUID(), umbral: 1_000 }, admin, 404],
      [{ clienteId: tienda.uid, umbral: 1_000 }, manager, 403],
      [{ umbral: 1_000 }, undefined, 401],
    ] as const) {
      const r = await callApi('clientes/umbral', cuerpo, token);
      expect(r.status, JSON.stringify(cuerpo)).toBe(status);
    }
    expect(await cliente(tienda.uid)).toMatchObject({ umbralSaldo: 40_000 });
  });
});
