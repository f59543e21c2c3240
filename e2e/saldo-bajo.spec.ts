import { expect, test } from './fixtures';
import { adminDb, createUser, PASSWORD } from '../tests/support/emulators';
import { fillLogin, login } from './support';
import { expectSinViolacionesGraves, nuevaTienda } from './tiendas';

// Low saldo: a shop below its threshold (default $500) sees a banner on Inicio and
// Recargas with "Comprar saldo", which opens Nueva compra with the accounts and its reference; the
// admin's Inicio lists it; the admin changes its threshold from the client's account.

test('a shop below its threshold is warned on Inicio and Recargas and buys saldo from the banner; the admin lists it and lowers its threshold', async ({
  page,
  openContext,
}) => {
  const tienda = await nuevaTienda({ pesos: 100 });
  const tel = await (await openContext({ viewport: { width: 390, height: 844 } })).newPage();
  await fillLogin(tel, tienda.email, PASSWORD);
  await expect(tel).toHaveURL('/inicio');
  const aviso = tel.getByTestId('saldo-bajo');
  await expect(aviso).toContainText('Saldo bajo: $100.00, menos que su mínimo de $500.00.');
  // Its buttons under the message, each on one line (a phone's 44 px tap target): beside it, they broke in two.
  expect((await aviso.getByRole('link', { name: 'Comprar saldo' }).boundingBox())!.height).toBeLessThanOrEqual(45);
  await tel.goto('/recargas');
  await expect(aviso).toContainText('Saldo bajo: $100.00');
  await expectSinViolacionesGraves(tel, 'Recargas con saldo bajo');
  await aviso.getByRole('link', { name: 'Comprar saldo' }).click();
  await expect(tel).toHaveURL(/\/compras/);
  const nueva = tel.getByRole('dialog', { name: 'Nueva compra' });
  await expect(nueva.getByTestId('datos-de-pago')).toContainText('Pague a una de estas cuentas:');
  await expect(nueva.getByTestId('datos-de-pago')).toContainText(/RC\d{6}/);

  // The admin's Inicio lists it; from its account, the admin lowers its threshold to $50.
  const admin = await createUser('admin');
  await login(page, admin.email, PASSWORD);
  // It lists the 10 lowest saldos: other tests' shops may hold those places, so the shop's mark is read.
  await expect(page.getByRole('list', { name: 'Clientes con saldo bajo' })).toBeVisible();
  expect((await adminDb.collection('clientes').doc(tienda.uid).get()).get('saldoBajo')).toBe(true);
  await page.goto('/clientes');
  await page.getByLabel('Buscar por nombre, correo o teléfono').fill(tienda.negocio);
  await expect(page.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
  await page.getByRole('button', { name: `Cuenta de ${tienda.negocio}` }).click();
  const cuenta = page.getByRole('dialog', { name: `Cuenta de ${tienda.negocio}` });
  await expect(cuenta.getByTestId('cuenta-umbral')).toHaveText('Se le avisa bajo $500.00');
  await cuenta.getByRole('button', { name: 'Cambiar mínimo' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Saldo mínimo' });
  await dialogo.getByLabel('Avisar al cliente cuando su saldo baje de (pesos)').fill('50');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(cuenta.getByTestId('cuenta-umbral')).toHaveText('Se le avisa bajo $50.00');

  await page.goto('/inicio');
  await expect(page.getByRole('heading', { name: 'Alertas' })).toBeVisible();
  await expect(page.getByTestId('cartera-inicio')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Clientes con saldo bajo' }).filter({ hasText: tienda.negocio }),
  ).toHaveCount(0);
  await tel.goto('/inicio');
  await expect(tel.getByText('Le avisamos cuando su saldo baje de $50.00.')).toBeVisible();
  await expect(tel.getByTestId('saldo-bajo')).toHaveCount(0);
});
