import { expect, test } from './fixtures';
import { abrirComo, entrar, login, logoutFromMenu, searchSettled } from './support';
import { expectSinViolacionesGraves } from './tiendas';

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the top bar shows the user name and opens a 280 px drawer on the right', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('cliente@demo.test');
    await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const open = page.getByRole('button', { name: 'Abrir menú' });
    await expect(open).toHaveText('Carla Cliente');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();

    await open.click();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav).toBeVisible();
    const drawer = page.locator('.MuiDrawer-paper');
    await expect(drawer).toBeVisible();
    // Measured once the slide-in has finished.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(390 - 280);
    expect((await drawer.boundingBox())?.width).toBe(280);

    await nav.getByRole('link', { name: 'Compras' }).click();
    await expect(page).toHaveURL('/compras');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compras');
    await expect(nav).toBeHidden();
  });

  test('a pager inside a card shows the whole of itself, its next-page arrow included', async ({ page }) => {
    await abrirComo(page, 'cliente@demo.test', '/recargas');
    const siguiente = page.getByRole('button', { name: 'Página siguiente' });
    await expect(siguiente).toBeVisible();
    // MUI's pager scrolls sideways inside its box when it does not fit: the arrow was then past the edge.
    const medida = await siguiente.evaluate((boton) => {
      const pager = boton.closest('.MuiTablePagination-root');
      if (!(pager instanceof HTMLElement)) return null;
      return {
        desborde: pager.scrollWidth - pager.clientWidth,
        fuera: boton.getBoundingClientRect().right - pager.getBoundingClientRect().right,
      };
    });
    expect(medida).not.toBeNull();
    expect(medida?.desborde).toBeLessThanOrEqual(0);
    expect(medida?.fuera).toBeLessThanOrEqual(0);
  });

  test('a list shows each row as a card with every column and its actions, fits the width and never loads the grid', async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await entrar(page, 'admin@demo.test');
    await expect(page).toHaveURL('/inicio');
    await page.goto('/clientes');
    // Other tests add clients: find the demo one (only its card and the header row remain).
    await page.getByLabel('Buscar por nombre, correo o teléfono').fill('Recargas La Esquina');
    await searchSettled(page, 'Recargas La Esquina');
    const lista = page.getByRole('table', { name: 'Clientes' });
    const tarjeta = lista.getByRole('row').filter({ hasText: 'Recargas La Esquina' });
    await expect(tarjeta).toBeVisible();
    // Each column a labelled line (the label seen, the value a cell), the actions at its foot.
    for (const etiqueta of ['Negocio', 'Saldo', 'Estatus']) await expect(tarjeta).toContainText(etiqueta);
    await expect(tarjeta.getByRole('cell').filter({ hasText: /^\$[\d,]+\.\d{2}$/ })).toHaveCount(1);
    await expect(tarjeta.getByRole('button', { name: 'Cuenta de Recargas La Esquina' })).toBeVisible();
    await expect(lista.getByRole('columnheader', { name: 'Saldo' })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Página siguiente' })).toBeVisible();
    expect(chunks.filter((path) => /GridTable|x-data-grid/i.test(path))).toEqual([]);
    await expectSinViolacionesGraves(page, 'Clientes como tarjetas en un teléfono');
  });
});

test('desktop: the menu is on the right and collapses to a remembered narrow rail', async ({ page }) => {
  await login(page, 'admin@demo.test');
  const drawer = page.getByRole('complementary', { name: 'Menú' });
  const wide = await drawer.boundingBox();
  expect(wide?.width).toBe(240);
  expect((wide?.x ?? 0) + (wide?.width ?? 0)).toBe(1280);

  await page.getByRole('button', { name: 'Contraer menú' }).click();
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(65);
  await expect(page.getByRole('link', { name: 'Clientes' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expandir menú' })).toBeVisible();
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(65);
});

test('the dark theme is chosen in Perfil and remembered', async ({ page }) => {
  await login(page, 'admin@demo.test');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('link', { name: /Perfil de/ }).click();
  await page.getByRole('radio', { name: 'Oscuro' }).check();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: 'Oscuro' })).toBeChecked();

  // The sign-in page draws without MUI (theme/shell.css) and follows the remembered mode too.
  await logoutFromMenu(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  const fondo = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(fondo).toBe('rgb(30, 30, 30)');
  await expectSinViolacionesGraves(page, 'Inicio de sesión en modo oscuro');
});

test('every screen of a role opens with its title from the menu', async ({ page }) => {
  await login(page, 'admin@demo.test');
  for (const title of ['Clientes', 'Reportes', 'Proveedores', 'Usuarios', 'Productos', 'Compras', 'Logs', 'Inicio']) {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} · Recargas y Chips`);
  }
  await page.getByRole('link', { name: /Perfil de/ }).click();
  await expect(page).toHaveURL('/perfil');
});

test.describe('on a 1366×768 laptop with the menu open', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const ruta of ['/clientes', '/proveedores', '/productos', '/distribuidores', '/usuarios', '/logs']) {
    test(`${ruta}: every column and action fits, and no button wraps`, async ({ page }) => {
      await login(page, 'admin@demo.test');
      await page.goto(ruta);
      await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
      const problemas = await page.evaluate(() => {
        const found: string[] = [];
        const scroller = document.querySelector('.MuiDataGrid-virtualScroller');
        if (!scroller) return ['no grid'];
        // What the table shows without scrolling sideways: every column header must end inside it.
        const right = scroller.getBoundingClientRect().left + scroller.clientWidth;
        for (const header of document.querySelectorAll('.MuiDataGrid-columnHeader')) {
          const box = header.getBoundingClientRect();
          if (box.right > right + 1) found.push(`${header.textContent} ends at ${box.right} > ${right}`);
        }
        for (const button of document.querySelectorAll('main button')) {
          const box = button.getBoundingClientRect();
          if (button.textContent?.trim() && box.height > 44) found.push(`button "${button.textContent}" wraps`);
        }
        return found;
      });
      expect(problemas).toEqual([]);
    });
  }
});
