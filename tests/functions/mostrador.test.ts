import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diaNegocio } from '../../domain/fechas';
import { clavesDeNumero, idNumeroCliente, LIMITE_OPERADOR } from '../../domain/numeros';
import { adminDb, callApi, createUser } from '../support/emulators';
import { expectNumerosConsistent } from '../support/numeros';
import { clienteConSaldo, expectInvariantes, nuevaRecarga, producto, recargaDoc, recargar } from '../support/recargas';

// The counter's server side: paquetes sold like top-ups, each shop's record of the
// numbers it sells to, the carrier lookup that tells another shop nothing but the carrier,
// favourites, and the shift closed from the day's summaries.

const numeroNuevo = (final = '1234') => `55${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}${final}`;

const vender = async (token: string, sku: string, numero: string) => {
  const answer = await recargar(token, nuevaRecarga(sku, numero));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe('POST /api/recargas with a paquete', () => {
  it('sells it through the same gateway, charged like a top-up, and keeps what it includes for its ticket', async () => {
    const cliente = await clienteConSaldo(50_000, { predeterminada: 5 });
    const sku = await producto({
      tipo: 'paquete',
      nombre: 'Paquete de prueba',
      monto: 10_000,
      datosMb: 3_000,
      minutos: 500,
      redesSociales: true,
      vigenciaDias: 15,
    });
    const numero = numeroNuevo();
    const body = await vender(cliente.tokenValue, sku, numero);
    expect(body).toMatchObject({
      estado: 'exitosa',
      tipo: 'paquete',
      monto: 10_000,
      precio: 9_500,
      datosMb: 3_000,
      minutos: 500,
      redesSociales: true,
      vigenciaDias: 15,
      saldo: 40_500,
    });
    const stored = await recargaDoc(String(body.id));
    expect(stored).toMatchObject({ tipo: 'paquete', datosMb: 3_000, vigenciaDias: 15 });
    // Any 4 or more digits in a row of the number find it in the shop's history.
    expect(stored?.busqueda).toEqual(clavesDeNumero(numero));
    expect(stored?.busqueda).toContain(numero.slice(-4));
    await expectInvariantes(cliente.uid);
  });

  it('refuses a SIM with a message that names what can be sold, and charges nothing', async () => {
    const cliente = await clienteConSaldo(50_000);
    const sim = await producto({ tipo: 'sim', nombre: 'Chip', monto: 0 });
    const answer = await recargar(cliente.tokenValue, nuevaRecarga(sim, numeroNuevo()));
    expect(answer).toMatchObject({ status: 422, body: { error: 'Chip no es una recarga ni un paquete' } });
    expect((await adminDb.collection('clientes').doc(cliente.uid).get()).data()?.saldo).toBe(50_000);
  });
});

describe('a shop’s record of the numbers it sells to', () => {
  it('counts its exitosas (not fallidas, less revertidas) and keeps the last one’s carrier and product', async () => {
    const cliente = await clienteConSaldo(100_000);
    const admin = await createUser('admin');
    const [telcel, movistar] = await Promise.all([
      producto({ operador: 'Telcel', monto: 5_000 }),
      producto({ operador: 'Movistar', monto: 10_000 }),
    ]);
    const numero = numeroNuevo();
    await vender(cliente.tokenValue, telcel, numero);
    const segunda = await vender(cliente.tokenValue, movistar, numero);
    const registro = () => adminDb.collection('numerosCliente').doc(idNumeroCliente(cliente.uid, numero)).get();
    expect((await registro()).data()).toEqual({
      clienteId: cliente.uid,
      numero,
      veces: 2,
      ultima: { operador: 'Movistar', productoId: movistar, monto: 10_000 },
    });

    const rechazado = numeroNuevo('0000');
    expect(await vender(cliente.tokenValue, telcel, rechazado)).toMatchObject({ estado: 'fallida' });
    expect((await adminDb.collection('numerosCliente').doc(idNumeroCliente(cliente.uid, rechazado)).get()).exists).toBe(
      false,
    );

    const revertida = await callApi('recargas/revertir', { id: segunda.id, motivo: 'Prueba' }, await admin.token());
    expect(revertida.status).toBe(200);
    expect((await registro()).data()).toMatchObject({ veces: 1, ultima: { operador: 'Movistar' } });
    expect(await expectNumerosConsistent(cliente.uid)).toBe(1);
    await expectInvariantes(cliente.uid);
  });
});

describe('POST /api/recargas/operador', () => {
  it('tells another shop the carrier of the number’s last exitosa, and nothing else about that sale', async () => {
    const [vendedor, otra] = await Promise.all([clienteConSaldo(50_000), clienteConSaldo(0)]);
    const [movistar, telcel] = await Promise.all([
      producto({ operador: 'Movistar', monto: 5_000 }),
      producto({ operador: 'Telcel', monto: 5_000 }),
    ]);
    const numero = numeroNuevo();
    await vender(vendedor.tokenValue, telcel, numero);
    await vender(vendedor.tokenValue, movistar, numero);

    const answer = await callApi('recargas/operador', { numero }, otra.tokenValue);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ operador: 'Movistar' });

    expect((await callApi('recargas/operador', { numero: numeroNuevo() }, otra.tokenValue)).body).toEqual({
      operador: null,
    });
    // A number the carrier refused is not known to be that carrier's.
    const rechazado = numeroNuevo('0000');
    await vender(vendedor.tokenValue, telcel, rechazado);
    expect((await callApi('recargas/operador', { numero: rechazado }, otra.tokenValue)).body).toEqual({
      operador: null,
    });
  });

  it('refuses without a token, other roles and a malformed number, and writes nothing', async () => {
    const [admin, gerente, cliente] = await Promise.all([
      createUser('admin'),
      createUser('manager'),
      clienteConSaldo(0),
    ]);
    expect((await callApi('recargas/operador', { numero: '5512345678' })).status).toBe(401);
    expect((await callApi('recargas/operador', { numero: '5512345678' }, await admin.token())).status).toBe(403);
    expect((await callApi('recargas/operador', { numero: '5512345678' }, await gerente.token())).status).toBe(403);
    const malo = await callApi('recargas/operador', { numero: '55 1234' }, cliente.tokenValue);
    expect(malo).toMatchObject({ status: 400, body: { error: 'El número debe tener 10 dígitos' } });
    expect((await adminDb.collection('limites').doc(`operador_${cliente.uid}`).get()).exists).toBe(false);
  });

  it(`answers 429 past ${LIMITE_OPERADOR.maximo} lookups in its window, counting nothing more`, async () => {
    const cliente = await clienteConSaldo(0);
    const limite = adminDb.collection('limites').doc(`operador_${cliente.uid}`);
    await limite.set({ desde: Date.now() - 60_000, usados: LIMITE_OPERADOR.maximo - 1 });
    expect((await callApi('recargas/operador', { numero: numeroNuevo() }, cliente.tokenValue)).status).toBe(200);
    const antes = (await limite.get()).data();
    const refusal = await callApi('recargas/operador', { numero: numeroNuevo() }, cliente.tokenValue);
    expect(refusal.status).toBe(429);
    expect(refusal.body.error).toBe(
      'Ha consultado muchas compañías en poco tiempo; elija la compañía usted mismo. Intente de nuevo en 59 minutos.',
    );
    expect((await limite.get()).data()).toEqual(antes);
    // A new window starts once this one is over.
    await limite.set({ desde: Date.now() - LIMITE_OPERADOR.ventanaMs - 1, usados: LIMITE_OPERADOR.maximo });
    expect((await callApi('recargas/operador', { numero: numeroNuevo() }, cliente.tokenValue)).status).toBe(200);
    expect((await limite.get()).data()).toMatchObject({ usados: 1 });
  });
});

describe('POST /api/favoritos and /api/favoritos/quitar', () => {
  it('saves a number with a name, renames it, and removes it, keeping the shop’s count', async () => {
    const cliente = await clienteConSaldo(0);
    const numero = numeroNuevo();
    const ref = adminDb.collection('favoritos').doc(idNumeroCliente(cliente.uid, numero));
    const cuenta = adminDb.collection('favoritosCuenta').doc(cliente.uid);

    const guardado = await callApi('favoritos', { numero, nombre: '  Doña Lupe ' }, cliente.tokenValue);
    expect(guardado).toMatchObject({ status: 200, body: { numero, nombre: 'Doña Lupe' } });
    expect((await ref.get()).data()).toMatchObject({ clienteId: cliente.uid, numero, nombre: 'Doña Lupe' });
    expect((await ref.get()).get('busqueda')).toEqual(expect.arrayContaining([numero.slice(-4), 'dona', 'lupe']));
    await callApi('favoritos', { numero, nombre: 'Lupe (tienda)' }, cliente.tokenValue);
    expect((await ref.get()).get('nombre')).toBe('Lupe (tienda)');
    expect((await cuenta.get()).data()).toEqual({ cuantos: 1 });

    expect((await callApi('favoritos/quitar', { numero }, cliente.tokenValue)).status).toBe(200);
    expect((await ref.get()).exists).toBe(false);
    expect((await cuenta.get()).data()).toEqual({ cuantos: 0 });
    expect((await callApi('favoritos/quitar', { numero }, cliente.tokenValue)).status).toBe(200);
    expect((await cuenta.get()).data()).toEqual({ cuantos: 0 });
  });

  it('refuses a 101st favourite, other roles and bad input, writing nothing', async () => {
    const [cliente, admin] = await Promise.all([clienteConSaldo(0), createUser('admin')]);
    await adminDb.collection('favoritosCuenta').doc(cliente.uid).set({ cuantos: 100 });
    const numero = numeroNuevo();
    const lleno = await callApi('favoritos', { numero, nombre: 'Otro' }, cliente.tokenValue);
    expect(lleno).toMatchObject({
      status: 422,
      body: { error: 'Ya tiene 100 favoritos: quite alguno antes de guardar otro' },
    });
    expect((await callApi('favoritos', { numero, nombre: 'X' }, await admin.token())).status).toBe(403);
    expect((await callApi('favoritos', { numero, nombre: ' ' }, cliente.tokenValue)).body).toEqual({
      error: 'El nombre es obligatorio',
    });
    expect((await callApi('favoritos', { numero: '123', nombre: 'X' }, cliente.tokenValue)).status).toBe(400);
    expect((await adminDb.collection('favoritos').where('clienteId', '==', cliente.uid).get()).size).toBe(0);
  });
});

describe('POST /api/turnos/cerrar', () => {
  const cerrar = (token: string, cuerpo: Record<string, unknown>) =>
    callApi('turnos/cerrar', { id: randomUUID(), ...cuerpo }, token);

  it('stores the shift with the cash expected from the summaries, what was counted and the difference', async () => {
    const cliente = await clienteConSaldo(100_000, { predeterminada: 5 });
    const [telcel, movistar] = await Promise.all([
      producto({ operador: 'Telcel', monto: 10_000 }),
      producto({ operador: 'Movistar', monto: 5_000 }),
    ]);
    await vender(cliente.tokenValue, telcel, numeroNuevo());
    await vender(cliente.tokenValue, movistar, numeroNuevo());
    await vender(cliente.tokenValue, telcel, numeroNuevo('0000'));

    // The screen showed $100.00 less than there is: nothing is closed.
    const visto = await cerrar(cliente.tokenValue, { esperado: 5_000, contado: 5_000 });
    expect(visto).toMatchObject({
      status: 409,
      body: {
        error:
          'Hubo ventas mientras contaba: ahora se esperan $150.00 en caja, no $50.00. Revise el corte y cierre otra vez.',
      },
    });
    expect((await adminDb.collection('turnos').where('clienteId', '==', cliente.uid).get()).size).toBe(0);

    const id = randomUUID();
    const cierre = await callApi('turnos/cerrar', { id, esperado: 15_000, contado: 14_000 }, cliente.tokenValue);
    expect(cierre.status).toBe(200);
    expect(cierre.body).toMatchObject({
      id,
      numero: 1,
      dia: diaNegocio(new Date()),
      esperado: 15_000,
      contado: 14_000,
      diferencia: -1_000,
      corte: {
        total: { exitosas: 2, monto: 15_000, precio: 14_250, fallidas: 1, montoFallidas: 10_000 },
        operadores: { Telcel: { exitosas: 1, monto: 10_000 }, Movistar: { exitosas: 1, monto: 5_000 } },
        distribuidores: { mostrador: { exitosas: 2, monto: 15_000 } },
      },
    });
    expect(cierre.body).not.toHaveProperty('base');
    // The same close again (a lost answer): the same shift, nothing more.
    const otraVez = await callApi('turnos/cerrar', { id, esperado: 15_000, contado: 14_000 }, cliente.tokenValue);
    expect({ ...otraVez.body, cerradoEn: 0 }).toEqual({ ...cierre.body, cerradoEn: 0 });

    // The next shift holds only what was sold after the close.
    await vender(cliente.tokenValue, movistar, numeroNuevo());
    const segundo = await cerrar(cliente.tokenValue, { esperado: 5_000, contado: 5_000 });
    expect(segundo.body).toMatchObject({
      numero: 2,
      esperado: 5_000,
      diferencia: 0,
      corte: { total: { exitosas: 1 } },
    });
    const turnos = await adminDb.collection('turnos').where('clienteId', '==', cliente.uid).get();
    expect(turnos.size).toBe(2);
  });

  it('refuses other roles and bad amounts, writing nothing', async () => {
    const [cliente, admin] = await Promise.all([clienteConSaldo(0), createUser('admin')]);
    expect((await cerrar(await admin.token(), { esperado: 0, contado: 0 })).status).toBe(403);
    expect((await cerrar(cliente.tokenValue, { esperado: 0, contado: -1 })).body).toEqual({
      error: 'El efectivo no puede ser negativo',
    });
    expect((await cerrar(cliente.tokenValue, { esperado: 0, contado: 10.5 })).status).toBe(400);
    expect((await cerrar(cliente.tokenValue, { contado: 0 })).status).toBe(400);
    expect((await adminDb.collection('turnos').where('clienteId', '==', cliente.uid).get()).size).toBe(0);
  });
});
