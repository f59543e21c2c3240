import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leerMesesDeClientes, leerNombresPorId } from './resumenes-clientes';

const { leerDocumentos, consultarDocumentos } = vi.hoisted(() => ({
  leerDocumentos: vi.fn<(...args: unknown[]) => Promise<{ id: string; data: Record<string, unknown> }[]>>(
    async () => [],
  ),
  consultarDocumentos: vi.fn<(...args: unknown[]) => Promise<{ id: string; data: Record<string, unknown> }[]>>(
    async () => [],
  ),
}));
vi.mock('./documentos-rest', () => ({ leerDocumentos }));
vi.mock('./consulta-rest', () => ({ consultarDocumentos }));
vi.mock('./firebase', () => ({ tokenDeSesion: async () => 'token-1', firestoreRest: 'http://rest' }));

beforeEach(() => {
  leerDocumentos.mockClear();
  consultarDocumentos.mockClear();
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

describe('leerMesesDeClientes over the last 30 days', () => {
  it("asks for the older month's days in the range, and this month's total with the days still to come", async () => {
    await leerMesesDeClientes({ desde: '2026-10-27', hasta: '2026-11-25' }, 'total');
    const campos = consultarDocumentos.mock.calls.map((call) => call[4]);
    expect(campos).toEqual([
      ['clienteId', 'mes', 'nombre', ...['27', '28', '29', '30', '31'].map((dd) => `dias.\`${dd}\`.total`)],
      ['clienteId', 'mes', 'nombre', 'total', ...['26', '27', '28', '29', '30'].map((dd) => `dias.\`${dd}\`.total`)],
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
