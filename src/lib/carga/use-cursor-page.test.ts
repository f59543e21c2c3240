import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsultaDeLista, PageSnapshot } from '../rest/page-query';
import { releerListas } from './consultas';
import { useCursorPage } from './use-cursor-page';

/** A list of 7 documents, d0…d6, in order; a page starts after the `despues` it is given. */
const { fetchPage } = vi.hoisted(() => ({ fetchPage: vi.fn() }));
vi.mock('../rest/page-query', () => ({ fetchPage }));
vi.mock('../firebase', () => ({ tokenDeSesion: async () => 'token-1', firestoreRest: 'http://rest' }));

let documentos = Array.from({ length: 7 }, (_, i) => `d${i}`);
const pagina = async (_base: unknown, after: PageSnapshot | undefined, pageSize: number) => {
  const desde = after ? documentos.indexOf(String(after.despues[0].stringValue)) + 1 : 0;
  const docs = documentos.slice(desde, desde + pageSize).map((id) => ({
    id,
    data: () => ({ id }),
    despues: [{ stringValue: id }],
  }));
  return { docs, hasNextPage: desde + pageSize < documentos.length };
};
const leidoDespuesDe = () =>
  fetchPage.mock.calls.map(([, after]) => (after ? String(after.despues[0].stringValue) : null));

const lista = (coleccion: string): ConsultaDeLista => ({
  coleccion,
  consulta: { filtros: [], orden: 'id' },
  campos: ['id'],
});
const comoFila = (doc: PageSnapshot) => doc.id;

beforeEach(() => {
  documentos = Array.from({ length: 7 }, (_, i) => `d${i}`);
  fetchPage.mockReset();
  fetchPage.mockImplementation(pagina);
});

describe('useCursorPage', () => {
  it('reads each page after the last document of the one before it, one request per page shown', async () => {
    const base = lista('compras');
    const { result } = renderHook(() => useCursorPage(base, comoFila, 3));
    await waitFor(() =>
      expect(result.current).toMatchObject({ rows: ['d0', 'd1', 'd2'], loading: false, hasNextPage: true }),
    );
    act(() => result.current.setPage(1));
    // The rows shown stay, with loading, until the next page comes.
    expect(result.current).toMatchObject({ rows: ['d0', 'd1', 'd2'], loading: true, page: 1 });
    await waitFor(() => expect(result.current).toMatchObject({ rows: ['d3', 'd4', 'd5'], loading: false }));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current).toMatchObject({ rows: ['d6'], hasNextPage: false, loading: false }));
    act(() => result.current.setPage(1));
    await waitFor(() => expect(result.current).toMatchObject({ rows: ['d3', 'd4', 'd5'], loading: false }));
    expect(leidoDespuesDe()).toEqual([null, 'd2', 'd5', 'd2']);
  });

  it('starts again from the first page on new filters, a new page size, or a page whose start is unknown', async () => {
    const bases = [lista('compras'), lista('logs')];
    const { result, rerender } = renderHook(({ base }) => useCursorPage(base, comoFila, 3), {
      initialProps: { base: bases[0] },
    });
    await waitFor(() => expect(result.current.rows).toEqual(['d0', 'd1', 'd2']));
    act(() => result.current.setPage(1));
    await waitFor(() => expect(result.current.rows).toEqual(['d3', 'd4', 'd5']));
    rerender({ base: bases[1] });
    await waitFor(() => expect(result.current).toMatchObject({ page: 0, rows: ['d0', 'd1', 'd2'], loading: false }));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current).toMatchObject({ page: 0, loading: false }));
    act(() => result.current.setPageSize(5));
    await waitFor(() => expect(result.current).toMatchObject({ rows: ['d0', 'd1', 'd2', 'd3', 'd4'], loading: false }));
    expect(
      fetchPage.mock.calls.map(([base, after, size]) => [base.coleccion, after?.despues[0].stringValue ?? null, size]),
    ).toEqual([
      ['compras', null, 3],
      ['compras', 'd2', 3],
      ['logs', null, 3],
      ['logs', null, 5],
    ]);
  });

  it('reads the page shown again after a change to its collection, and shows the failure of a read', async () => {
    const base = lista('compras');
    const otra = lista('logs');
    const { result } = renderHook(() => ({
      compras: useCursorPage(base, comoFila, 3),
      logs: useCursorPage(otra, comoFila, 3),
    }));
    await waitFor(() => expect(result.current.compras.rows).toEqual(['d0', 'd1', 'd2']));
    await waitFor(() => expect(result.current.logs.rows).toEqual(['d0', 'd1', 'd2']));
    documentos = ['nuevo', ...documentos];
    await act(() => releerListas('compras'));
    await waitFor(() => expect(result.current.compras).toMatchObject({ rows: ['nuevo', 'd0', 'd1'], loading: false }));
    expect(result.current.logs.rows).toEqual(['d0', 'd1', 'd2']);
    expect(fetchPage).toHaveBeenCalledTimes(3);

    // A change made while the first page is still being read: that answer is dropped, the page read anew.
    let responder: () => void = () => undefined;
    // Its answer is the list as it stood when it was asked, before the change.
    fetchPage.mockImplementationOnce((...args: Parameters<typeof pagina>) => {
      const antesDelCambio = pagina(...args);
      return new Promise((resolve) => (responder = () => resolve(antesDelCambio)));
    });
    act(() => result.current.compras.setPageSize(2));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(4));
    documentos = ['otro', ...documentos];
    await act(() => releerListas('compras'));
    await waitFor(() => expect(result.current.compras).toMatchObject({ rows: ['otro', 'nuevo'], loading: false }));
    await act(async () => responder());
    expect(result.current.compras.rows).toEqual(['otro', 'nuevo']);
    // And the page after it starts where the latest read of this one ended.
    act(() => result.current.compras.setPage(1));
    await waitFor(() => expect(result.current.compras).toMatchObject({ rows: ['d0', 'd1'], loading: false }));

    fetchPage.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'permission-denied' }));
    act(() => result.current.compras.reload());
    await waitFor(() => expect(result.current.compras.error).toBe('No tiene permiso para esta operación.'));
    expect(result.current.compras.rows).toEqual([]);
  });
});
