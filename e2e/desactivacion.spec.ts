import { expect, test } from './fixtures';
import { adminAuth, adminDb, createUser, PASSWORD } from '../tests/support/emulators';
import { fillLogin, login, sessionUser } from './support';

test('an account deactivated while signed in is signed out at once and cannot sign in again', async ({ page }) => {
  const user = await createUser('manager');
  await login(page, user.email, PASSWORD);
  await expect(page).toHaveURL('/reportes');

  await adminAuth.updateUser(user.uid, { disabled: true });
  await adminDb.collection('usuarios').doc(user.uid).update({ estatus: false });

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert')).toHaveText('Su sesión se cerró: El usuario no está activo');
  expect(await sessionUser(page)).toBeNull();

  await fillLogin(page, user.email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('El usuario no está activo');
});
