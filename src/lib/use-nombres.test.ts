import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { firestoreFake, getDocs, snapshot } from '../test/firestore-fake';
import type { CursorPage } from './use-cursor-page';
import { conNombres, useNombres } from './use-nombres';

vi.mock('firebase/firestore', () => firestoreFake);
vi.mock('./db', () => ({ db: {} }));

const ids = Array.from({ length: 50 }, (_, i) => `p${String(i).padStart(2, '0')}`);
const nombreDe = (id: string) => `Proveedor ${id}`;

/** Answers each `in` query with the names of the ids it asked for. */
function answerWithNames(parts: { value?: unknown }[]) {
  const wanted = parts.find((part) => Array.isArray(part.value))?.value as string[];
  return Promise.resolve(snapshot(wanted.map((id) => ({ id, nombre: nombreDe(id) }))));
}

const page = { rows: [], error: null, reload: vi.fn() } as unknown as CursorPage<unknown>;

describe('useNombres', () => {
  beforeEach(() => {
    getDocs.mockReset();
  });

  it('names every row of a 50-row page, asking in chunks of 30', async () => {
    getDocs.mockImplementation(answerWithNames);
    const { result } = renderHook(() => useNombres('proveedores', ids));
    await waitFor(() => expect(Object.keys(result.current.nombres)).toHaveLength(50));
    expect(result.current.nombres.p49).toBe('Proveedor p49');
    expect(getDocs.mock.calls.map(([parts]) => (parts[1].value as string[]).length)).toEqual([30, 20]);
  });

  it('reports a failure instead of leaving the names blank, and Reintentar asks again', async () => {
    getDocs.mockRejectedValueOnce({ code: 'unavailable' });
    const { result } = renderHook(() => useNombres('proveedores', ids.slice(0, 2)));
    await waitFor(() =>
      expect(result.current.error).toBe('La base de datos no está disponible. Revise su conexión e intente de nuevo.'),
    );
    const shown = conNombres(page, result.current);
    expect(shown.error).toBe(result.current.error);

    getDocs.mockImplementation(answerWithNames);
    act(() => shown.reload());
    await waitFor(() => expect(result.current.nombres.p01).toBe('Proveedor p01'));
    expect(result.current.error).toBeNull();
    expect(conNombres(page, result.current)).toBe(page);
  });
});
