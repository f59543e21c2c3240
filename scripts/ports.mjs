// The local stack's ports: firebase.json's, shifted by STACK_PORT_OFFSET when it is set, so a
// second checkout can run its own stack (and its tests) beside the first one on one machine.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
export const PORT_OFFSET = Number(process.env.STACK_PORT_OFFSET || 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0) throw new Error('STACK_PORT_OFFSET debe ser un entero ≥ 0');

// The hub and logging ports are 100 apart in firebase.json, so shifting them by a multiple of 100
// would put one stack's hub on another's logging port: a shifted stack places them just above its
// own hosting and functions ports instead.
const hosting = firebaseJson.emulators.hosting.port + PORT_OFFSET;
const shiftedPort = (name, port) =>
  !PORT_OFFSET ? port : name === 'hub' ? hosting + 2 : name === 'logging' ? hosting + 3 : port + PORT_OFFSET;

const emulators = Object.fromEntries(
  Object.entries(firebaseJson.emulators).map(([name, value]) => [
    name,
    typeof value === 'object' && value?.port ? { ...value, port: shiftedPort(name, value.port) } : value,
  ]),
);

export const PORTS = {
  auth: emulators.auth.port,
  firestore: emulators.firestore.port,
  functions: emulators.functions.port,
  hosting: emulators.hosting.port,
  hub: emulators.hub.port,
  logging: emulators.logging.port,
};

/** What the tests and the seed read to find this stack (vite.config.ts shifts the web build's own). */
export const STACK_ENV = {
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
  HOSTING_URL: `http://127.0.0.1:${PORTS.hosting}`,
  /** The Functions emulator itself: the local scheduler (scripts/programador.ts) calls the scheduled functions there. */
  FUNCTIONS_URL: `http://127.0.0.1:${PORTS.functions}`,
};

/**
 * The Hosting headers with this stack's emulator origins: the Content-Security-Policy lets the app
 * reach the Auth and Firestore emulators, which move with the offset.
 */
function shiftedHosting() {
  let text = JSON.stringify(firebaseJson.hosting);
  for (const name of ['auth', 'firestore']) {
    const { host, port } = firebaseJson.emulators[name];
    text = text.replaceAll(`http://${host}:${port}`, `http://${host}:${port + PORT_OFFSET}`);
  }
  return JSON.parse(text);
}

/** The firebase-tools config to start: firebase.json itself, or a shifted copy beside it. */
export function firebaseConfigPath() {
  if (!PORT_OFFSET) return path.join(root, 'firebase.json');
  const shifted = path.join(root, `.firebase-${PORT_OFFSET}.json`);
  writeFileSync(shifted, JSON.stringify({ ...firebaseJson, hosting: shiftedHosting(), emulators }, null, 2));
  return shifted;
}
