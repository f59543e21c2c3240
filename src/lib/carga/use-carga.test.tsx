import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adelantar, useCarga, type Carga } from './use-carga';

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

  it('takes a read started ahead from the click instead of reading again, once, and only while it is recent', async () => {
    const adelantada = vi.fn(() => Promise.resolve('leído al clic'));
    const propia = vi.fn(() => Promise.resolve('leído al montar'));
    adelantar('prueba:ahora', adelantada);
    expect(adelantada).toHaveBeenCalledTimes(1);
    const primera = renderHook(() => useCarga('prueba:ahora', propia));
    await waitFor(() => expect(primera.result.current.data).toBe('leído al clic'));
    expect(propia).not.toHaveBeenCalled();

    // Taken once: the next screen with that key reads for itself.
    const segunda = renderHook(() => useCarga('prueba:ahora', propia));
    await waitFor(() => expect(segunda.result.current.data).toBe('leído al montar'));
    expect(propia).toHaveBeenCalledTimes(1);

    // A read started ahead that no screen took within 3 seconds is never shown.
    const ahora = vi.spyOn(Date, 'now');
    ahora.mockReturnValue(1_000_000);
    adelantar('prueba:vieja', () => Promise.resolve('de hace 3 s'));
    ahora.mockReturnValue(1_003_000);
    const tarde = renderHook(() => useCarga('prueba:vieja', propia));
    await waitFor(() => expect(tarde.result.current.data).toBe('leído al montar'));
    ahora.mockRestore();
  });

  it('starts one read when the click and the route guard both ask for it ahead', async () => {
    const adelantada = vi.fn(() => Promise.resolve('leído una vez'));
    adelantar('prueba:doble', adelantada);
    adelantar('prueba:doble', adelantada);
    expect(adelantada).toHaveBeenCalledTimes(1);
    const propia = vi.fn(() => Promise.resolve('leído al montar'));
    const { result } = renderHook(() => useCarga('prueba:doble', propia));
    await waitFor(() => expect(result.current.data).toBe('leído una vez'));
    expect(propia).not.toHaveBeenCalled();

    // Once a screen has taken it, the next click reads again.
    adelantar('prueba:doble', adelantada);
    expect(adelantada).toHaveBeenCalledTimes(2);
  });

  it('shows the failure of a read started ahead as its Spanish message', async () => {
    adelantar('prueba:falla', () => Promise.reject(Object.assign(new Error('x'), { code: 'permission-denied' })));
    const { result } = renderHook(() => useCarga('prueba:falla', () => Promise.resolve('no debe leerse')));
    await waitFor(() => expect(result.current.error).toBe('No tiene permiso para esta operación.'));
    expect(result.current.data).toBeNull();
  });

  it('shows a read started ahead that has already answered in its first render, without reading again', async () => {
    adelantar('prueba:lista', () => Promise.resolve('leído al clic'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const propia = vi.fn(() => Promise.resolve('leído al montar'));
    const renders: Carga<string>[] = [];
    renderHook(() => {
      const carga = useCarga('prueba:lista', propia);
      renders.push(carga);
      return carga;
    });
    expect(renders[0]).toMatchObject({ data: 'leído al clic', loading: false });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(propia).not.toHaveBeenCalled();
    expect(renders.every((carga) => carga.data === 'leído al clic')).toBe(true);
  });
});
