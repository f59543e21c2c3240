import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leerDiasNegocio, leerMesesDeClientes, leerNombresPorId } from './resumenes-negocio';

const { leerDocumentos, consultarDocumentos } = vi.hoisted(() => ({
  leerDocumentos: vi.fn<(...args: unknown[]) => Promise<{ id: string; data: Record<string, unknown> }[]>>(
    async () => [],
  ),
  consultarDocumentos: vi.fn<(...args: unknown[]) => Promise<{ id: string; data: Record<string, unknown> }[]>>(
    async () => [],
  ),
}));
vi.mock('./documentos-rest', () => ({ leerDocumentos, consultarDocumentos }));
vi.mock('./firebase', () => ({
  auth: { currentUser: { getIdToken: async () => 'token-1' } },
  firestoreRest: 'http://rest',
}));

beforeEach(() => {
  leerDocumentos.mockClear();
  consultarDocumentos.mockClear();
});

describe('leerDiasNegocio', () => {
  it('asks each month of the range for its eight shards and only the range days’ parts', async () => {
    await leerDiasNegocio({ desde: '2026-10-30', hasta: '2026-11-02' }, ['total', 'operadores']);
    expect(leerDocumentos).toHaveBeenCalledTimes(2);
    const [octubre, noviembre] = leerDocumentos.mock.calls;
    expect(octubre.slice(0, 3)).toEqual(['http://rest', 'token-1', 'resumenesRecargas']);
    expect(octubre[3]).toHaveLength(8);
    expect(octubre[4]).toEqual([
      'mes',
      'dias.`30`.total',
      'dias.`30`.operadores',
      'dias.`31`.total',
      'dias.`31`.operadores',
    ]);
    expect(noviembre[4]).toEqual([
      'mes',
      'dias.`01`.total',
      'dias.`01`.operadores',
      'dias.`02`.total',
      'dias.`02`.operadores',
    ]);
  });

  it('chooses the parts day by day: the whole total of one day, only the amount of the others', async () => {
    await leerDiasNegocio({ desde: '2026-11-22', hasta: '2026-11-24' }, (dia) =>
      dia === '2026-11-24' ? ['total'] : ['total.monto'],
    );
    expect(leerDocumentos.mock.calls[0][4]).toEqual([
      'mes',
      'dias.`22`.total.monto',
      'dias.`23`.total.monto',
      'dias.`24`.total',
    ]);
  });

  it('reads nothing without a signed-in user', async () => {
    const { auth } = await import('./firebase');
    const usuario = auth.currentUser;
    Object.assign(auth, { currentUser: null });
    await expect(leerDiasNegocio({ desde: '2026-11-24', hasta: '2026-11-24' }, ['total'])).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    Object.assign(auth, { currentUser: usuario });
    expect(leerDocumentos).not.toHaveBeenCalled();
  });
});

describe('leerMesesDeClientes', () => {
  it('queries each month of the range apart, for only its own days of the range and one part', async () => {
    await leerMesesDeClientes({ desde: '2026-10-30', hasta: '2026-11-01' }, 'distribuidores');
    expect(consultarDocumentos.mock.calls).toEqual([
      [
        'http://rest',
        'token-1',
        'resumenesClientesMes',
        { campo: 'mes', desde: '2026-10', hasta: '2026-10' },
        ['clienteId', 'mes', 'nombre', 'dias.`30`.distribuidores', 'dias.`31`.distribuidores'],
      ],
      [
        'http://rest',
        'token-1',
        'resumenesClientesMes',
        { campo: 'mes', desde: '2026-11', hasta: '2026-11' },
        ['clienteId', 'mes', 'nombre', 'dias.`01`.distribuidores'],
      ],
    ]);
  });
});

describe('leerNombresPorId', () => {
  it('looks the names up by id with only that field, 300 ids a request', async () => {
    leerDocumentos.mockImplementation(async (...args: unknown[]) =>
      (args[3] as string[]).map((id) => ({ id, data: { nombre: `Tienda ${id}` } })),
    );
    const ids = Array.from({ length: 301 }, (_, i) => `c${i}`);
    const nombres = await leerNombresPorId('clientes', ids);
    expect(Object.keys(nombres)).toHaveLength(301);
    expect(nombres.c300).toBe('Tienda c300');
    expect(leerDocumentos.mock.calls.map((call) => [call[2], (call[3] as string[]).length, call[4]])).toEqual([
      ['clientes', 300, ['nombre']],
      ['clientes', 1, ['nombre']],
    ]);
    leerDocumentos.mockImplementation(async () => []);
  });

  it('asks nothing for no ids', async () => {
    expect(await leerNombresPorId('clientes', [])).toEqual({});
    expect(leerDocumentos).not.toHaveBeenCalled();
  });
});
