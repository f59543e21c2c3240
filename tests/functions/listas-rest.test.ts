// The list screens' pages over Firestore's REST API (src/lib/rest/page-query.ts), the very queries the
// screens build, against the emulator and its rules: a page follows the last one exactly, even
// where many documents share the ordered value or its millisecond; each filter runs on the server;
// and the same rules judge each page by the user's ID token.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientesQuery } from '../../src/features/clientes/api/clientes-query';
import { distribuidoresQuery } from '../../src/features/distribuidores/api/distribuidores-query';
import { movimientosQuery } from '../../src/components/estado-de-cuenta/movimientos-query';
import { consultaLista } from '../../src/lib/rest/consulta-lista';
import { dbErrorMessage } from '../../src/lib/db-errors';
import { fetchPage, type ConsultaDeLista, type PageSnapshot } from '../../src/lib/rest/page-query';
import { fecha } from '../../src/lib/rest/fila-de-documento';
import { recargasQuery } from '../../src/lib/recargas/recargas-query';
import { adminDb, createUser, FIRESTORE_REST, type TestUser } from '../support/emulators';

const marca = `lr${Date.now().toString(36)}`;
const SIN_FECHAS = { desdeMs: null, hastaMs: null };

/** Every page of a query, `pageSize` at a time, as the screen's Siguiente walks them. */
async function todasLasPaginas(consulta: ConsultaDeLista, pageSize: number, usuario: TestUser) {
  const ids: string[] = [];
  let after: PageSnapshot | undefined;
  for (let vuelta = 0; vuelta < 20; vuelta += 1) {
    const page = await fetchPage(consulta, after, pageSize, { base: FIRESTORE_REST, token: await usuario.token() });
    expect(page.docs.length).toBeLessThanOrEqual(pageSize);
    expect(page.read).toBeLessThanOrEqual(pageSize + 1);
    ids.push(...page.docs.map((doc) => doc.id));
    if (!page.hasNextPage) return ids;
    after = page.docs[page.docs.length - 1];
  }
  throw new Error('Más de 20 páginas');
}

// Five clients found by one search, three with the same saldo.
const SALDOS = [900, 500, 500, 500, 100];
const clientes = SALDOS.map((saldo, i) => ({ id: `${marca}-c${i}`, saldo }));
// Three movements of one client in the same millisecond, a microsecond apart, and two at the
// bounds of a range of dates.
const clienteId = `${marca}-dueno`;
const base = Timestamp.fromMillis(Date.UTC(2026, 10, 20, 15, 0, 0, 123));
const movimientos = [
  { id: `${marca}-m0`, creadoEn: new Timestamp(base.seconds, base.nanoseconds + 1_000) },
  { id: `${marca}-m1`, creadoEn: new Timestamp(base.seconds, base.nanoseconds + 2_000) },
  { id: `${marca}-m2`, creadoEn: new Timestamp(base.seconds, base.nanoseconds + 3_000) },
  { id: `${marca}-m3`, creadoEn: Timestamp.fromMillis(Date.UTC(2026, 10, 18)) },
  { id: `${marca}-m4`, creadoEn: Timestamp.fromMillis(Date.UTC(2026, 10, 21)) },
];
const distribuidores = [
  { id: `${marca}-d0`, clienteId: null },
  { id: `${marca}-d1`, clienteId },
];

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser('admin');
  const batch = adminDb.batch();
  for (const { id, saldo } of clientes) {
    batch.set(adminDb.collection('clientes').doc(id), {
      nombre: `Tienda ${id}`,
      nombreOrden: id,
      busqueda: [marca],
      saldo,
      estatus: true,
    });
  }
  for (const { id, creadoEn } of movimientos) {
    batch.set(adminDb.collection('movimientos').doc(id), {
      clienteId,
      tipo: 'abono',
      monto: 100,
      saldoAnterior: 0,
      saldoNuevo: 100,
      origen: { tipo: 'ajuste' },
      creadoEn,
    });
  }
  for (const { id, clienteId: dueno } of distribuidores) {
    batch.set(adminDb.collection('distribuidores').doc(id), {
      nombre: `Distribuidor ${id}`,
      nombreClave: id,
      busqueda: [marca],
      clienteId: dueno,
      estatus: true,
    });
  }
  await batch.commit();
});

afterAll(async () => {
  const batch = adminDb.batch();
  for (const { id } of clientes) batch.delete(adminDb.collection('clientes').doc(id));
  for (const { id } of movimientos) batch.delete(adminDb.collection('movimientos').doc(id));
  for (const { id } of distribuidores) batch.delete(adminDb.collection('distribuidores').doc(id));
  await batch.commit();
});

describe('a list page over REST', () => {
  it('sends only the fields a row shows: never the search tokens', async () => {
    const page = await fetchPage(clientesQuery({ texto: marca, estatus: '', orden: 'nombre' }), undefined, 1, {
      base: FIRESTORE_REST,
      token: await admin.token(),
    });
    expect(page.docs[0].data()).toEqual({
      nombre: `Tienda ${marca}-c0`,
      nombreOrden: `${marca}-c0`,
      saldo: 900,
      estatus: true,
    });
  });

  it('pages through clients that share a saldo: each once, largest first, then by id', async () => {
    const ids = await todasLasPaginas(clientesQuery({ texto: marca, estatus: '', orden: 'saldo' }), 2, admin);
    // Ties keep the order's direction: the three of 500 by id, descending.
    expect(ids).toEqual([`${marca}-c0`, `${marca}-c3`, `${marca}-c2`, `${marca}-c1`, `${marca}-c4`]);
  });

  it('keeps a timestamp’s microseconds in the cursor: movements of one millisecond are each read once', async () => {
    const ids = await todasLasPaginas(movimientosQuery(clienteId, '', SIN_FECHAS), 1, admin);
    expect(ids).toEqual([`${marca}-m4`, `${marca}-m2`, `${marca}-m1`, `${marca}-m0`, `${marca}-m3`]);
  });

  it('gives a row its date as a Date, to the millisecond', async () => {
    const page = await fetchPage(movimientosQuery(clienteId, 'abono', SIN_FECHAS), undefined, 1, {
      base: FIRESTORE_REST,
      token: await admin.token(),
    });
    expect(page.docs[0].id).toBe(`${marca}-m4`);
    expect(fecha(page.docs[0].data().creadoEn)).toEqual(new Date(Date.UTC(2026, 10, 21)));
    expect(page.docs[0].data().monto).toBe(100);
  });

  it('filters a range of dates on the server: from its first day, up to but not including the day after it', async () => {
    const fechas = { desdeMs: Date.UTC(2026, 10, 18), hastaMs: Date.UTC(2026, 10, 21) };
    const ids = await todasLasPaginas(movimientosQuery(clienteId, '', fechas), 25, admin);
    expect(ids).toEqual([`${marca}-m2`, `${marca}-m1`, `${marca}-m0`, `${marca}-m3`]);
  });

  it('finds the business’s own distributors (no owner) apart from a client’s', async () => {
    const propios = await todasLasPaginas(
      distribuidoresQuery({ texto: marca, estatus: '', dueno: 'negocio' }),
      25,
      admin,
    );
    expect(propios).toEqual([`${marca}-d0`]);
    const deCliente = await todasLasPaginas(
      distribuidoresQuery({ texto: marca, estatus: '', dueno: clienteId }),
      25,
      admin,
    );
    expect(deCliente).toEqual([`${marca}-d1`]);
  });
});

describe('the rules judge each page by the user’s token', () => {
  it('a client reads its own top-ups and is refused another client’s, with the Spanish message', async () => {
    const cliente = await createUser('user', { cliente: true });
    const acceso = { base: FIRESTORE_REST, token: await cliente.token() };
    const propias = await fetchPage(recargasQuery(cliente.uid, '', '', SIN_FECHAS), undefined, 25, acceso);
    expect(propias.docs).toEqual([]);

    const ajenas = fetchPage(recargasQuery(clienteId, '', '', SIN_FECHAS), undefined, 25, acceso);
    await expect(ajenas).rejects.toMatchObject({ code: 'permission-denied' });
    expect(dbErrorMessage(await ajenas.catch((error: unknown) => error))).toBe('No tiene permiso para esta operación.');
  });

  it('a client is refused the client list; an inactive admin is refused the users', async () => {
    const cliente = await createUser('user', { cliente: true });
    await expect(
      fetchPage(clientesQuery({ texto: marca, estatus: '', orden: 'saldo' }), undefined, 25, {
        base: FIRESTORE_REST,
        token: await cliente.token(),
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    const inactivo = await createUser('admin', { estatus: false });
    await expect(
      fetchPage(consultaLista('usuarios', { orden: 'nombreOrden', campos: ['nombre'] }), undefined, 25, {
        base: FIRESTORE_REST,
        token: await inactivo.token(),
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
