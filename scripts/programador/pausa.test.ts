import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { archivosDePausa, empezarCorrida, pausarProgramador, terminarCorrida } from './pausa';

const URL_PRUEBA = 'http://127.0.0.1:65431';
const { pausa, enCurso } = archivosDePausa(URL_PRUEBA);

afterEach(() => {
  terminarCorrida(URL_PRUEBA);
  rmSync(pausa, { force: true });
});

describe('the scheduler held by a test that watches every write', () => {
  it('runs when nobody holds it, and marks the run while it goes', () => {
    expect(empezarCorrida(URL_PRUEBA)).toBe(true);
    expect(existsSync(enCurso)).toBe(true);
    terminarCorrida(URL_PRUEBA);
    expect(existsSync(enCurso)).toBe(false);
  });

  it('skips a run while held and runs again once let go', async () => {
    const soltar = await pausarProgramador(URL_PRUEBA);
    expect(empezarCorrida(URL_PRUEBA)).toBe(false);
    expect(existsSync(enCurso)).toBe(false);
    soltar();
    expect(empezarCorrida(URL_PRUEBA)).toBe(true);
  });

  it('the hold waits for the run that was going', async () => {
    expect(empezarCorrida(URL_PRUEBA)).toBe(true);
    setTimeout(() => terminarCorrida(URL_PRUEBA), 300);
    const inicio = Date.now();
    const soltar = await pausarProgramador(URL_PRUEBA);
    expect(Date.now() - inicio).toBeGreaterThanOrEqual(250);
    soltar();
  });

  it('a hold whose test died expires', () => {
    writeFileSync(pausa, String(Date.now() - 1));
    expect(empezarCorrida(URL_PRUEBA)).toBe(true);
  });

  it('two stacks never share the files', () => {
    expect(archivosDePausa('http://127.0.0.1:5101').pausa).not.toBe(archivosDePausa('http://127.0.0.1:5001').pausa);
  });
});
