#!/usr/bin/env node
// npm test: every suite, from a clean state, with the emulators and browser it needs.
// Ends with one line "N passed, N failed" totalled over all suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = [];

function run(cmd, args, env = {}) {
  console.log(`\n▶ ${[path.basename(cmd), ...args].join(' ')}`);
  const child = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status === 0;
}

function check(name, ok) {
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
  } catch {
    return null;
  }
}

function vitestCounts(name, file, ok) {
  const report = readJson(file);
  if (!report) return check(name, false);
  const failed = report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
  results.push({ name, passed: report.numPassedTests, failed });
}

function playwrightCounts(name, file, ok) {
  const stats = readJson(file)?.stats;
  if (!stats) return check(name, false);
  const failed = stats.unexpected + stats.flaky + (ok || stats.unexpected ? 0 : 1);
  results.push({ name, passed: stats.expected, failed });
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return true;
  console.log('Chromium no está instalado: se instala el paquete de Debian.');
  const [cmd, ...pre] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
  const apt = (args) =>
    spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium']);
  return existsSync(chromium);
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

check('eslint', run(bin('eslint'), ['.', '--max-warnings', '0']));
check('prettier', run(bin('prettier'), ['--check', '.']));
check('typecheck (web)', run(bin('tsc'), ['-p', 'tsconfig.json']));
check('typecheck (functions)', run(bin('tsc'), ['-p', 'functions/tsconfig.json']));

const unitOk = run(bin('vitest'), [
  'run',
  '--project',
  'unit',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=.reports/unit.json',
]);
vitestCounts('unit', 'unit.json', unitOk);

const chromiumOk = ensureChromium();
check('chromium', chromiumOk);
const buildOk = run('npm', ['run', 'build']);
check('build', buildOk);

if (buildOk && chromiumOk) {
  run(process.execPath, ['scripts/stack.mjs', '--fresh', '--', process.execPath, 'scripts/emulator-suites.mjs']);
  // Each suite's own exit code; none at all means the stack itself failed to start.
  const exits = readJson('emulator-exit.json');
  if (!exits) check('local stack', false);
  vitestCounts('rules + functions', 'emulator.json', exits?.vitest === 0);
  playwrightCounts('end-to-end', 'e2e.json', exits?.playwright === 0);
  vitestCounts('scheduler', 'programador.json', exits?.programador === 0);
}

console.log('\nResumen por suite:');
for (const r of results) console.log(`  ${r.name}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
