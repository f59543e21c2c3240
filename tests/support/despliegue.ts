// README's "Desplegar" scripts, run as a user runs them (GCLOUD_PROJECT set), against the
// emulator, each test file in a project of its own so that no other suite's data meets them.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';

/** A project of its own for this file (deleted after it), its database, and `script` run in it. */
export function proyectoPropio(script: string) {
  const project = `demo-migrar-${randomUUID().slice(0, 8)}`;
  const app = initializeApp({ projectId: project }, project);
  afterAll(async () => {
    await deleteApp(app);
  });
  const correr = () => {
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', script], {
      encoding: 'utf8',
      env: { ...process.env, GCLOUD_PROJECT: project },
    });
    return { status: run.status, salida: `${run.stdout}${run.stderr}` };
  };
  return { db: getFirestore(app), correr };
}
