import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adelantarAlCargar, olvidarAdelantadas, tomarAdelantada, vigente } from './adelantadas';
import { enReposo } from './en-reposo';

// A read started ahead counts as one of the screen's reads until the screen takes it, not only
// until it answers: a read the page load started answers before the screen has loaded, and what
// waits for rest (the live listener's SDK) must not share the phone's connection with its drawing.
const ociosos: (() => void)[] = [];
const reposar = () => ociosos.splice(0).forEach((tarea) => tarea());
const paso = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', (tarea: () => void) => ociosos.push(tarea));
});
afterEach(() => {
  olvidarAdelantadas();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  ociosos.length = 0;
});

describe('a read started ahead', () => {
  it('holds what waits for rest after it has answered, until the screen takes it', async () => {
    adelantarAlCargar('inicio:ventas', async () => 'cifras');
    await paso();
    expect(vigente('inicio:ventas')?.respuesta).toEqual({ data: 'cifras' });
    const tarea = vi.fn();
    enReposo(tarea);
    reposar();
    await paso();
    reposar();
    expect(tarea).not.toHaveBeenCalled();
    await expect(tomarAdelantada('inicio:ventas')?.promesa).resolves.toBe('cifras');
    await paso();
    reposar();
    expect(tarea).toHaveBeenCalledTimes(1);
  });

  it('holds it no longer than it may be taken, nor after a sign-out', async () => {
    adelantarAlCargar('inicio:stock', async () => [], 8_000);
    const tarea = vi.fn();
    enReposo(tarea);
    await vi.advanceTimersByTimeAsync(4_999);
    reposar();
    expect(tarea).not.toHaveBeenCalled();
    // enReposo's own cap (5 s) runs it; the read stops counting at 8 s, before the next one's cap.
    await vi.advanceTimersByTimeAsync(1);
    expect(tarea).toHaveBeenCalledTimes(1);
    const despues = vi.fn();
    enReposo(despues);
    await vi.advanceTimersByTimeAsync(2_999);
    reposar();
    expect(despues).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    reposar();
    expect(despues).toHaveBeenCalledTimes(1);
    expect(vigente('inicio:stock')).toBeUndefined();

    adelantarAlCargar('inicio:pendientes', async () => 0, 10_000);
    const tras = vi.fn();
    enReposo(tras);
    olvidarAdelantadas();
    await paso();
    reposar();
    expect(tras).toHaveBeenCalledTimes(1);
  });
});
