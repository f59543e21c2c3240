import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CursorPage } from '../carga/use-cursor-page';
import { conNombres, leerNombresPorId, useNombres } from './use-nombres';

const { leerDocumentos } = vi.hoisted(() => ({
  leerDocumentos: vi.fn<(...args: unknown[]) => Promise<{ id: string; data: Record<string, unknown> }[]>>(
    async () => [],
  ),
}));
vi.mock('../rest/documentos-rest', () => ({ leerDocumentos }));
vi.mock('../firebase', () => ({ tokenDeSesion: async () => 'token-1', firestoreRest: 'http://rest' }));

const ids = Array.from({ length: 50 }, (_, i) => `p${String(i).padStart(2, '0')}`);
const nombreDe = (id: string) => `Proveedor ${id}`;

/** Answers each lookup with the names of the ids it asked for. */
const answerWithNames = async (...args: unknown[]) =>
  (args[3] as string[]).map((id) => ({ id, data: { nombre: nombreDe(id) } }));

const page = { rows: [], error: null, reload: vi.fn() } as unknown as CursorPage<unknown>;

beforeEach(() => {
  leerDocumentos.mockReset();
  leerDocumentos.mockImplementation(async () => []);
});

describe('useNombres', () => {
  it('names every row of a 50-row page, with one lookup of its distinct ids', async () => {
    leerDocumentos.mockImplementation(answerWithNames);
    const { result } = renderHook(() => useNombres('proveedores', [...ids, ids[0], null]));
    await waitFor(() => expect(Object.keys(result.current.nombres)).toHaveLength(50));
    expect(result.current.nombres.p49).toBe('Proveedor p49');
    expect(leerDocumentos.mock.calls.map((call) => [call[2], (call[3] as string[]).length, call[4]])).toEqual([
      ['proveedores', 50, ['nombre']],
    ]);
  });

  it('keeps the names it has while the next page’s are read, and then shows those', async () => {
    leerDocumentos.mockImplementation(answerWithNames);
    const { result, rerender } = renderHook(({ pagina }) => useNombres('proveedores', pagina), {
      initialProps: { pagina: ['p00', 'p01'] },
    });
    await waitFor(() => expect(result.current.nombres.p01).toBe('Proveedor p01'));
    let responder = () => {};
    leerDocumentos.mockImplementation(
      (...args: unknown[]) => new Promise((resolve) => (responder = () => resolve(answerWithNames(...args)))),
    );
    rerender({ pagina: ['p01', 'p02'] });
    await waitFor(() => expect(leerDocumentos).toHaveBeenCalledTimes(2));
    expect(result.current.nombres.p01).toBe('Proveedor p01');
    expect(result.current.nombres.p02).toBeUndefined();
    act(() => responder());
    await waitFor(() => expect(result.current.nombres.p02).toBe('Proveedor p02'));
  });

  it('reports a failure instead of leaving the names blank, and Reintentar asks again', async () => {
    leerDocumentos.mockRejectedValueOnce({ code: 'unavailable' });
    const { result } = renderHook(() => useNombres('proveedores', ids.slice(0, 2)));
    await waitFor(() =>
      expect(result.current.error).toBe('La base de datos no está disponible. Revise su conexión e intente de nuevo.'),
    );
    const shown = conNombres(page, result.current);
    expect(shown.error).toBe(result.current.error);

    leerDocumentos.mockImplementation(answerWithNames);
    act(() => shown.reload());
    await waitFor(() => expect(result.current.nombres.p01).toBe('Proveedor p01'));
    expect(result.current.error).toBeNull();
    expect(conNombres(page, result.current)).toBe(page);
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
  });

  it('asks nothing for no ids', async () => {
    expect(await leerNombresPorId('clientes', [])).toEqual({});
    expect(leerDocumentos).not.toHaveBeenCalled();
  });
});
