import { expect, test } from './fixtures';
import { adminAuth, adminDb, AUTH_HOST, createUser, PASSWORD, PROJECT_ID } from '../tests/support/emulators';
import { fillLogin, login, menuEntries, sessionUser } from './support';
import { expectSinViolacionesGraves } from './tiendas';

const MENUS = {
  'admin@demo.test': {
    landing: '/inicio',
    icon: 'icono-rol-admin',
    entries: [
      'Inicio',
      'Clientes',
      'Reportes',
      'Distribuidores',
      'Proveedores',
      'Usuarios',
      'Productos',
      'Compras',
      'Logs',
    ],
  },
  'gerente@demo.test': { landing: '/reportes', icon: 'icono-rol-manager', entries: ['Reportes'] },
  'cliente@demo.test': {
    landing: '/inicio',
    icon: 'icono-rol-user',
    entries: ['Inicio', 'Reportes', 'Distribuidores', 'Recargas', 'Corte de caja', 'Compras'],
  },
};

for (const [email, expected] of Object.entries(MENUS)) {
  test(`${email} signs in, lands on ${expected.landing} and sees exactly its menu`, async ({ page }) => {
    await login(page, email);
    await expect(page).toHaveURL(expected.landing);
    expect(await menuEntries(page)).toEqual(expected.entries);
    await expect(page.getByTestId(expected.icon)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    const stored = JSON.parse((await sessionUser(page)) ?? '{}');
    expect(stored).toMatchObject({ correo: email, estatus: true });
  });
}

test.describe('sign-in refusals leave no session behind', () => {
  test.beforeAll(async () => {
    // An Auth account with no usuarios record. Each worker that runs a test of this group runs
    // this too, at the same time: create it once, never delete it under another worker's test.
    await adminAuth
      .createUser({ uid: 'e2e-fantasma', email: 'fantasma@prueba.test', password: 'demo1234' })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code !== 'auth/uid-already-exists') throw error;
      });
  });

  // SPEC's text, word for word; where the person cannot fix it alone, a second line says what to
  // do and whom to ask.
  for (const [email, message, ayuda] of [
    [
      'inactivo@demo.test',
      'El usuario no está activo',
      'Su cuenta está desactivada. Pida a un administrador que la active para poder entrar.',
    ],
    [
      'sincliente@demo.test',
      'El cliente no existe en el sistema',
      'Su usuario no tiene un negocio registrado como cliente. Pida a un administrador que lo dé de alta con este correo.',
    ],
    ['fantasma@prueba.test', 'El usuario no existe en la base de datos', ''],
  ]) {
    test(`${email}: "${message}"`, async ({ page }) => {
      await fillLogin(page, email);
      const alerta = page.getByRole('alert');
      await expect(alerta).toHaveText(ayuda ? `${message} ${ayuda}` : message);
      expect(await alerta.evaluate((p) => p.firstChild?.textContent)).toBe(message);
      if (ayuda) {
        for (const width of [390, 1366]) {
          await page.setViewportSize({ width, height: 800 });
          await expectSinViolacionesGraves(page, `Acceso rechazado a ${width} px`);
        }
      }
      await expect(page).toHaveURL('/login');
      expect(await sessionUser(page)).toBeNull();
      await page.goto('/inicio');
      await expect(page).toHaveURL('/login');
    });
  }

  test('a wrong password and an unknown e-mail get one and the same message', async ({ page }) => {
    // Telling them apart would tell a stranger which e-mails have an account.
    const message = 'El correo o la contraseña son incorrectos.';
    await fillLogin(page, 'admin@demo.test', 'incorrecta');
    await expect(page.getByRole('alert')).toHaveText(message);
    await fillLogin(page, 'nadie-con-esta-cuenta@demo.test', 'incorrecta');
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL('/login');
    // The page drawn without MUI: its message, fields and button keep their contrast and labels.
    await expectSinViolacionesGraves(page, 'Inicio de sesión con un error');
  });

  test('an empty form says what is missing under each field and focuses the first', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const correo = page.getByLabel('Correo electrónico');
    await expect(correo).toHaveAccessibleDescription('El correo es obligatorio');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription('Escriba su contraseña');
    await expect(correo).toBeFocused();
    await expect(correo).toHaveAttribute('aria-invalid', 'true');
    await expectSinViolacionesGraves(page, 'Inicio de sesión vacío en un teléfono');
  });
});

test('a signed-out visit to /clientes lands on /login without the menu', async ({ page }) => {
  await page.goto('/clientes');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
});

test('/ is the sign-in page for a signed-out visitor, without the menu', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByTestId('menu-lateral')).toHaveCount(0);
});

test('Cerrar Sesión returns to /login, ends the session and logs both events, once', async ({ page }) => {
  // A user of its own: other tests sign the demo users in and out at the same time.
  const user = await createUser('manager');
  await login(page, user.email, PASSWORD);
  // A double click ends the session once: one "Sesion cerrada".
  await page.getByRole('button', { name: 'Cerrar Sesión' }).dblclick();
  await expect(page).toHaveURL('/login');
  expect(await sessionUser(page)).toBeNull();
  // A reload on the login screen does not cut the log: it left before the screen changed.
  await page.goto('/reportes');
  await expect(page).toHaveURL('/login');

  const logs = async () => {
    const snap = await adminDb.collection('logs').where('email', '==', user.email).get();
    return snap.docs.map((doc) => `${doc.data().message} (${doc.data().screen})`).sort();
  };
  const expected = ['Sesion cerrada (reportes)', 'Sesion iniciada (login)'];
  await expect.poll(logs).toEqual(expected);
  await page.waitForTimeout(1000);
  expect(await logs()).toEqual(expected);
});

test('a reload at once after Cerrar Sesión finds the session over', async ({ page }) => {
  const user = await createUser('manager');
  await login(page, user.email, PASSWORD);
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  // No wait for the app's own move to /login: the session must already be over.
  await page.goto('/reportes');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await sessionUser(page)).toBeNull();
});

test('¿Olvidó su contraseña? sends the reset e-mail', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('cliente2@demo.test');
  await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page.getByRole('alert')).toContainText('Enviamos a cliente2@demo.test un correo');
  const codes = await request.get(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await codes.json()) as { oobCodes: { email: string; requestType: string }[] };
  expect(oobCodes).toContainEqual(
    expect.objectContaining({ email: 'cliente2@demo.test', requestType: 'PASSWORD_RESET' }),
  );
});
