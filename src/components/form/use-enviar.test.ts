import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { useEnviar } from './use-enviar';

describe('useEnviar', () => {
  it('sends once however often it is asked while the request runs, and hands the answer over', async () => {
    const onDone = vi.fn();
    let responder: (valor: string) => void = () => undefined;
    const peticion = vi.fn(() => new Promise<string>((resolve) => (responder = resolve)));
    const { result } = renderHook(() => useEnviar(onDone, 'No se pudo.'));

    let primera: Promise<void> = Promise.resolve();
    act(() => {
      primera = result.current.enviar(peticion);
      void result.current.enviar(peticion);
    });
    expect(result.current.enviando).toBe(true);
    expect(peticion).toHaveBeenCalledTimes(1);
    await act(async () => {
      responder('hecha');
      await primera;
    });
    expect(onDone).toHaveBeenCalledWith('hecha');
  });

  it("keeps the server's refusal (or its own words) and lets the user try again", async () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useEnviar(onDone, 'No se pudo revertir la recarga.'));
    await act(() => result.current.enviar(() => Promise.reject(new ApiError(409, 'La recarga ya fue revertida'))));
    expect(result.current.error).toBe('La recarga ya fue revertida');
    expect(result.current.enviando).toBe(false);

    await act(() => result.current.enviar(() => Promise.reject(new Error('red'))));
    expect(result.current.error).toBe('No se pudo revertir la recarga.');

    await act(() => result.current.enviar(() => Promise.resolve('ok')));
    expect(onDone).toHaveBeenCalledWith('ok');
    expect(result.current.error).toBeNull();
  });
});
