import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { viteAliases } from './scripts/path-aliases.ts';

export default defineConfig({
  plugins: [react()],
  // Vitest reads this file instead of vite.config.ts: the browser code's aliases again (both
  // projects extend this root config).
  resolve: { alias: viteAliases(fileURLToPath(new URL('.', import.meta.url))) },
  test: {
    // One worker per core: Vitest's default leaves one core to its own process, which idles while
    // the workers run; on these 2-core machines that was one worker, and the unit suite took 97 s
    // instead of 61 (the emulator suites run one file at a time whatever this says).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'domain/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        // The suites import some of the browser's modules (REST readers, the statement reader), whose imports use the aliases.
        extends: true,
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/programador/**'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // What waits minutes for the stack's scheduler; npm test runs it beside the browser suite.
        extends: true,
        test: {
          name: 'programador',
          environment: 'node',
          include: ['tests/programador/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
