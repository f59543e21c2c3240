// A test that watches every write of the project (tests/support/vigia.ts: "this request wrote
// nothing") holds the local scheduler while it watches: a settlement run in the middle would be
// a write nobody asked for. Two files beside each other in the temp folder, named by the Functions
// emulator's port so that two stacks never share them: `.pausa` (the test's, holding the instant it
// expires, so a test that died leaves no scheduler stopped for long) and `.en-curso` (the
// scheduler's, while a run goes). The scheduler writes `.en-curso` BEFORE it looks for `.pausa`,
// and the test writes `.pausa` BEFORE it waits for `.en-curso` to go: whichever comes second sees
// the other. `npm start` never creates a `.pausa`.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const MAX_PAUSA_MS = 15 * 60_000;

export function archivosDePausa(functionsUrl: string): { pausa: string; enCurso: string } {
  const base = path.join(tmpdir(), `programador-${new URL(functionsUrl).port || '80'}`);
  return { pausa: `${base}.pausa`, enCurso: `${base}.en-curso` };
}

/** The scheduler's side: true when a run may start now (and `.en-curso` is written); call `terminar` after it. */
export function empezarCorrida(functionsUrl: string): boolean {
  const { pausa, enCurso } = archivosDePausa(functionsUrl);
  writeFileSync(enCurso, String(process.pid));
  let hasta = 0;
  try {
    hasta = Number(readFileSync(pausa, 'utf8'));
  } catch {
    return true;
  }
  if (Date.now() < hasta) {
    rmSync(enCurso, { force: true });
    return false;
  }
  return true;
}

export function terminarCorrida(functionsUrl: string): void {
  rmSync(archivosDePausa(functionsUrl).enCurso, { force: true });
}

/** The test's side: holds the scheduler (waiting for a run that goes to end); resolves with the way to let it go. */
export async function pausarProgramador(functionsUrl: string): Promise<() => void> {
  const { pausa, enCurso } = archivosDePausa(functionsUrl);
  writeFileSync(pausa, String(Date.now() + MAX_PAUSA_MS));
  const limite = Date.now() + 120_000;
  while (existsSync(enCurso) && Date.now() < limite) await new Promise((resolve) => setTimeout(resolve, 100));
  return () => rmSync(pausa, { force: true });
}
