import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login } from './support';

async function openFromMenu(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a screen visited before draws again with no network at all', async ({ page, context }) => {
  await login(page, 'admin@demo.test');
  await openFromMenu(page, 'Clientes');
  await openFromMenu(page, 'Inicio');

  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  await context.setOffline(true);
  // Offline, a screen whose code had to be fetched would fail (and reload): both come from memory.
  await openFromMenu(page, 'Clientes');
  await expect(page.getByRole('grid')).toBeVisible();
  await openFromMenu(page, 'Inicio');
  await context.setOffline(false);
  expect(requested).toEqual([]);
});

test('the sign-in page loads the sign-in code only once the form is used', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const beforeUse = scripts.length;
  expect(scripts.some((file) => /\/assets\/iniciar-sesion-/.test(file))).toBe(false);

  await page.getByLabel('Correo electrónico').focus();
  await expect.poll(() => scripts.slice(beforeUse).some((file) => /\/assets\/iniciar-sesion-/.test(file))).toBe(true);
});

test('a first visit to /login fetches the sign-in page with the entry, and links its styles once', async ({
  page,
  request,
}) => {
  // Hosting answers /login with the page that preloads the sign-in page; other paths get index.html.
  const html = await (await request.get('/login')).text();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LoginPage-[^"]+\.js">/);
  expect(await (await request.get('/inicio')).text()).not.toContain('LoginPage-');

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  // Fetched by the HTML's preload, not by the entry's import() once it has run ('script').
  const pagina = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/LoginPage-[^/]+\.js$/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(pagina).toHaveLength(1);
  expect(pagina[0]).not.toBe('script');
  // Vite's loader sees the stylesheet already linked and adds no second one.
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/LoginPage-"]')).toHaveCount(1);
});
