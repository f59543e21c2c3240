import { afterEach, describe, expect, it, vi } from 'vitest';
import { consultaLista } from './consulta-lista';
import { fetchPage } from './page-query';

const BASE = 'http://rest/v1/projects/demo-x/databases/(default)/documents';
const nombre = (id: string) => `projects/demo-x/databases/(default)/documents/clientes/${id}`;
const cliente = (id: string, saldo: number) => ({
  document: {
    name: nombre(id),
    fields: {
      nombre: { stringValue: `Tienda ${id}` },
      saldo: { integerValue: String(saldo) },
      creadoEn: { timestampValue: '2026-11-20T15:04:05.123456Z' },
    },
  },
});
const lista = consultaLista('clientes', {
  iguales: { estatus: true },
  orden: 'saldo',
  direccion: 'desc',
  campos: ['nombre', 'creadoEn'],
});

afterEach(() => vi.unstubAllGlobals());

describe('fetchPage', () => {
  it('reads one more than the page, to know there is a next one, and gives the page only', async () => {
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
      Response.json([cliente('a', 900), cliente('b', 500), cliente('c', 500)]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = await fetchPage(lista, undefined, 2, { base: BASE, token: 'token-1' });

    expect(page.read).toBe(3);
    expect(page.hasNextPage).toBe(true);
    expect(page.docs.map((doc) => doc.id)).toEqual(['a', 'b']);
    expect(page.docs[1].data()).toEqual({
      nombre: 'Tienda b',
      saldo: 500,
      creadoEn: new Date('2026-11-20T15:04:05.123Z'),
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${BASE}:runQuery`);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
    const { structuredQuery } = JSON.parse(String(init.body));
    expect(structuredQuery.limit).toBe(3);
    expect(structuredQuery.startAt).toBeUndefined();
    // Only the fields the rows read, and the one they are ordered by (the next page's cursor).
    expect(structuredQuery.select).toEqual({
      fields: [{ fieldPath: 'nombre' }, { fieldPath: 'creadoEn' }, { fieldPath: 'saldo' }],
    });
  });

  it('starts the next page after the last document: its own value and name, as stored', async () => {
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
      Response.json([cliente('b', 500), cliente('c', 500)]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = await fetchPage(lista, undefined, 1, { base: BASE, token: 't' });
    const next = await fetchPage(lista, first.docs[0], 1, { base: BASE, token: 't' });

    expect(JSON.parse(String(fetchMock.mock.calls[1][1].body)).structuredQuery.startAt).toEqual({
      values: [{ integerValue: '500' }, { referenceValue: nombre('b') }],
      before: false,
    });
    expect(next.docs.map((doc) => doc.id)).toEqual(['b']);
  });

  it('says there is no next page when the server finds no more than the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([cliente('a', 1), { readTime: '2026-11-20T00:00:00Z' }])),
    );
    const page = await fetchPage(lista, undefined, 25, { base: BASE, token: 't' });
    expect([page.docs.length, page.hasNextPage, page.read]).toEqual([1, false, 1]);
  });
});
