// What Inicio and Reportes read over the REST API (src/lib/rest/documentos-rest.ts, consulta-rest.ts):
// the business's day shards by id and its client months by a query with a projection; admin
// Inicio's counts and low-stock SIMs; a client's saldo, day and last top-ups. The same rules judge
// each request by the user's ID token: staff read the business's documents, and only the fields
// asked for; a client reads its own and is refused the rest; an inactive user and a request
// without a valid token are refused.
import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTADORES_INICIO } from '../../domain/contadores';
import { dbErrorMessage } from '../../src/lib/db-errors';
import {
  pendientesDelCliente,
  STOCK_BAJO_CAMPOS,
  STOCK_BAJO_CONSULTA,
  ULTIMAS_CAMPOS,
  ultimasConsulta,
} from '../../src/features/inicio/api/consultas';
import { consultar, consultarDocumentos, contar, sumarYContar } from '../../src/lib/rest/consulta-rest';
import { leerDocumentos } from '../../src/lib/rest/documentos-rest';
import { leerContadoresInicio, recontarInicio } from '../../scripts/contadores-inicio';
import { adminDb, createUser, FIRESTORE_REST } from '../support/emulators';

const MES = '2099-01';
const cubeta = { exitosas: 2, monto: 10_000, precio: 9_500, costo: 9_000 };
const shard = {
  mes: MES,
  shard: 0,
  dias: { '05': { total: cubeta, operadores: { Telcel: cubeta } }, '06': { total: cubeta } },
};
const ids = [`${MES}_0`, `${MES}_1`];
const campos = ['mes', 'dias.`05`.total'];

// Two clients' months: the query finds both, and of each only the day and part asked for.
const mesDeCliente = (clienteId: string) => ({
  clienteId,
  mes: MES,
  dias: { '05': { total: cubeta, distribuidores: { mostrador: cubeta } }, '06': { total: cubeta } },
});
const clientes = ['rest-cliente-a', 'rest-cliente-b'];
const entreMeses = { campo: 'mes', desde: MES, hasta: MES };
const camposDeClientes = ['clienteId', 'dias.`05`.total'];

beforeAll(async () => {
  await adminDb.collection('resumenesRecargas').doc(`${MES}_0`).set(shard);
  for (const id of clientes) await adminDb.collection('resumenesClientesMes').doc(`${id}_${MES}`).set(mesDeCliente(id));
});
afterAll(async () => {
  await adminDb.collection('resumenesRecargas').doc(`${MES}_0`).delete();
  for (const id of clientes) await adminDb.collection('resumenesClientesMes').doc(`${id}_${MES}`).delete();
});

describe('the business’s summaries over REST', () => {
  it.each(['admin', 'manager'] as const)('%s reads the shards that exist, only the fields asked for', async (role) => {
    const user = await createUser(role);
    const docs = await leerDocumentos(FIRESTORE_REST, await user.token(), 'resumenesRecargas', ids, campos);
    expect(docs).toEqual([{ id: `${MES}_0`, data: { mes: MES, dias: { '05': { total: cubeta } } } }]);
  });

  it.each([
    ['a client', () => createUser('user', { cliente: true })],
    ['an inactive manager', () => createUser('manager', { estatus: false })],
  ])('%s is refused with the rules’ Spanish message', async (_, crear) => {
    const user = await crear();
    const lectura = leerDocumentos(FIRESTORE_REST, await user.token(), 'resumenesRecargas', ids, campos);
    await expect(lectura).rejects.toMatchObject({ code: 'permission-denied' });
    expect(dbErrorMessage(await lectura.catch((error: unknown) => error))).toBe(
      'No tiene permiso para esta operación.',
    );
  });

  it('refuses a request whose token is not one, and reads nothing', async () => {
    // The emulator answers 400 where Firestore answers 401: either way an error, never documents.
    await expect(leerDocumentos(FIRESTORE_REST, 'no-es-un-token', 'resumenesRecargas', ids)).rejects.toMatchObject({
      code: expect.stringMatching(/^(invalid-argument|unauthenticated|permission-denied)$/),
    });
  });
});

describe('the business’s client months over a REST query', () => {
  it.each(['admin', 'manager'] as const)('%s reads the month’s documents, only the fields asked for', async (role) => {
    const user = await createUser(role);
    const docs = await consultarDocumentos(
      FIRESTORE_REST,
      await user.token(),
      'resumenesClientesMes',
      entreMeses,
      camposDeClientes,
    );
    expect(docs.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      clientes.map((id) => ({ id: `${id}_${MES}`, data: { clienteId: id, dias: { '05': { total: cubeta } } } })),
    );
  });

  it.each([
    ['a client', () => createUser('user', { cliente: true })],
    ['an inactive manager', () => createUser('manager', { estatus: false })],
  ])('%s is refused with the rules’ Spanish message', async (_, crear) => {
    const user = await crear();
    const lectura = consultarDocumentos(
      FIRESTORE_REST,
      await user.token(),
      'resumenesClientesMes',
      entreMeses,
      camposDeClientes,
    );
    await expect(lectura).rejects.toMatchObject({ code: 'permission-denied' });
    expect(dbErrorMessage(await lectura.catch((error: unknown) => error))).toBe(
      'No tiene permiso para esta operación.',
    );
  });
});

// Admin Inicio's two other reads (use-inicio.ts): the counts' document by id and the low-stock
// SIMs by the page's own query (consultas.ts), each over REST with only the fields the page shows.
describe('Inicio’s counts and low stock over REST', () => {
  // First among the SIMs with none left (digits sort before letters), so that it is among the 10
  // whatever else is low; with no stock and no purchase it agrees with the stock checker, even left
  // behind by a run that stops before deleting it.
  const sku = `0REST-SIM-${Date.now()}`;
  const contadores = (token: string) =>
    leerDocumentos(
      FIRESTORE_REST,
      token,
      CONTADORES_INICIO.coleccion,
      [CONTADORES_INICIO.id],
      ['clientesActivos', 'comprasPendientes'],
    );

  beforeAll(async () => {
    await recontarInicio(adminDb);
    await adminDb
      .collection('productos')
      .doc(sku)
      .set({ nombre: 'Chip de prueba ñ', tipo: 'sim', stock: 0, estatus: true, costo: 1 });
  });
  afterAll(() => adminDb.collection('productos').doc(sku).delete());

  it('the admin reads the two counts', async () => {
    const token = await (await createUser('admin')).token();
    const [doc] = await contadores(token);
    expect(doc).toEqual({ id: CONTADORES_INICIO.id, data: await leerContadoresInicio(adminDb) });
  });

  it.each(['admin', 'manager'] as const)('%s reads the low-stock SIMs, only the fields asked for', async (role) => {
    const user = await createUser(role);
    const docs = await consultar(
      FIRESTORE_REST,
      await user.token(),
      'productos',
      STOCK_BAJO_CONSULTA,
      STOCK_BAJO_CAMPOS,
    );
    expect(docs).toContainEqual({ id: sku, data: { nombre: 'Chip de prueba ñ', stock: 0, estatus: true } });
  });

  it.each([
    ['a client', () => createUser('user', { cliente: true })],
    ['an inactive admin', () => createUser('admin', { estatus: false })],
  ])('%s is refused both reads', async (_, crear) => {
    const token = await (await crear()).token();
    await expect(contadores(token)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      consultar(FIRESTORE_REST, token, 'productos', STOCK_BAJO_CONSULTA, STOCK_BAJO_CAMPOS),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('the manager is refused the counts, which are the admin’s', async () => {
    const token = await (await createUser('manager')).token();
    await expect(contadores(token)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

// A client's Inicio (use-inicio.ts): its saldo by id, today's summary and its last top-ups by
// queries on its own clienteId, over REST. The rules judge them as the SDK's reads: its own
// documents only, and nobody else's.
describe('a client’s Inicio over REST', () => {
  const DIA = '2099-01-05';
  const escritos: FirebaseFirestore.DocumentReference[] = [];
  const escribir = async (coleccion: string, id: string, data: Record<string, unknown>) => {
    const ref = adminDb.collection(coleccion).doc(id);
    await ref.set(data);
    escritos.push(ref);
  };
  const recarga = (clienteId: string, folio: string, minuto: number) => ({
    clienteId,
    folio,
    operador: 'Telcel',
    numero: '5512345678',
    monto: 5_000,
    precio: 4_800,
    estado: 'exitosa',
    dia: DIA,
    creadoEn: Timestamp.fromDate(new Date(Date.UTC(2099, 0, 5, 12, minuto))),
  });
  const ultimas = (token: string, clienteId: string) =>
    consultar(FIRESTORE_REST, token, 'recargas', ultimasConsulta(clienteId), ULTIMAS_CAMPOS);
  let yo: Awaited<ReturnType<typeof createUser>>;
  let otro: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    [yo, otro] = await Promise.all([createUser('user', { cliente: true }), createUser('user', { cliente: true })]);
    for (let i = 0; i < 6; i += 1) await escribir('recargas', `rest-${yo.uid}-${i}`, recarga(yo.uid, `R-${i}`, i));
    await escribir('recargas', `rest-${otro.uid}-0`, recarga(otro.uid, 'OTRO', 30));
    await escribir('resumenesCliente', `rest-${yo.uid}_${DIA}`, { clienteId: yo.uid, dia: DIA, total: cubeta });
    const compra = (clienteId: string, estado: string) => ({ clienteId, estado, monto: 10_000 });
    await escribir('compras', `rest-${yo.uid}-p1`, compra(yo.uid, 'pendiente'));
    await escribir('compras', `rest-${yo.uid}-p2`, compra(yo.uid, 'pendiente'));
    await escribir('compras', `rest-${yo.uid}-a`, compra(yo.uid, 'aprobada'));
    await escribir('compras', `rest-${otro.uid}-p`, compra(otro.uid, 'pendiente'));
  });
  afterAll(() => Promise.all(escritos.map((ref) => ref.delete())));

  it('reads its saldo, its day and its last 5 top-ups, newest first, only the fields asked for', async () => {
    const token = await yo.token();
    expect(await leerDocumentos(FIRESTORE_REST, token, 'clientes', [yo.uid], ['saldo'])).toEqual([
      { id: yo.uid, data: { saldo: 0 } },
    ]);
    const dia = await consultar(
      FIRESTORE_REST,
      token,
      'resumenesCliente',
      {
        filtros: [
          { campo: 'clienteId', op: 'EQUAL', valor: yo.uid },
          { campo: 'dia', op: 'EQUAL', valor: DIA },
        ],
      },
      ['total'],
    );
    expect(dia.map(({ data }) => data)).toEqual([{ total: cubeta }]);
    expect(await ultimas(token, yo.uid)).toEqual(
      [5, 4, 3, 2, 1].map((i) => ({
        id: `rest-${yo.uid}-${i}`,
        data: { folio: `R-${i}`, operador: 'Telcel', numero: '5512345678', monto: 5_000, estado: 'exitosa' },
      })),
    );
  });

  it('counts its own pending purchases on the server (the page’s own count), and only those', async () => {
    expect(await contar(FIRESTORE_REST, await yo.token(), 'compras', pendientesDelCliente(yo.uid))).toBe(2);
    expect(await contar(FIRESTORE_REST, await otro.token(), 'compras', pendientesDelCliente(otro.uid))).toBe(1);
  });

  it('is refused the count of another client’s purchases', async () => {
    await expect(
      contar(FIRESTORE_REST, await yo.token(), 'compras', pendientesDelCliente(otro.uid)),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('is refused another client’s saldo and top-ups', async () => {
    const token = await yo.token();
    await expect(leerDocumentos(FIRESTORE_REST, token, 'clientes', [otro.uid], ['saldo'])).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(ultimas(token, otro.uid)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('Reportes’ balances over REST: every client’s saldo added up on the server', () => {
  it.each(['admin', 'manager'] as const)('%s gets the same sum and count as the server computes', async (role) => {
    // Nothing else writes while this file runs (the emulator suites run one file at a time).
    await adminDb
      .collection('clientes')
      .doc(`rest-saldo-${role}`)
      .set({ nombre: 'Suma', saldo: 12_345, estatus: true });
    try {
      const user = await createUser(role);
      const resultado = await sumarYContar(FIRESTORE_REST, await user.token(), 'clientes', [], 'saldo');
      const esperado = (
        await adminDb
          .collection('clientes')
          .aggregate({ suma: AggregateField.sum('saldo'), cuantos: AggregateField.count() })
          .get()
      ).data();
      expect(resultado).toEqual(esperado);
      expect(resultado.suma).toBeGreaterThanOrEqual(12_345);
    } finally {
      await adminDb.collection('clientes').doc(`rest-saldo-${role}`).delete();
    }
  });

  it('a client is refused the business’s balances', async () => {
    const cliente = await createUser('user', { cliente: true });
    await expect(sumarYContar(FIRESTORE_REST, await cliente.token(), 'clientes', [], 'saldo')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
