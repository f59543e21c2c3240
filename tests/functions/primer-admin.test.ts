// README's "Desplegar" step that creates the first administrator, run as a user runs it, against
// the emulators, in a project of its own (no admin there yet).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';

const PROJECT = `demo-primer-${randomUUID().slice(0, 8)}`;
const app = initializeApp({ projectId: PROJECT }, PROJECT);
const db = getFirestore(app);
const auth = getAuth(app);

function primerAdmin(args: string[], contrasena = 'Contraseña segura 1') {
  const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/primer-admin.ts', ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      GCLOUD_PROJECT: PROJECT,
      PRIMER_ADMIN_CONTRASENA: contrasena,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
    },
  });
  return { status: run.status, salida: `${run.stdout}${run.stderr}` };
}

const usuarios = async () => (await db.collection('usuarios').get()).docs.map((d) => d.data());

afterAll(async () => {
  await deleteApp(app);
});

describe('npm run primer-admin', () => {
  it('refuses bad input in Spanish and creates nothing', () => {
    const malCorreo = primerAdmin(['no-es-correo', 'Ana Admin']);
    expect(malCorreo.status).toBe(2);
    expect(malCorreo.salida).toContain('email:');
    expect(primerAdmin(['ana@negocio.test', 'Ana Admin'], '').status).toBe(2);
  }, 60_000);

  it('creates the first admin (login, active usuarios record, log); a second run is refused', async () => {
    expect(await usuarios()).toEqual([]);
    const primera = primerAdmin(['ana@negocio.test', 'Ana Pérez Ñúñez']);
    expect(primera.salida).toContain('Listo: ana@negocio.test es administrador');
    expect(primera.status).toBe(0);
    const login = await auth.getUserByEmail('ana@negocio.test');
    expect(await usuarios()).toEqual([
      expect.objectContaining({ uid: login.uid, role: 'admin', estatus: true, nombre: 'Ana Pérez Ñúñez' }),
    ]);
    const logs = await db.collection('logs').where('detalle.id', '==', login.uid).get();
    expect(logs.docs.map((d) => d.data().message)).toEqual(['Primer administrador creado: ana@negocio.test']);

    const segunda = primerAdmin(['otro@negocio.test', 'Otro Admin']);
    expect(segunda.status).toBe(1);
    expect(segunda.salida).toContain('ya tiene un administrador');
    expect(await usuarios()).toHaveLength(1);
    await expect(auth.getUserByEmail('otro@negocio.test')).rejects.toMatchObject({ code: 'auth/user-not-found' });
  }, 60_000);
});
