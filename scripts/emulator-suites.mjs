#!/usr/bin/env node
// The suites that need the running emulators: rules and functions (Vitest), then the browser (Playwright).
// Both always run; the exit code fails if either failed.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const opts = { cwd: root, stdio: 'inherit' };

const vitest = spawnSync(
  bin('vitest'),
  ['run', '--project', 'emulator', '--reporter=default', '--reporter=json', '--outputFile=.reports/emulator.json'],
  opts,
);
const playwright = spawnSync(bin('playwright'), ['test'], opts);
// Each suite's own outcome, so a failure in one is not counted against the other.
writeFileSync(
  path.join(root, '.reports', 'emulator-exit.json'),
  JSON.stringify({ vitest: vitest.status, playwright: playwright.status }),
);
process.exit(vitest.status === 0 && playwright.status === 0 ? 0 : 1);
