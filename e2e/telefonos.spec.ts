import { expect, test } from './fixtures';
import { adminDb, createUser, PASSWORD } from '../tests/support/emulators';
import { celdas, login, searchSettled } from './support';
import { expectSinViolacionesGraves, nuevaTienda } from './tiendas';

// A phone number reads the same on every screen, "55 1542 9165", and is typed as its digits.

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

test('a shop adds a distributor typing the number as it reads: stored as its digits, shown as every phone', async ({
  page,
}) => {
  const tienda = await nuevaTienda();
  await login(page, tienda.email, PASSWORD);
  const nombre = `Vendedor ${tienda.uid.slice(0, 6)}`;
  for (const [i, viewport] of VIEWPORTS.entries()) {
    await page.setViewportSize(viewport);
    await page.goto('/distribuidores');
    await page.getByRole('button', { name: 'Nuevo distribuidor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo distribuidor' });
    await dialog.getByLabel('Nombre').fill(`${nombre} ${i}`);
    const telefono = dialog.getByRole('textbox', { name: 'Teléfono (10 dígitos)' });
    await telefono.pressSequentially(`55 1542-916${i}`);
    await expect(telefono).toHaveValue(`551542916${i}`);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: `Distribuidor ${nombre} ${i} guardado` })).toBeVisible();
    const fila = page.getByRole('row').filter({ hasText: `${nombre} ${i}` });
    await expect(celdas(fila).nth(1)).toHaveText(`55 1542 916${i}`);
    await expectSinViolacionesGraves(page, `Distribuidores a ${viewport.width} px`);
  }
  const guardados = await adminDb.collection('distribuidores').where('clienteId', '==', tienda.uid).get();
  expect(guardados.docs.map((doc) => doc.data().telefono).sort()).toEqual(['5515429160', '5515429161']);
});

test('Clientes and Proveedores show each phone as Recargas does', async ({ page }) => {
  const tienda = await nuevaTienda();
  const admin = await createUser('admin');
  await login(page, admin.email, PASSWORD);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/clientes');
    await page.getByLabel('Buscar por nombre, correo o teléfono').fill(tienda.negocio);
    await searchSettled(page, tienda.negocio);
    await expect(celdas(page.getByRole('row').filter({ hasText: tienda.negocio })).nth(2)).toHaveText('55 1111 1111');
    await expectSinViolacionesGraves(page, `Clientes a ${viewport.width} px`);

    await page.goto('/proveedores');
    const telefonos = celdas(page.getByRole('row').filter({ hasText: '@' }).first()).nth(2);
    await expect(telefonos).toHaveText(/^\d{2} \d{4} \d{4}$/);
    await expectSinViolacionesGraves(page, `Proveedores a ${viewport.width} px`);
  }
});
