import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCarga } from './use-carga';

describe('useCarga', () => {
  it('reads per key, never shows an older key’s answer, and reads again on reload', async () => {
    let resolverA: (value: string) => void = () => undefined;
    const cargar = vi.fn((clave: string) =>
      clave === 'a' ? new Promise<string>((resolve) => (resolverA = resolve)) : Promise.resolve(`dato ${clave}`),
    );
    const { result, rerender } = renderHook(({ clave }) => useCarga(clave, () => cargar(clave ?? '')), {
      initialProps: { clave: 'a' as string | null },
    });
    expect(result.current.loading).toBe(true);
    rerender({ clave: 'b' });
    await waitFor(() => expect(result.current.data).toBe('dato b'));
    await act(async () => resolverA('dato a'));
    expect(result.current.data).toBe('dato b');
    act(() => result.current.reload());
    await waitFor(() => expect(cargar).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'dato b', loading: false }));

    rerender({ clave: null });
    expect(result.current).toMatchObject({ data: null, loading: false });
  });

  it('turns a failure into its Spanish message, with no data', async () => {
    const { result } = renderHook(() =>
      useCarga('x', () => Promise.reject(Object.assign(new Error('x'), { code: 'permission-denied' }))),
    );
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current.data).toBeNull();
    expect(result.current.error).toBe('No tiene permiso para esta operación.');
  });
});
