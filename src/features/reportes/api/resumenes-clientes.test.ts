import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leerMesesDeClientes } from './resumenes-clientes';

const { consultarDocumentos } = vi.hoisted(() => ({
  consultarDocumentos: vi.fn<(...args: unknown[]) => Promise<{ id: string; data: Record<string, unknown> }[]>>(
    async () => [],
  ),
}));
vi.mock('@/lib/rest/consulta-rest', () => ({ consultarDocumentos }));
vi.mock('@/lib/firebase', () => ({ tokenDeSesion: async () => 'token-1', firestoreRest: 'http://rest' }));

beforeEach(() => {
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
