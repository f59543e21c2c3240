import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login } from './support';

async function openFromMenu(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a screen visited before draws again with no network at all', async ({ page, context }) => {
  // What loads at rest (the notification's code) is not a screen's code: it arrives once the
  // screens' reads are done, up to 5 s after them (lib/carga/en-reposo.ts).
  const enReposo = page.waitForResponse(/\/assets\/Snackbar-[^/]+\.js$/);
  await login(page, 'admin@demo.test');
  await openFromMenu(page, 'Clientes');
  await openFromMenu(page, 'Inicio');
  await enReposo;

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

test("signing in, then Inicio and Clientes, a reload included, never download Firestore's SDK", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (peticion) => {
    if (peticion.resourceType() === 'script') scripts.push(peticion.url());
  });
  // The sign-in's own log entry is the server's: signing in downloads no writer for it.
  await login(page, 'admin@demo.test');
  await expect(page.getByText('Vendido hoy')).toBeVisible();
  const enReposo = page.waitForResponse(/\/assets\/Snackbar-[^/]+\.js$/);
  await page.reload();
  await expect(page.getByText('Vendido hoy')).toBeVisible();
  await openFromMenu(page, 'Clientes');
  await expect(page.getByRole('grid')).toBeVisible();
  await openFromMenu(page, 'Inicio');
  await enReposo;
  // Past the session's rest: its usuarios record is read over REST, with no listener to load.
  await page.waitForTimeout(6_000);
  expect(scripts.length).toBeGreaterThan(0);
  // The SDK's own file names itself in its log lines: "Firestore (12.x.y): …". Each file is
  // fetched once, one at a time: dozens at once, again at each poll, made the Hosting emulator
  // drop a connection (ECONNRESET in a CI run).
  const conSdk = new Map<string, boolean>();
  const sinSdk = async () => {
    for (const script of scripts) {
      if (!conSdk.has(script)) conSdk.set(script, (await (await request.get(script)).text()).includes('Firestore ('));
    }
    return scripts.filter((script) => !conSdk.get(script));
  };
  expect(await sinSdk()).toEqual(scripts);
  // While a dialog that saves through it does bring it: the check can tell.
  await openFromMenu(page, 'Productos');
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(async () => (await sinSdk()).length < scripts.length).toBe(true);
});

test("a screen's page keeps the title its HTML drew: React adopts it instead of drawing it again", async ({ page }) => {
  await login(page, 'admin@demo.test');
  await page.addInitScript(() => {
    // Each element once: the parser's additions are reported one per ancestor.
    const vistos = new Set<Element>();
    Object.assign(window, { titulosDelMarco: () => [...vistos].map((titulo) => titulo.textContent) });
    new MutationObserver((cambios) => {
      for (const cambio of cambios)
        for (const nodo of cambio.addedNodes)
          if (nodo instanceof Element)
            for (const titulo of [nodo, ...nodo.querySelectorAll('*')].filter((e) => e.matches('h1.shell-titulo')))
              vistos.add(titulo);
    }).observe(document, { childList: true, subtree: true });
  });
  const avisos: string[] = [];
  page.on('console', (mensaje) => {
    if (['warning', 'error'].includes(mensaje.type())) avisos.push(mensaje.text());
  });
  // Hosting serves /clientes/ the same page.
  for (const ruta of ['/clientes', '/clientes/']) {
    await page.goto(ruta);
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    await expect(page.locator('h1.shell-titulo')).toHaveCount(0);
    // Once, by the page's HTML: a second one would be React drawing the same title anew, which
    // removes the first and paints the page's largest text once more after every script has run.
    expect(
      await page.evaluate(() => (window as unknown as { titulosDelMarco: () => string[] }).titulosDelMarco()),
    ).toEqual(['Clientes']);
  }
  expect(avisos.filter((aviso) => /dibujó de nuevo|hydrat/i.test(aviso))).toEqual([]);
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

/** The manager's Reportes with last month's rows, and every main-frame navigation from now on. */
async function reportesConFilas(page: Page) {
  await login(page, 'gerente@demo.test', 'demo1234');
  await page.getByRole('button', { name: 'Mes anterior' }).click();
  const excel = page.getByRole('button', { name: 'Exportar Excel' }).first();
  await expect(excel).toBeEnabled();
  // The chart's code has arrived too: a screen still loading its parts when the network drops shows
  // its own error (RouteError), which is not what these tests look at.
  await expect(page.getByRole('img', { name: /Ventas de recargas por día/ })).toBeVisible();
  const navegaciones: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navegaciones.push(frame.url()));
  return { excel, navegaciones };
}

const AVISO_EXCEL = 'No se pudo preparar el archivo de Excel. Revise su conexión e intente de nuevo.';

test('offline, a failure is reported on the screen itself: the notification needs no download', async ({
  page,
  context,
}) => {
  // The notification's code arrives once the signed-in screen is idle, before anything is notified.
  const notificacion = page.waitForResponse(/\/assets\/Snackbar-[^/]+\.js$/);
  const { excel, navegaciones } = await reportesConFilas(page);
  await notificacion;
  await context.setOffline(true);
  await excel.click();
  await expect(page.getByRole('alert').filter({ hasText: AVISO_EXCEL })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
  await context.setOffline(false);
  expect(navegaciones).toEqual([]);
});

test('a notification whose code cannot be fetched still shows, closes on time, and reloads nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.route(/\/assets\/(Snackbar|xlsx)-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  const { excel, navegaciones } = await reportesConFilas(page);
  await excel.click();
  const aviso = page.getByRole('alert').filter({ hasText: AVISO_EXCEL });
  await expect(aviso).toBeVisible();
  // An error stays 8 seconds, as in the snackbar.
  await expect(aviso).toBeHidden({ timeout: 12_000 });
  expect(navegaciones).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
});
