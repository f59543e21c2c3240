// Property test of EVERY endpoint: the routes come from the route table of functions/src/index.ts,
// so an endpoint added later is covered without touching this file. Bodies are generated (hostile
// strings, wrong types, path-like ids, very long text, mixed with valid fields) and sent with
// various callers. Whatever comes in: the answer is 2xx or 4xx, never 5xx, and a 4xx wrote nothing
// to the database (every collection is watched while the test runs).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it points the Admin SDK at the emulators before the functions' code initialises it.
import { adminDb, callApi, createUser, uniqueEmail } from '../support/emulators';
import { postRoutes } from '../../functions/src/index';
import { conUnCampoHostil, valorHostil } from '../support/entradas-hostiles';
import { clienteConSaldo, nuevaRecarga, producto, recargar } from '../support/recargas';
import { watchWrites, type WriteWatch } from '../support/vigia';

// Enough generated bodies per route to hit each field with hostile values, with every route of
// the table in the run (about 50): the whole suite stays within npm test's 30 minutes.
const RUNS_PER_ROUTE = 40;

let watch: WriteWatch;
const tokens: Record<'admin' | 'cliente' | 'gerente', string> = { admin: '', cliente: '', gerente: '' };
/** Signs the three callers in again: a route that ends the caller's sessions (sesion/revocar) leaves the next one fresh tokens. */
let renovarTokens: () => Promise<void>;
let samples: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  const [admin, cliente, gerente, victima, otro, sku] = await Promise.all([
    createUser('admin'),
    clienteConSaldo(1_000_000),
    createUser('manager'),
    createUser('manager'),
    createUser('user', { cliente: true }),
    producto({ monto: 1_000 }),
  ]);
  renovarTokens = async () => {
    [tokens.admin, tokens.gerente, tokens.cliente] = await Promise.all([
      admin.token(),
      gerente.token(),
      cliente.token(),
    ]);
  };
  await renovarTokens();
  const recarga = nuevaRecarga(sku);
  expect((await recargar(cliente.tokenValue, recarga)).status).toBe(200);
  const compra = { origen: 'cliente', id: randomUUID(), partidas: [], saldo: 10_000, metodoPago: 'efectivo' };
  expect((await callApi('compras/crear', compra, cliente.tokenValue)).status).toBe(200);
  // A valid body per known route: the start of "valid but for one field". Routes without one get
  // the generic bodies only.
  samples = {
    '/register': { email: uniqueEmail('prop'), password: 'clave123', displayName: 'Prueba', role: 'manager' },
    '/deleteUser': { uid: victima.uid },
    '/usuarios/rol': { uid: otro.uid, role: 'user' },
    '/usuarios/estatus': { uid: victima.uid, estatus: false },
    '/usuarios/sesiones': { uid: otro.uid },
    '/saldo/ajuste': {
      clienteId: otro.uid,
      tipo: 'abono',
      monto: 100,
      motivo: 'Prueba',
      idempotencyKey: randomUUID(),
    },
    '/clientes/editar': {
      uid: otro.uid,
      nombre: 'Tienda',
      contacto: 'Rosa',
      telefono: '5512345678',
      comisiones: { predeterminada: 1 },
    },
    '/clientes/credito': {
      uid: otro.uid,
      limiteCredito: 100_000,
      plazoDias: 7,
      recargasPorMinuto: 30,
      topeVentaDiaria: null,
      motivo: 'Prueba',
    },
    '/sesion/cerrar': { screen: 'inicio' },
    '/sesion/propia': { entrada: 'inicioDeSesion' },
    '/sesion/revocar': {},
    '/recargas': nuevaRecarga(sku, '5512345678', { precio: 1_000 }),
    '/recargas/verificar': { id: recarga.id },
    '/recargas/verificar-pendientes': { minutos: 60 },
    '/recargas/revertir': { id: recarga.id, motivo: 'Prueba' },
    '/recargas/operador': { numero: '5512345678' },
    '/favoritos': { numero: '5512345678', nombre: 'Doña Lupe' },
    '/favoritos/quitar': { numero: '5512345678' },
    // The client's shift holds its one top-up of $10.00.
    '/turnos/cerrar': { id: randomUUID(), esperado: 1_000, contado: 900 },
    '/compras/crear': { ...compra, id: randomUUID() },
    '/compras/aprobar': { id: compra.id },
    '/compras/rechazar': { id: compra.id, motivo: 'Prueba' },
    '/compras/cancelar': { id: compra.id },
    '/compras/recibir': { id: compra.id },
    '/config/cuentas': {
      cuentas: (await adminDb.collection('config').doc('cuentasBancarias').get()).data()?.cuentas ?? [],
    },
    '/clientes/referencia-deposito': { clienteId: otro.uid },
    '/clientes/umbral': { clienteId: otro.uid, umbral: 50_000 },
    '/conciliacion/previa': { lineas: [LINEA] },
    '/conciliacion/aplicar': {
      importacion: {
        id: randomUUID(),
        archivo: 'estado.csv',
        sha256: 'c'.repeat(64),
        lineas: 1,
        banco: 'Banco prueba',
      },
      parte: 0,
      lineas: [LINEA],
      fin: true,
    },
    '/conciliacion/mapeo': {
      banco: 'Banco prueba',
      columnas: { fecha: 'Fecha', concepto: 'Concepto', abono: 'Abono', referencia: 'Referencia' },
    },
    '/pasarelas/guardar': {
      id: 'prueba-propiedades',
      nombre: 'Pasarela de prueba',
      implementacion: 'simulado',
      activa: false,
      umbralSaldo: 0,
      costos: {},
    },
    '/pasarelas/ruta': { operador: 'Prueba propiedades', pasarelas: [] },
    '/pasarelas/pausa': { operador: 'Prueba propiedades', pausada: false, motivo: 'Prueba de pausa' },
    '/pasarelas/fondeo': {
      pasarela: 'prueba-propiedades',
      monto: 100,
      fecha: '2026-11-28',
      referencia: 'SPEI',
      idempotencyKey: randomUUID(),
    },
    '/pasarelas/estado': {},
    '/recargas/estado-operadores': {},
  };
  expect((await callApi('pasarelas/guardar', samples['/pasarelas/guardar'], tokens.admin)).status).toBe(200);
  watch = await watchWrites(adminDb);
}, 120_000);

afterAll(async () => {
  await watch?.stop();
});

/** A deposit nobody's reference names: previewed or applied, it credits nothing. */
const LINEA = { fila: 2, fecha: '2026-11-28', concepto: 'Depósito sin referencia', abono: 1_000, referencia: 'R-PROP' };

const caller = fc.oneof(
  { arbitrary: fc.constant<keyof typeof tokens>('admin'), weight: 4 },
  { arbitrary: fc.constantFrom<keyof typeof tokens>('cliente', 'gerente'), weight: 2 },
  { arbitrary: fc.constantFrom(undefined, 'basura', '/'), weight: 1 },
);

/** Known field names with hostile values, so that bodies look like the real ones. */
const CAMPOS = ['uid', 'clienteId', 'email', 'role', 'estatus', 'monto', 'motivo', 'screen', 'nombre', 'id'];
const cuerpoGenerico = fc.dictionary(fc.constantFrom(...CAMPOS), valorHostil, { maxKeys: 5 });

function bodies(route: string): fc.Arbitrary<unknown> {
  const sample = samples[route];
  const generic = [cuerpoGenerico, valorHostil];
  return sample ? fc.oneof({ arbitrary: conUnCampoHostil(sample), weight: 3 }, ...generic) : fc.oneof(...generic);
}

describe('every endpoint under generated input', () => {
  it('has routes to test, and the watch sees a write', async () => {
    expect(Object.keys(postRoutes).length).toBeGreaterThanOrEqual(11);
    expect(Object.keys(postRoutes).filter((route) => !(route in samples))).toEqual([]);
    const mark = watch.mark();
    const ref = adminDb.collection('logs').doc();
    await ref.set({ prueba: true });
    expect(await watch.writesSince(mark)).toEqual([`added logs/${ref.id}`]);
    await ref.delete();
    await watch.quiet();
  });

  /**
   * What a window's writes leave in the database: a document that did not exist before, was created
   * and is gone again (a client queue's lease, held only while the request ran) leaves nothing.
   * Whether the listener saw that pair or nothing at all depends on timing alone.
   */
  function queda(writes: string[]): string[] {
    const porRuta = new Map<string, string[]>();
    for (const write of writes) {
      const [tipo, ruta] = [write.slice(0, write.indexOf(' ')), write.slice(write.indexOf(' ') + 1)];
      porRuta.set(ruta, [...(porRuta.get(ruta) ?? []), tipo]);
    }
    const pasajeros = new Set(
      [...porRuta].filter(([, tipos]) => tipos[0] === 'added' && tipos.at(-1) === 'removed').map(([ruta]) => ruta),
    );
    return writes.filter((write) => !pasajeros.has(write.slice(write.indexOf(' ') + 1)));
  }

  for (const route of Object.keys(postRoutes)) {
    it(`POST /api${route}: 2xx or 4xx, never 5xx; a 4xx writes nothing`, async () => {
      await renovarTokens();
      await fc.assert(
        fc.asyncProperty(bodies(route), caller, async (body, quien) => {
          const token = quien && quien in tokens ? tokens[quien as keyof typeof tokens] : quien;
          const mark = watch.mark();
          const answer = await callApi(route.slice(1), body, token);
          expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
          expect(typeof answer.body.error === 'string' || answer.status < 400).toBe(true);
          const writes = await watch.writesSince(mark);
          if (answer.status >= 400) {
            expect(queda(writes), `${answer.status} ${String(answer.body.error)}`).toEqual([]);
          }
          // What a 2xx wrote may still be on its way: let it arrive before the next window opens.
          else await watch.quiet();
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }, 180_000);
  }
});
