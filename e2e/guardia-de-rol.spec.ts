import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FIRESTORE_REST, signIn } from '../tests/support/emulators';
import { login, sessionUser } from './support';

async function expectLoggedOut(page: Page) {
  await expect(page).toHaveURL(/\/login(\?motivo=sin-acceso)?$/);
  expect(await sessionUser(page)).toBeNull();
  // The Auth session is gone too: a guarded screen sends back to /login.
  await page.goto('/inicio');
  await expect(page).toHaveURL('/login');
}

test.describe('the role guard logs out a tampered session (as cliente@demo.test)', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'cliente@demo.test');
  });

  test('currentUser removed', async ({ page }) => {
    await page.evaluate(() => sessionStorage.removeItem('currentUser'));
    await page.goto('/usuarios');
    await expectLoggedOut(page);
  });

  test('currentUser filled with garbage', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.evaluate(() => sessionStorage.setItem('currentUser', '{esto no es json'));
    await page.goto('/usuarios');
    await expectLoggedOut(page);
    expect(warnings.join('\n')).toContain('Guardia de rol');
  });

  test('currentUser with a role /usuarios does not allow', async ({ page }) => {
    await page.evaluate(() => {
      const user = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}');
      sessionStorage.setItem('currentUser', JSON.stringify({ ...user, role: 'manager' }));
    });
    await page.goto('/usuarios');
    // A role that does not match the usuarios record is a broken session, and is called that.
    await expect(page.getByText('Su sesión se cerró: El rol de la sesión no coincide')).toBeVisible();
    await expectLoggedOut(page);
  });

  test('a page the real role may not open: signed out, and told why', async ({ page }) => {
    await page.goto('/usuarios');
    // The sign-in screen says why, instead of signing out without a word.
    await expect(page.getByText('Su cuenta no tiene acceso a esa página')).toBeVisible();
    await expectLoggedOut(page);
  });

  test('editing the role to admin gains nothing: the app logs out and the rules deny the data', async ({ page }) => {
    await page.evaluate(() => {
      const user = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}');
      sessionStorage.setItem('currentUser', JSON.stringify({ ...user, role: 'admin' }));
    });
    await page.goto('/usuarios');
    await expectLoggedOut(page);
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);

    // Whatever the browser holds, the database refuses this account the usuarios list.
    const token = await signIn('cliente@demo.test', 'demo1234');
    const res = await fetch(`${FIRESTORE_REST}/usuarios`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
  });

  test('an in-app navigation with a tampered role also logs out', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Compras' })).toBeVisible();
    // The tamper and the click in one task: the session's own checks of its record (a focus
    // event, its 30 s period) could otherwise catch the tampered role first and log out before
    // the click lands (the former live listener did on CI), and the navigation's guard would go
    // untested.
    await page.evaluate(() => {
      const user = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}');
      sessionStorage.setItem('currentUser', JSON.stringify({ ...user, role: 'admin' }));
      const enlace = document.querySelector<HTMLAnchorElement>('a[href="/compras"]');
      if (!enlace) throw new Error('Falta el enlace a Compras');
      enlace.click();
    });
    await expectLoggedOut(page);
  });
});
