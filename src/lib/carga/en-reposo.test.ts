import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contarLectura, enReposo, REPOSO_MAXIMO_MS } from './en-reposo';

// What waits for rest (the live listener's SDK, the snackbar) waits for the screen's reads too:
// idle time while a read is in flight is not rest, since its answer still has to render.
const ociosos: (() => void)[] = [];
const reposar = () => ociosos.splice(0).forEach((tarea) => tarea());

/** A read whose end the test decides. */
function lectura() {
  let terminar!: () => void;
  let fallar!: () => void;
  const promesa = contarLectura(
    new Promise<void>((resolve, reject) => {
      terminar = resolve;
      fallar = () => reject(new Error('sin red'));
    }),
  );
  promesa.catch(() => undefined);
  return { terminar, fallar };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', (tarea: () => void) => ociosos.push(tarea));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  ociosos.length = 0;
});

describe('enReposo', () => {
  it('runs the task at the first idle time when no read is in flight', () => {
    const tarea = vi.fn();
    enReposo(tarea);
    expect(tarea).not.toHaveBeenCalled();
    reposar();
    expect(tarea).toHaveBeenCalledTimes(1);
  });

  it('waits for the reads in flight, then for the idle time after their answer has rendered', async () => {
    const primera = lectura();
    const segunda = lectura();
    const tarea = vi.fn();
    enReposo(tarea);
    reposar();
    primera.terminar();
    await vi.advanceTimersByTimeAsync(0);
    reposar();
    expect(tarea).not.toHaveBeenCalled();
    segunda.fallar();
    await vi.advanceTimersByTimeAsync(0);
    expect(tarea).not.toHaveBeenCalled();
    reposar();
    expect(tarea).toHaveBeenCalledTimes(1);
  });

  it('runs the task once at the latest after 5 s, even while a read hangs', async () => {
    lectura();
    const tarea = vi.fn();
    enReposo(tarea);
    reposar();
    await vi.advanceTimersByTimeAsync(REPOSO_MAXIMO_MS - 1);
    expect(tarea).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(tarea).toHaveBeenCalledTimes(1);
    reposar();
    await vi.advanceTimersByTimeAsync(REPOSO_MAXIMO_MS);
    expect(tarea).toHaveBeenCalledTimes(1);
  });

  it('gives the read back unchanged', async () => {
    await expect(contarLectura(Promise.resolve(7))).resolves.toBe(7);
    await expect(contarLectura(Promise.reject(new Error('no')))).rejects.toThrow('no');
  });
});
