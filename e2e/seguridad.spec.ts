import { adminDb, createUser, PASSWORD } from '../tests/support/emulators';
import { expect, test } from './fixtures';
import { login } from './support';

test('the CSP is enforced, and the fixture sees a violation (so a clean run means none happened)', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.inyectado = "sí"';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatch(/^script-src-elem bloqueó/);
  expect(await page.evaluate(() => document.body.dataset.inyectado)).toBeUndefined();
  // Consumed here on purpose: any other violation still fails the test.
  cspViolations.length = 0;
});

test('the sign-in and sign-out entries are written by the server, and marked as its own', async ({ page }) => {
  const user = await createUser('manager');
  await login(page, user.email, PASSWORD);
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL('/login');
  await expect
    .poll(async () => {
      const logs = await adminDb.collection('logs').where('email', '==', user.email).get();
      return logs.docs.map((doc) => `${doc.data().message}: ${doc.data().origen}`).sort();
    })
    .toEqual(['Sesion cerrada: servidor', 'Sesion iniciada: servidor']);
});

test('a carrier name over 40 characters is refused in the form and never reaches the catalogue', async ({ page }) => {
  const admin = await createUser('admin');
  const antes = (await adminDb.collection('config').doc('operadores').get()).data()?.lista;
  await login(page, admin.email, PASSWORD);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Productos' }).click();
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo producto' });
  await form.getByRole('button', { name: 'Agregar operador' }).click();
  await form.getByLabel('Nuevo operador').fill('x'.repeat(41));
  await form.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(form.getByText('El operador admite como máximo 40 caracteres')).toBeVisible();
  expect((await adminDb.collection('config').doc('operadores').get()).data()?.lista).toEqual(antes);
});
