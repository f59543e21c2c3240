import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adelantarAlCargar, olvidarAdelantadas, vigente } from './adelantadas';
import { avisarCambio } from './cambios';
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

  it('shows a read started ahead instead of reading again while it is under 3 s old, and reads again after', async () => {
    const adelantada = vi.fn(() => Promise.resolve('leído al clic'));
    const propia = vi.fn(() => Promise.resolve('leído al montar'));
    adelantar('prueba:ahora', adelantada);
    expect(adelantada).toHaveBeenCalledTimes(1);
    const primera = renderHook(() => useCarga('prueba:ahora', propia));
    await waitFor(() => expect(primera.result.current.data).toBe('leído al clic'));
    expect(propia).not.toHaveBeenCalled();
    primera.unmount();

    // A screen shown again within the 3 s shows the same answer: one request for both.
    const segunda = renderHook(() => useCarga('prueba:ahora', propia));
    expect(segunda.result.current.data).toBe('leído al clic');
    segunda.unmount();
    expect(propia).not.toHaveBeenCalled();

    // Later, the screen reads for itself.
    const ahora = Date.now();
    const reloj = vi.spyOn(Date, 'now').mockReturnValue(ahora + 3_001);
    const tarde = renderHook(() => useCarga('prueba:ahora', propia));
    // The answer held is not shown as current while it is read again.
    expect(tarde.result.current).toMatchObject({ data: null, loading: true });
    await waitFor(() => expect(tarde.result.current.data).toBe('leído al montar'));
    expect(propia).toHaveBeenCalledTimes(1);
    reloj.mockRestore();
  });

  it('reads again, skeleton first, a screen shown within 3 s of its last answer when a change was made since', async () => {
    let saldo = 500;
    const leerSaldo = vi.fn(async () => saldo);
    const antes = renderHook(() => useCarga('prueba:saldo', leerSaldo));
    await waitFor(() => expect(antes.result.current.data).toBe(500));
    // Another screen keeps the key while this one is left and shown again.
    const otra = renderHook(() => useCarga('prueba:saldo', leerSaldo));
    antes.unmount();
    saldo = 400;
    avisarCambio();
    const despues = renderHook(() => useCarga('prueba:saldo', leerSaldo));
    expect(despues.result.current).toMatchObject({ data: null, loading: true });
    await waitFor(() => expect(despues.result.current.data).toBe(400));
    expect(leerSaldo).toHaveBeenCalledTimes(2);
    otra.unmount();
  });

  it('keeps an answer it has shown, read ahead before it was drawn, while something else reads its key again', async () => {
    let resolver: (value: string) => void = () => undefined;
    adelantar('prueba:visto', () => Promise.resolve('primera'));
    // Answered before the screen is drawn: the screen did not read it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const pantalla = renderHook(() => useCarga('prueba:visto', () => Promise.resolve('propia')));
    await waitFor(() => expect(pantalla.result.current).toMatchObject({ data: 'primera', loading: false }));
    // A change, then a read of the same key started elsewhere (a read ahead after a click).
    avisarCambio();
    const otra = vi.fn(() => new Promise<string>((resolve) => (resolver = resolve)));
    act(() => adelantar('prueba:visto', otra));
    await waitFor(() => expect(otra).toHaveBeenCalledTimes(1));
    // What the screen drew stays (a form drawn from it keeps its messages), until the new answer.
    expect(pantalla.result.current).toMatchObject({ data: 'primera', loading: false });
    await act(async () => resolver('segunda'));
    await waitFor(() => expect(pantalla.result.current.data).toBe('segunda'));
    pantalla.unmount();
  });

  it('shows the page load’s answer in the first render, drawn once, and a reload reads again instead of bringing it back', async () => {
    adelantarAlCargar('prueba:temprana', async () => 'de la carga de la página', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    let veces = 0;
    const propia = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve(`leído ${++veces}`), 20)));
    let dibujos = 0;
    const { result } = renderHook(() => {
      dibujos++;
      return useCarga('prueba:temprana', propia);
    });
    expect(result.current).toMatchObject({ data: 'de la carga de la página', loading: false });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(propia).not.toHaveBeenCalled();
    // Drawn once: the screen is not drawn again when its query takes the answer it already shows.
    expect(dibujos).toBe(1);
    // Taken once shown: what waits for the screen's reads (en-reposo.ts) stops waiting for it.
    expect(vigente('prueba:temprana')).toBeUndefined();
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.loading).toBe(true));
    expect(result.current.data).toBeNull();
    await waitFor(() => expect(result.current.data).toBe('leído 1'));
  });

  it('shows the page load’s answer without reading again when the first render comes more than 3 s after the page load (a slow phone)', async () => {
    adelantarAlCargar('prueba:lenta', async () => 'de la carga de la página', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const reloj = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 4_000);
    try {
      const propia = vi.fn(() => Promise.resolve('leído al montar'));
      const { result } = renderHook(() => useCarga('prueba:lenta', propia));
      expect(result.current).toMatchObject({ data: 'de la carga de la página', loading: false });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(result.current).toMatchObject({ data: 'de la carga de la página', loading: false });
      expect(propia).not.toHaveBeenCalled();
    } finally {
      reloj.mockRestore();
    }
  });

  it('drops a read started ahead that no screen showed within 3 s: a screen after that shows only its own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      adelantar('prueba:vieja', () => Promise.resolve('de hace 3 s'));
      await vi.advanceTimersByTimeAsync(3_001);
      let responder: (valor: string) => void = () => undefined;
      const { result } = renderHook(() => useCarga('prueba:vieja', () => new Promise<string>((r) => (responder = r))));
      expect(result.current).toMatchObject({ data: null, loading: true });
      await act(async () => responder('leído al montar'));
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(result.current).toMatchObject({ data: 'leído al montar', loading: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets every answer, and every read in flight, when the session ends', async () => {
    const primera = renderHook(() => useCarga('prueba:sesion', () => Promise.resolve('de la sesión que terminó')));
    await waitFor(() => expect(primera.result.current.data).toBe('de la sesión que terminó'));
    let responderVieja: (valor: string) => void = () => undefined;
    adelantar('prueba:en-vuelo', () => new Promise<string>((r) => (responderVieja = r)));
    olvidarAdelantadas();
    primera.unmount();

    const siguiente = renderHook(() => useCarga('prueba:sesion', () => new Promise<string>(() => undefined)));
    expect(siguiente.result.current).toMatchObject({ data: null, loading: true });
    let responderNueva: (valor: string) => void = () => undefined;
    const otra = renderHook(() => useCarga('prueba:en-vuelo', () => new Promise<string>((r) => (responderNueva = r))));
    await act(async () => responderVieja('de la sesión que terminó'));
    expect(otra.result.current).toMatchObject({ data: null, loading: true });
    await act(async () => responderNueva('de esta sesión'));
    await waitFor(() => expect(otra.result.current.data).toBe('de esta sesión'));
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
