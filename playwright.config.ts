import { defineConfig, devices } from '@playwright/test';

/**
 * Headless Chromium 156 still builds the address bar's WebUI popups, two renderers for every new
 * window that took 3.6 s of CPU while one test page loaded on this 2-core machine: off, as
 * Puppeteer's defaults have them. Chromium keeps only the last --disable-features, so this one
 * repeats Playwright's own list (playwright-core 1.65, chromiumSwitches); Puppeteer merges them.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

// Runs against the stack that scripts/stack.mjs starts (npm test does it); never downloads a browser.
export default defineConfig({
  testDir: 'e2e',
  // The longest flows (a client created, credited twice, edited, then signed in as) take 40 s on
  // this 2-core machine with two workers and the emulators, 60 s when it is busier, and over 2 min
  // on a slower machine of the same kind (seen 2026-11-24: every browser test 3× slower, a page's
  // first data after a reload over 10 s). Waiting longer only costs time when a test fails.
  timeout: 240_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    // localhost, as a person types it; scripts/stack.mjs sets HOSTING_URL for a shifted stack.
    baseURL: (process.env.HOSTING_URL ?? 'http://127.0.0.1:5000').replace('127.0.0.1', 'localhost'),
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // No trace by default: recording one (a DOM snapshot and a screenshot at every step) made each
    // test about 35% slower here (catalogo.spec: 78–84 s recorded, 51 s not), and CI keeps no files.
    // To record one: npx playwright test --trace retain-on-failure.
    trace: 'off',
    // The app's service worker (issue 49) would answer pages and scripts from its precache, out of
    // reach of page.route and of the request counts the tests make: blocked, except in
    // e2e/pwa.spec.ts, which checks the worker itself.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
