import { afterEach, describe, expect, it, vi } from 'vitest';
import { dbErrorMessage } from '../db-errors';
import { consultar, consultarDocumentos, sumarYContar } from './consulta-rest';
import { leerDocumentos, valorDeRest } from './documentos-rest';
import { alRechazar } from '../sesion/rechazos';

const BASE = 'http://127.0.0.1:8080/v1/projects/demo-x/databases/(default)/documents';

afterEach(() => vi.unstubAllGlobals());

describe('documentos-rest', () => {
  it('reads REST values as the SDK does: integers and maps as numbers and objects', () => {
    expect(
      valorDeRest({
        mapValue: {
          fields: {
            monto: { integerValue: '1605000' },
            tasa: { doubleValue: 0.5 },
            mes: { stringValue: '2026-11' },
            activo: { booleanValue: false },
            nada: { nullValue: null },
            lista: { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'ñ' }] } },
            vacia: { arrayValue: {} },
            en: { timestampValue: '2026-11-24T12:00:00Z' },
          },
        },
      }),
    ).toEqual({
      monto: 1_605_000,
      tasa: 0.5,
      mes: '2026-11',
      activo: false,
      nada: null,
      lista: [1, 'ñ'],
      vacia: [],
      en: new Date('2026-11-24T12:00:00Z'),
    });
  });

  it('asks for every id and the mask in one request, and returns the documents found with their ids', async () => {
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
      Response.json([
        { found: { name: 'projects/demo-x/databases/(default)/documents/c/a', fields: { n: { integerValue: '2' } } } },
        { missing: 'projects/demo-x/databases/(default)/documents/c/b' },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const docs = await leerDocumentos(BASE, 'token-1', 'c', ['a', 'b'], ['dias.`01`.total']);
    expect(docs).toEqual([{ id: 'a', data: { n: 2 } }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${BASE}:batchGet`);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(init.body))).toEqual({
      documents: [
        'projects/demo-x/databases/(default)/documents/c/a',
        'projects/demo-x/databases/(default)/documents/c/b',
      ],
      mask: { fieldPaths: ['dias.`01`.total'] },
    });
  });

  it('turns a refusal, a server error and a lost connection into the SDK’s Spanish messages', async () => {
    const mensaje = (respuesta: () => Promise<Response>) => {
      vi.stubGlobal('fetch', vi.fn(respuesta));
      return leerDocumentos(BASE, 't', 'c', ['a']).then(
        () => 'sin error',
        (error: unknown) => dbErrorMessage(error),
      );
    };
    expect(await mensaje(async () => new Response('{}', { status: 403 }))).toBe(
      'No tiene permiso para esta operación.',
    );
    expect(await mensaje(async () => new Response('{}', { status: 503 }))).toBe(
      'La base de datos no está disponible. Revise su conexión e intente de nuevo.',
    );
    expect(
      await mensaje(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe('La base de datos no está disponible. Revise su conexión e intente de nuevo.');
  });

  it('queries a range of a field with a projection in one request, and returns the documents with their ids', async () => {
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
      Response.json([
        {
          document: {
            name: 'projects/demo-x/databases/(default)/documents/c/a_2026-11',
            fields: { n: { integerValue: '7' } },
          },
        },
        { readTime: '2026-11-24T12:00:00Z' },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const docs = await consultarDocumentos(BASE, 'token-2', 'c', { campo: 'mes', desde: '2026-10', hasta: '2026-11' }, [
      'clienteId',
      'dias.`01`.total',
    ]);
    expect(docs).toEqual([{ id: 'a_2026-11', data: { n: 7 } }]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${BASE}:runQuery`);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-2');
    const entre = (op: string, valor: string) => ({
      fieldFilter: { field: { fieldPath: 'mes' }, op, value: { stringValue: valor } },
    });
    expect(JSON.parse(String(init.body))).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'c' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [entre('GREATER_THAN_OR_EQUAL', '2026-10'), entre('LESS_THAN_OR_EQUAL', '2026-11')],
          },
        },
        select: { fields: [{ fieldPath: 'clienteId' }, { fieldPath: 'dias.`01`.total' }] },
      },
    });
  });

  it('sends a query’s equality, numeric bound, order and limit as Firestore writes them', async () => {
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
      Response.json([
        {
          document: {
            name: 'projects/demo-x/databases/(default)/documents/productos/SIM-1',
            fields: { stock: { integerValue: '3' }, estatus: { booleanValue: true } },
          },
        },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const consulta = {
      filtros: [
        { campo: 'tipo', op: 'EQUAL', valor: 'sim' },
        { campo: 'stock', op: 'LESS_THAN_OR_EQUAL', valor: 20 },
        { campo: 'tasa', op: 'GREATER_THAN_OR_EQUAL', valor: 0.5 },
      ],
      orden: 'stock',
      limite: 10,
    } as const;
    const docs = await consultar(BASE, 'token-3', 'productos', consulta, ['nombre', 'stock']);
    expect(docs).toEqual([{ id: 'SIM-1', data: { stock: 3, estatus: true } }]);
    const filtro = (fieldPath: string, op: string, value: object) => ({
      fieldFilter: { field: { fieldPath }, op, value },
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'productos' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              filtro('tipo', 'EQUAL', { stringValue: 'sim' }),
              filtro('stock', 'LESS_THAN_OR_EQUAL', { integerValue: '20' }),
              filtro('tasa', 'GREATER_THAN_OR_EQUAL', { doubleValue: 0.5 }),
            ],
          },
        },
        orderBy: [
          { field: { fieldPath: 'stock' }, direction: 'ASCENDING' },
          { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
        ],
        limit: 10,
        select: { fields: [{ fieldPath: 'nombre' }, { fieldPath: 'stock' }] },
      },
    });
  });

  it('sorts a query descending when asked', async () => {
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => Response.json([{}]));
    vi.stubGlobal('fetch', fetchMock);
    const filtros = [{ campo: 'clienteId', op: 'EQUAL', valor: 'u1' }] as const;
    expect(
      await consultar(BASE, 't', 'recargas', { filtros, orden: 'creadoEn', descendente: true }, ['folio']),
    ).toEqual([]);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body)).structuredQuery.orderBy).toEqual([
      { field: { fieldPath: 'creadoEn' }, direction: 'DESCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
    ]);
  });

  it('adds a field up and counts on the server in one request, none of the documents sent', async () => {
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
      Response.json([
        { result: { aggregateFields: { suma: { integerValue: '1500' }, cuantos: { integerValue: '3' } } } },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await sumarYContar(BASE, 't', 'clientes', [], 'saldo')).toEqual({ suma: 1500, cuantos: 3 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${BASE}:runAggregationQuery`);
    expect(JSON.parse(String(init.body))).toEqual({
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'clientes' }] },
        aggregations: [
          { alias: 'suma', sum: { field: { fieldPath: 'saldo' } } },
          { alias: 'cuantos', count: {} },
        ],
      },
    });
  });

  it('gives a refused query the SDK’s Spanish message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    const error = await consultarDocumentos(BASE, 't', 'c', { campo: 'mes', desde: 'a', hasta: 'b' }, ['x']).catch(
      (e: unknown) => e,
    );
    expect(dbErrorMessage(error)).toBe('No tiene permiso para esta operación.');
  });

  it.each([
    [400, { error: { status: 'FAILED_PRECONDITION' } }, 'La operación no se puede realizar en el estado actual.'],
    [400, 'no es JSON', 'Los datos enviados no son válidos.'],
    [403, { error: { status: 'PERMISSION_DENIED' } }, 'No tiene permiso para esta operación.'],
    [503, { error: { status: 'OK' } }, 'La base de datos no está disponible. Revise su conexión e intente de nuevo.'],
  ])(
    'an HTTP %s answering %j gives the message of the status Firestore names, else of its HTTP status',
    async (http, cuerpo, mensaje) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(typeof cuerpo === 'string' ? cuerpo : JSON.stringify(cuerpo), { status: http })),
      );
      expect(dbErrorMessage(await leerDocumentos(BASE, 't', 'c', ['a']).catch((e: unknown) => e))).toBe(mensaje);
    },
  );

  it('reports a refusal of the session (401, 403) to the session, and no other answer', async () => {
    const avisos = vi.fn();
    const dejar = alRechazar(avisos);
    try {
      for (const http of [200, 400, 404, 503, 401, 403]) {
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => new Response(http === 200 ? '[]' : '{}', { status: http })),
        );
        await leerDocumentos(BASE, 't', 'c', ['a']).catch(() => undefined);
      }
      expect(avisos).toHaveBeenCalledTimes(2);
      // Once the session has stopped listening, nothing is told.
      dejar();
      await leerDocumentos(BASE, 't', 'c', ['a']).catch(() => undefined);
      expect(avisos).toHaveBeenCalledTimes(2);
    } finally {
      dejar();
    }
  });

  it('asks nothing for no ids', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await leerDocumentos(BASE, 't', 'c', [])).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
