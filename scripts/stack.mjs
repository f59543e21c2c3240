#!/usr/bin/env node
// Starts the local Firebase stack (Auth, Firestore, Functions, Hosting emulators) for the
// demo project and keeps it until Ctrl-C, or runs one command against it and stops.
//
//   node scripts/stack.mjs                 persistent data in .emulator-data, seeded once
//   node scripts/stack.mjs --fresh         empty data, seeded, nothing kept
//   node scripts/stack.mjs --fresh -- CMD  run CMD against a fresh stack, exit with its code
//
// Beside the emulators it runs scripts/programador.ts, which calls the scheduled functions on their
// schedules as Cloud Scheduler does when deployed.
//
// firebase-tools 15 only manages the Firestore emulator on Java >= 21. On older Java the
// Cloud SDK's standalone Firestore emulator is started here and firebase-tools runs the rest.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { firebaseConfigPath, PORT_OFFSET, PORTS, root, STACK_ENV } from './ports.mjs';

const PROJECT = 'demo-recargas';
const STANDALONE_FIRESTORE =
  process.env.FIRESTORE_EMULATOR_BIN ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

const args = process.argv.slice(2);
const dashAt = args.indexOf('--');
const command = dashAt >= 0 ? args.slice(dashAt + 1) : [];
const fresh = args.includes('--fresh');
const dataDir = path.join(root, PORT_OFFSET ? `.emulator-data-${PORT_OFFSET}` : '.emulator-data');

const children = [];
let stopping = false;
let standaloneFirestore = false;
const firestoreDir = path.join(dataDir, 'firestore');

function javaMajor() {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${out.stderr}${out.stdout}`);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, '127.0.0.1');
  });
}

async function waitForPort(port, name, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) throw new Error('detenido');
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`El emulador ${name} no respondió en el puerto ${port}`);
}

async function waitForFunctions(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  const url = `http://127.0.0.1:${PORTS.hosting}/api/health`;
  while (Date.now() < deadline) {
    if (stopping) throw new Error('detenido');
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Las funciones no respondieron en ${url}`);
}

/**
 * The Auth emulator sends no SMS: it prints the code of each second-factor sign-in or enrolment
 * ("To sign in with MFA using +52…, use the code 123456."). The stack repeats it where it shows.
 */
function codigoSms(line) {
  const match = /To (?:sign in with MFA|enroll MFA) (?:using|with) (\+\d+), use the code (\d{6})/.exec(line);
  return match ? { telefono: match[1], codigo: match[2] } : null;
}

function start(name, cmd, cmdArgs, env = {}) {
  const child = spawn(cmd, cmdArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${name}] `;
  const quiet = Boolean(command.length) && !process.env.STACK_VERBOSE;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of chunk.split('\n')) {
        if (!line.trim()) continue;
        process.stdout.write(prefix + line + '\n');
        const sms = codigoSms(line);
        if (sms) process.stdout.write(`\n  >>> Código SMS para ${sms.telefono}: ${sms.codigo}\n\n`);
      }
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}terminó inesperadamente (${signal ?? code})`);
      void stop(1);
    }
  });
  children.push({ name, child });
  return child;
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

// The standalone emulator's --export-on-exit writes nothing here, so export before stopping.
async function exportFirestore() {
  const target = `${firestoreDir}.new`;
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const res = await fetch(`http://127.0.0.1:${PORTS.firestore}/emulator/v1/projects/${PROJECT}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ database: `projects/${PROJECT}/databases/(default)`, export_directory: target }),
  });
  if (!res.ok) throw new Error(`exportación de Firestore: ${res.status} ${await res.text()}`);
  rmSync(firestoreDir, { recursive: true, force: true });
  renameSync(target, firestoreDir);
}

function firestoreExport() {
  if (!existsSync(firestoreDir)) return null;
  for (const entry of readdirSync(firestoreDir)) {
    const metadata = path.join(firestoreDir, entry, `${entry}.overall_export_metadata`);
    if (existsSync(metadata)) return metadata;
  }
  return null;
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('Deteniendo emuladores…');
  if (standaloneFirestore && !fresh) {
    try {
      await exportFirestore();
      console.log(`Datos de Firestore guardados en ${firestoreDir}`);
    } catch (error) {
      console.error(`No se pudieron guardar los datos de Firestore: ${error.message}`);
    }
  }
  for (const { child } of children) killGroup(child, 'SIGINT');
  const deadline = Date.now() + 30_000;
  for (const { child } of children) {
    while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  for (const { child } of children) killGroup(child, 'SIGKILL');
  process.exit(code);
}

async function main() {
  for (const [name, port] of Object.entries(PORTS)) {
    if (!(await portFree(port))) {
      console.error(
        `El puerto ${port} (${name}) está ocupado. ¿Hay otro "npm start" o "npm test" en marcha? Deténgalo primero.`,
      );
      process.exit(1);
    }
  }
  const fbBin = path.join(root, 'node_modules', '.bin', 'firebase');
  const persist = fresh ? [] : ['--import', path.join(dataDir, 'firebase'), '--export-on-exit'];
  if (!fresh) mkdirSync(path.join(dataDir, 'firebase'), { recursive: true });
  const env = { FIRESTORE_EMULATOR_HOST: STACK_ENV.FIRESTORE_EMULATOR_HOST };
  const configArgs = ['--config', firebaseConfigPath()];

  if (javaMajor() >= 21) {
    start('firebase', fbBin, ['emulators:start', ...configArgs, '--project', PROJECT, ...persist], env);
  } else {
    if (!existsSync(STANDALONE_FIRESTORE)) {
      console.error(`No se encontró el emulador de Firestore en ${STANDALONE_FIRESTORE} (Java < 21).`);
      process.exit(1);
    }
    const fsArgs = [
      'start',
      '--host=127.0.0.1',
      `--port=${PORTS.firestore}`,
      `--rules=${path.join(root, 'firestore.rules')}`,
    ];
    const metadata = fresh ? null : firestoreExport();
    if (metadata) fsArgs.push(`--seed_from_export=${metadata}`);
    standaloneFirestore = true;
    start('firestore', STANDALONE_FIRESTORE, fsArgs);
    await waitForPort(PORTS.firestore, 'Firestore');
    start(
      'firebase',
      fbBin,
      ['emulators:start', ...configArgs, '--only', 'auth,functions,hosting', '--project', PROJECT, ...persist],
      env,
    );
  }
  await waitForPort(PORTS.auth, 'Auth');
  await waitForPort(PORTS.hosting, 'Hosting');
  await waitForFunctions();

  const seed = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/seed.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...STACK_ENV,
      GCLOUD_PROJECT: PROJECT,
    },
  });
  if (seed.status !== 0) {
    console.error('No se pudieron sembrar los datos de demostración.');
    return stop(1);
  }
  // The Functions emulator has no Cloud Scheduler: this one calls the scheduled functions on their schedules.
  start('programador', process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/programador.ts'], {
    ...STACK_ENV,
    GCLOUD_PROJECT: PROJECT,
  });

  if (command.length) {
    const run = spawn(command[0], command.slice(1), {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...STACK_ENV },
    });
    run.on('exit', (code) => void stop(code ?? 1));
    return;
  }
  console.log(`\nListo: http://localhost:${PORTS.hosting}  (Ctrl-C para detener; los datos se conservan)\n`);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
main().catch((error) => {
  console.error(error.message);
  void stop(1);
});
