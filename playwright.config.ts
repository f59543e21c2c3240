import { defineConfig, devices } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Runs against the stack that scripts/stack.mjs starts (npm test does it); never downloads a browser.
export default defineConfig({
  testDir: 'e2e',
  // The longest flows (a client created, credited twice, edited, then signed in as) take 40 s on
  // this 2-core machine with two workers and the emulators, and 60 s when it is busier.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    // localhost, as a person types it; scripts/stack.mjs sets HOSTING_URL for a shifted stack.
    baseURL: (process.env.HOSTING_URL ?? 'http://127.0.0.1:5000').replace('127.0.0.1', 'localhost'),
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
