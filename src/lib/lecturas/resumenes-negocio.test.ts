import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leerDiasNegocio } from './resumenes-negocio';

const leerDocumentos = vi.hoisted(() =>
  vi.fn<(...args: unknown[]) => Promise<{ id: string; data: Record<string, unknown> }[]>>(async () => []),
);
vi.mock('../rest/documentos-rest', () => ({ leerDocumentos }));
vi.mock('../firebase-config', () => ({ firestoreRest: 'http://rest' }));

beforeEach(() => leerDocumentos.mockClear());

describe('leerDiasNegocio', () => {
  it('asks each month of the range for its eight shards and only the range days’ parts', async () => {
    await leerDiasNegocio('token-1', { desde: '2026-10-30', hasta: '2026-11-02' }, ['total', 'operadores']);
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
    await leerDiasNegocio('token-1', { desde: '2026-11-22', hasta: '2026-11-24' }, (dia) =>
      dia === '2026-11-24' ? ['total'] : ['total.monto'],
    );
    expect(leerDocumentos.mock.calls[0][4]).toEqual([
      'mes',
      'dias.`22`.total.monto',
      'dias.`23`.total.monto',
      'dias.`24`.total',
    ]);
  });
});
