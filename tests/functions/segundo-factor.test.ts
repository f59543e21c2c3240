// Two-step verification: the multi-factor sign-in against the Auth emulator (enrol, sign in with the
// SMS code read from the emulator, a wrong code, no second factor) and the API's demand of it from
// every admin endpoint.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it points the Admin SDK at the emulators before the functions' code initialises it.
import {
  authRest,
  callApi,
  codigoEnviado,
  createUser,
  enviarCodigo,
  mensajeDe,
  primerPaso,
  signIn,
  telefonoDePrueba,
  terminarConCodigo,
  uniqueEmail,
  adminDb,
  type TestUser,
} from '../support/emulators';
import { postRoutes } from '../../functions/src/index';
import { CODIGO_SEGUNDO_FACTOR, SE_REQUIERE_SEGUNDO_FACTOR } from '../../domain/segundo-factor';
import { MAPEO } from '../support/conciliacion';
import { compras, proveedor, saldoPorTransferencia, simProducto } from '../support/compras';
import { type Cliente, clienteConSaldo, nuevaRecarga, producto, recargar } from '../support/recargas';
import { claimsDe } from '../support/tokens';
import { watchWrites, type WriteWatch } from '../support/vigia';

const SIN_SEGUNDO_FACTOR = { status: 403, body: { error: SE_REQUIERE_SEGUNDO_FACTOR, codigo: CODIGO_SEGUNDO_FACTOR } };

/** A code of 6 digits that is not `codigo`. */
const otroCodigo = (codigo: string) => String((Number(codigo) + 1) % 1_000_000).padStart(6, '0');

describe('two-step sign-in against the Auth emulator', () => {
  it('an enrolled account is asked for the SMS code after its password; the code the emulator sent gives a token with the second factor', async () => {
    const admin = await createUser('admin');
    const paso = await primerPaso(admin.email);
    if (!('pendiente' in paso)) throw new Error('la contraseña sola no debe dar un token');
    const sessionInfo = await enviarCodigo(paso.pendiente, paso.factorId);
    const token = await terminarConCodigo(paso.pendiente, sessionInfo, await codigoEnviado(sessionInfo));
    expect(claimsDe(token).firebase.sign_in_second_factor).toBe('phone');
    // Past the guard: the body is what the endpoint refuses.
    expect((await callApi('usuarios/estatus', {}, token)).status).toBe(400);
  });

  it('a wrong code gives no token; the code sent still works, once', async () => {
    const admin = await createUser('admin');
    const paso = await primerPaso(admin.email);
    if (!('pendiente' in paso)) throw new Error('la contraseña sola no debe dar un token');
    const sessionInfo = await enviarCodigo(paso.pendiente, paso.factorId);
    const codigo = await codigoEnviado(sessionInfo);
    await expect(terminarConCodigo(paso.pendiente, sessionInfo, otroCodigo(codigo))).rejects.toThrow(/INVALID_CODE/);
    expect(claimsDe(await terminarConCodigo(paso.pendiente, sessionInfo, codigo)).firebase.sign_in_second_factor).toBe(
      'phone',
    );
    await expect(terminarConCodigo(paso.pendiente, sessionInfo, codigo)).rejects.toThrow(/INVALID_SESSION_INFO/);
  });

  it('an admin without a second factor signs in with its password alone and is refused until it enrols one with the code', async () => {
    const admin = await createUser('admin', { segundoFactor: false });
    const sinFactor = await signIn(admin.email);
    expect(claimsDe(sinFactor).firebase.sign_in_second_factor).toBeUndefined();
    expect(await callApi('usuarios/estatus', {}, sinFactor)).toEqual(SIN_SEGUNDO_FACTOR);

    const telefono = telefonoDePrueba();
    const inicio = await authRest(
      'accounts/mfaEnrollment:start',
      { idToken: sinFactor, phoneEnrollmentInfo: { phoneNumber: telefono } },
      'v2',
    );
    const { sessionInfo } = inicio.phoneSessionInfo as { sessionInfo: string };
    const terminar = async (code: string) =>
      authRest(
        'accounts/mfaEnrollment:finalize',
        { idToken: sinFactor, phoneVerificationInfo: { sessionInfo, code } },
        'v2',
      );
    expect(mensajeDe(await terminar(otroCodigo(await codigoEnviado(sessionInfo))))).toMatch(/INVALID_CODE/);
    const fin = await terminar(await codigoEnviado(sessionInfo));
    const conFactor = String(fin.idToken);
    expect(claimsDe(conFactor).firebase.sign_in_second_factor).toBe('phone');
    expect((await callApi('usuarios/estatus', {}, conFactor)).status).toBe(400);
    // From now on its password alone gives no token.
    expect('pendiente' in (await primerPaso(admin.email))).toBe(true);
  });

  it('a manager or a client needs no second factor; with one, it signs in with the code too', async () => {
    const gerente = await createUser('manager');
    expect(claimsDe(await gerente.token()).firebase.sign_in_second_factor).toBeUndefined();
    expect((await callApi('sesion/cerrar', { screen: 'reportes' }, await gerente.token())).status).toBe(200);
    const tienda = await createUser('user', { cliente: true, segundoFactor: true });
    expect('pendiente' in (await primerPaso(tienda.email))).toBe(true);
    expect(claimsDe(await tienda.token()).firebase.sign_in_second_factor).toBe('phone');
  });
});

describe('every admin endpoint demands the second factor', () => {
  let watch: WriteWatch;
  let conFactor: string;
  let sinFactor: string;
  let admin: TestUser;
  let tienda: Cliente;
  let sku: string;

  beforeAll(async () => {
    const sinFactorAdmin = await createUser('admin', { segundoFactor: false });
    [admin, tienda, sku] = await Promise.all([createUser('admin'), clienteConSaldo(1_000_000), producto()]);
    [conFactor, sinFactor] = await Promise.all([admin.token(), sinFactorAdmin.token()]);
    watch = await watchWrites(adminDb);
  }, 60_000);

  afterAll(async () => {
    await watch?.stop();
  });

  /** A pasarela of the test's own, routed nowhere. */
  const pasarelaDePrueba = () => ({
    id: `prueba-${randomUUID().slice(0, 8)}`,
    nombre: 'Pasarela de prueba',
    implementacion: 'simulado',
    activa: false,
    umbralSaldo: 0,
    costos: {},
  });
  /** A deposit whose concepto names nobody: previewed and applied, it credits nothing. */
  const lineaDesconocida = () => ({
    fila: 2,
    fecha: '2026-11-27',
    concepto: `Depósito ${randomUUID()}`,
    abono: 1_000,
    referencia: randomUUID().slice(0, 8),
  });
  const recargaExitosa = async () => {
    const body = nuevaRecarga(sku);
    expect((await recargar(tienda.tokenValue, body)).status).toBe(200);
    return body.id;
  };
  const compraDeTienda = async () => {
    const creada = await callApi('compras/crear', saldoPorTransferencia(10_000), tienda.tokenValue);
    expect(creada.status).toBe(200);
    return String(creada.body.id);
  };
  const reabasto = async () => {
    const productoId = await simProducto();
    const body = {
      origen: 'proveedor',
      id: randomUUID(),
      proveedorId: await proveedor(),
      partidas: [{ productoId, cantidad: 2, costoUnitario: 3_500 }],
      metodoPago: 'efectivo',
    };
    return body;
  };
  const reabastoPendiente = async () => {
    const body = await reabasto();
    expect((await compras('crear', body, conFactor)).status).toBe(200);
    return body.id;
  };

  /** Each admin endpoint of today with a valid request of its own: what the two calls send. */
  const CASOS: Record<string, () => Promise<Record<string, unknown>>> = {
    '/register': async () => ({
      email: uniqueEmail('alta'),
      password: 'clave123',
      displayName: 'Alta de prueba',
      role: 'manager',
    }),
    '/deleteUser': async () => ({ uid: (await createUser('manager')).uid }),
    '/usuarios/rol': async () => ({ uid: (await createUser('user', { cliente: true })).uid, role: 'manager' }),
    '/usuarios/estatus': async () => ({ uid: (await createUser('manager')).uid, estatus: false }),
    '/usuarios/sesiones': async () => ({ uid: (await createUser('manager')).uid }),
    '/saldo/ajuste': async () => ({
      clienteId: tienda.uid,
      tipo: 'abono',
      monto: 10_000,
      motivo: 'Prueba',
      idempotencyKey: randomUUID(),
    }),
    '/clientes/editar': async () => ({
      uid: tienda.uid,
      nombre: 'Tienda verificada',
      contacto: 'Rosa',
      telefono: '5512345678',
      comisiones: { predeterminada: 1 },
    }),
    '/recargas/verificar': async () => ({ id: await recargaExitosa() }),
    '/recargas/verificar-pendientes': async () => ({ minutos: 60 }),
    '/recargas/revertir': async () => ({ id: await recargaExitosa(), motivo: 'Prueba' }),
    '/compras/crear': reabasto,
    '/compras/aprobar': async () => ({ id: await compraDeTienda() }),
    '/compras/rechazar': async () => ({ id: await compraDeTienda(), motivo: 'Prueba' }),
    '/compras/cancelar': async () => ({ id: await reabastoPendiente() }),
    '/compras/recibir': async () => ({ id: await reabastoPendiente() }),
    '/clientes/credito': async () => ({
      uid: tienda.uid,
      limiteCredito: 0,
      plazoDias: 7,
      recargasPorMinuto: 30,
      topeVentaDiaria: null,
      motivo: 'Prueba de verificación',
    }),
    '/clientes/umbral': async () => ({ clienteId: tienda.uid, umbral: 50_000 }),
    // The business's accounts as they stand, saved again: other tests read them.
    '/config/cuentas': async () => ({
      cuentas: (await adminDb.collection('config').doc('cuentasBancarias').get()).data()?.cuentas ?? [],
    }),
    '/pasarelas/guardar': async () => pasarelaDePrueba(),
    '/pasarelas/ruta': async () => ({ operador: `Prueba ${randomUUID().slice(0, 8)}`, pasarelas: [] }),
    '/pasarelas/pausa': async () => ({
      operador: `Prueba ${randomUUID().slice(0, 8)}`,
      pausada: true,
      motivo: 'Prueba de pausa',
    }),
    '/pasarelas/fondeo': async () => {
      const pasarela = pasarelaDePrueba();
      expect((await callApi('pasarelas/guardar', pasarela, conFactor)).status).toBe(200);
      return {
        pasarela: pasarela.id,
        monto: 1_000,
        fecha: '2026-11-28',
        referencia: 'SPEI',
        idempotencyKey: randomUUID(),
      };
    },
    '/pasarelas/estado': async () => ({}),
    '/conciliacion/previa': async () => ({ lineas: [lineaDesconocida()] }),
    '/conciliacion/mapeo': async () => ({ banco: 'Banco de la prueba', columnas: MAPEO }),
    '/conciliacion/aplicar': async () => ({
      importacion: {
        id: randomUUID(),
        archivo: 'estado.csv',
        sha256: 'a'.repeat(64),
        lineas: 1,
        banco: 'Banco de la prueba',
      },
      parte: 0,
      lineas: [lineaDesconocida()],
      fin: true,
    }),
  };

  for (const [ruta, preparar] of Object.entries(CASOS)) {
    it(`POST /api${ruta}: 403 without a second factor, nothing written; with it, done`, async () => {
      const body = await preparar();
      await watch.quiet();
      const mark = watch.mark();
      expect(await callApi(ruta.slice(1), body, sinFactor)).toEqual(SIN_SEGUNDO_FACTOR);
      expect(await watch.writesSince(mark)).toEqual([]);
      const hecho = await callApi(ruta.slice(1), body, conFactor);
      expect(hecho.status, JSON.stringify(hecho.body)).toBe(200);
      await watch.quiet();
    });
  }

  it('every route an admin may call refuses it without a second factor, but its own session entries (endpoints added later included)', async () => {
    const sesionPropia = ['/sesion/cerrar', '/sesion/propia', '/sesion/revocar'];
    const rutas = Object.keys(postRoutes).filter((ruta) => !sesionPropia.includes(ruta));
    expect(Object.keys(CASOS).filter((ruta) => !rutas.includes(ruta))).toEqual([]);
    const soloDeOtros: string[] = [];
    for (const ruta of rutas) {
      const sin = await callApi(ruta.slice(1), {}, sinFactor);
      if (sin.body.error === 'No tiene permiso para esta operación') {
        // A route of other roles: refused to any admin, second factor or not.
        expect((await callApi(ruta.slice(1), {}, conFactor)).body.error, ruta).toBe(sin.body.error);
        soloDeOtros.push(ruta);
      } else expect(sin, ruta).toEqual(SIN_SEGUNDO_FACTOR);
    }
    expect(soloDeOtros).toContain('/recargas');
    // The session's own entries take the admin still enrolling (it signs in, is logged, signs out).
    expect((await callApi('sesion/propia', { entrada: 'inicioDeSesion' }, sinFactor)).status).toBe(200);
    expect((await callApi('sesion/cerrar', { screen: 'perfil' }, sinFactor)).status).toBe(200);
    await watch.quiet();
  });
});
