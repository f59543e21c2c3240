import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminAuth, adminDb, createUser, PASSWORD } from '../tests/support/emulators';
import { fillLogin, login, sessionUser } from './support';

/** A new manager on Reportes, whose account an admin then deactivates (as /api/usuarios/estatus does). */
async function gerenteDesactivado(page: Page) {
  const user = await createUser('manager');
  await login(page, user.email, PASSWORD);
  await expect(page).toHaveURL('/reportes');
  await expect(page.getByRole('button', { name: 'Mes anterior' })).toBeEnabled();
  await adminAuth.updateUser(user.uid, { disabled: true });
  await adminDb.collection('usuarios').doc(user.uid).update({ estatus: false });
  return user;
}

async function expectSignedOut(page: Page, email: string) {
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert')).toHaveText('Su sesión se cerró: El usuario no está activo');
  expect(await sessionUser(page)).toBeNull();

  await fillLogin(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('El usuario no está activo Su cuenta está desactivada.');
}

test('a deactivated account is signed out at its next request, which the server refuses', async ({ page }) => {
  const user = await gerenteDesactivado(page);
  // The rules refuse the month's figures; the session reads its record at once and ends, long
  // before its periodic check (every 30 s) would have.
  await page.getByRole('button', { name: 'Mes anterior' }).click();
  await expect(page).toHaveURL('/login', { timeout: 10_000 });
  await expectSignedOut(page, user.email);
});

test('a deactivated account left open on a screen is signed out within 30 s, with no click', async ({ page }) => {
  const user = await gerenteDesactivado(page);
  await expect(page).toHaveURL('/login', { timeout: 40_000 });
  await expectSignedOut(page, user.email);
});
