// Cutting a session: the user from Perfil ("Cerrar sesión en todos sus dispositivos"), the admin
// from Usuarios ("Cerrar sus sesiones"). The tab that asks signs out at once; a screen left open on
// another device signs out at its next check of the account (within 30 s), with no click.
import { expect, test } from './fixtures';
import { adminDb, createUser, PASSWORD } from '../tests/support/emulators';
import { login, sessionUser } from './support';

const MENSAJE = 'Su sesión se cerró: Se cerraron las sesiones de su cuenta en todos sus dispositivos';

test('Perfil: "Cerrar sesión en todos sus dispositivos" signs this tab out at once and another device within seconds', async ({
  page,
  openContext,
}) => {
  const user = await createUser('manager');
  const otra = await (await openContext()).newPage();
  await Promise.all([login(page, user.email, PASSWORD), login(otra, user.email, PASSWORD)]);
  await expect(otra).toHaveURL('/reportes');

  await page.getByRole('link', { name: /Perfil de/ }).click();
  await page.getByRole('button', { name: 'Cerrar sesión en todos sus dispositivos' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesiones' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert')).toHaveText(MENSAJE);
  expect(await sessionUser(page)).toBeNull();

  await expect(otra).toHaveURL('/login', { timeout: 40_000 });
  await expect(otra.getByRole('alert')).toHaveText(MENSAJE);
  const logs = await adminDb.collection('logs').where('email', '==', user.email).get();
  expect(logs.docs.map((doc) => doc.data().message)).toContain('Sesiones cerradas en todos los dispositivos');

  // Signing in again starts a session the end does not touch.
  await login(page, user.email, PASSWORD);
  await expect(page).toHaveURL('/reportes');
});

test("Usuarios: an admin ends a user's sessions; its open screen signs out within seconds", async ({
  page,
  openContext,
}) => {
  const [admin, target] = await Promise.all([createUser('admin'), createUser('manager')]);
  const otra = await (await openContext()).newPage();
  await Promise.all([login(page, admin.email, PASSWORD), login(otra, target.email, PASSWORD)]);

  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Usuarios' }).click();
  await page.getByLabel('Buscar por nombre o correo').fill(target.email);
  await expect(page.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
  await page.getByRole('button', { name: `Acciones para ${target.nombre}` }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sus sesiones' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cerrar sus sesiones' });
  await expect(dialog).toContainText(target.email);
  await dialog.getByRole('button', { name: 'Cerrar sesiones' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Sesiones de ${target.email} cerradas` })).toBeVisible();

  await expect(otra).toHaveURL('/login', { timeout: 40_000 });
  await expect(otra.getByRole('alert')).toHaveText(MENSAJE);
  // The admin's own session goes on.
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Logs' }).click();
  await expect(page).toHaveURL('/logs');
});
