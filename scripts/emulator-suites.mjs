#!/usr/bin/env node
// The suites that need the running emulators: rules and functions (Vitest), then the browser
// (Playwright) and, beside it, what waits for the stack's scheduler (Vitest). All always run; the
// exit code fails if any failed.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const opts = { cwd: root, stdio: 'inherit' };
const vitestArgs = (project) => [
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile=.reports/${project}.json`,
];
/** Its exit code, or null when it could not run, as spawnSync's status. */
const correr = (cmd, args) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, opts);
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code));
  });

const vitest = spawnSync(bin('vitest'), vitestArgs('emulator'), opts).status;
// The scheduler's test spends its 2 to 4 minutes waiting for a run and writes only its own
// client's documents, while the rules and functions suites watch every write for minutes at a
// time (tests/support/vigia.ts): beside the browser, it costs npm test nothing.
const [playwright, programador] = await Promise.all([
  correr(bin('playwright'), ['test']),
  correr(bin('vitest'), vitestArgs('programador')),
]);
// Each suite's own outcome, so a failure in one is not counted against the others.
writeFileSync(path.join(root, '.reports', 'emulator-exit.json'), JSON.stringify({ vitest, playwright, programador }));
process.exit(vitest === 0 && playwright === 0 && programador === 0 ? 0 : 1);
