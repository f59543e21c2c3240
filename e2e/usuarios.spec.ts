import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminDb, createUser, PASSWORD, uniqueEmail, type TestUser } from '../tests/support/emulators';
import { fillLogin, login, logoutFromMenu, menuEntries, searchSettled, sessionUser } from './support';
import { expectSinViolacionesGraves } from './tiendas';

const MENU = {
  admin: [
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
  manager: ['Reportes'],
  user: ['Inicio', 'Reportes', 'Distribuidores', 'Recargas', 'Corte de caja', 'Compras'],
};
const ROLE_OPTION = { admin: 'Administrador', manager: 'Gerente', user: 'Cliente' };

async function openUsuarios(page: Page, admin: TestUser) {
  await login(page, admin.email, PASSWORD);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Usuarios' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usuarios');
}

async function createThroughForm(page: Page, role: keyof typeof MENU, email: string, nombre: string) {
  await page.getByRole('button', { name: 'Nuevo usuario', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await dialog.locator('input[name="displayName"]').fill(nombre);
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.locator('input[name="password"]').fill('inicial123');
  await dialog.locator('input[name="confirmar"]').fill('inicial123');
  await dialog.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: ROLE_OPTION[role] }).click();
  if (role === 'user') {
    await dialog.getByLabel('Nombre del negocio').fill(`Negocio de ${nombre}`);
    await dialog.getByLabel('Contacto').fill(nombre);
    await dialog.getByLabel('Teléfono (10 dígitos)').fill('5598765432');
  }
  await dialog.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `Usuario ${email} creado` })).toBeVisible();
}

/** Finds the user with the search box (server-side) and opens one of its row actions. */
async function rowAction(page: Page, user: TestUser, action: string) {
  await page.getByLabel('Buscar por nombre o correo').fill(user.email);
  await expect(page.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
  await page.getByRole('button', { name: `Acciones para ${user.nombre}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function signInElsewhere(openContext: () => Promise<BrowserContext>, email: string, password: string) {
  const context = await openContext();
  const page = await context.newPage();
  await login(page, email, password);
  return { context, page };
}

test('the admin creates a user of each role, and each signs in to its own menu', async ({ page, openContext }) => {
  // Three creations and three sign-ins in fresh browser contexts.
  test.setTimeout(120_000);
  const admin = await createUser('admin');
  await openUsuarios(page, admin);
  for (const role of ['admin', 'manager', 'user'] as const) {
    const email = uniqueEmail(`nuevo-${role}`);
    await createThroughForm(page, role, email, `Nuevo ${ROLE_OPTION[role]} ${email.slice(-18, -12)}`);
    const other = await signInElsewhere(openContext, email, 'inicial123');
    expect(await menuEntries(other.page)).toEqual(MENU[role]);
    await other.context.close();
  }
});

test('the form refuses bad input in Spanish and creates nothing', async ({ page }) => {
  const admin = await createUser('admin');
  await openUsuarios(page, admin);
  await page.getByRole('button', { name: 'Nuevo usuario', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await dialog.getByLabel('Correo electrónico').fill('no-es-correo');
  await dialog.locator('input[name="password"]').fill('123');
  await dialog.locator('input[name="confirmar"]').fill('456');
  await dialog.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(dialog.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(dialog.getByText('El correo no es válido')).toBeVisible();
  await expect(dialog.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
  await expect(dialog.getByText('El teléfono debe tener 10 dígitos')).toBeVisible();

  await dialog.locator('input[name="displayName"]').fill('Duplicado');
  await dialog.getByLabel('Correo electrónico').fill('admin@demo.test');
  await dialog.locator('input[name="password"]').fill('inicial123');
  await dialog.locator('input[name="confirmar"]').fill('inicial123');
  await dialog.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Gerente' }).click();
  await dialog.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Error en registro: Ya existe un usuario con el correo admin@demo.test',
  );
});

test('deactivating a signed-in user signs it out elsewhere; it then cannot sign in', async ({ page, openContext }) => {
  const admin = await createUser('admin');
  const target = await createUser('manager');
  const other = await signInElsewhere(openContext, target.email, PASSWORD);

  await openUsuarios(page, admin);
  await rowAction(page, target, 'Desactivar');
  await expect(page.getByRole('dialog', { name: 'Desactivar usuario' })).toContainText(target.email);
  await page.getByRole('dialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Usuario ${target.email} desactivado` })).toBeVisible();

  // Its next request, which the server now refuses, ends its session (left idle, its periodic
  // check does within 30 s: desactivacion.spec.ts).
  await other.page.getByRole('button', { name: 'Mes anterior' }).click();
  await expect(other.page).toHaveURL('/login', { timeout: 10_000 });
  expect(await sessionUser(other.page)).toBeNull();
  await fillLogin(other.page, target.email, PASSWORD);
  await expect(other.page.getByRole('alert')).toContainText('El usuario no está activo Su cuenta está desactivada.');
  await other.context.close();
});

test('a role change shows in the menu after the next sign-in', async ({ page, openContext }) => {
  const admin = await createUser('admin');
  const target = await createUser('manager');
  await openUsuarios(page, admin);
  await rowAction(page, target, 'Cambiar rol');
  const dialog = page.getByRole('dialog', { name: 'Cambiar rol' });
  await dialog.getByRole('combobox', { name: 'Nuevo rol' }).click();
  await page.getByRole('option', { name: 'Administrador' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Rol de ${target.email} cambiado a Administrador` }),
  ).toBeVisible();

  const other = await signInElsewhere(openContext, target.email, PASSWORD);
  expect(await menuEntries(other.page)).toEqual(MENU.admin);
  await other.context.close();
});

test('delete asks for confirmation naming the user, then the user cannot sign in', async ({ page }) => {
  const admin = await createUser('admin');
  const target = await createUser('manager');
  await openUsuarios(page, admin);
  await rowAction(page, target, 'Eliminar');
  const dialog = page.getByRole('dialog', { name: 'Eliminar usuario' });
  await expect(dialog).toContainText(`¿Eliminar a ${target.nombre} (${target.email})?`);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Acciones para ${target.nombre}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Usuario ${target.email} eliminado` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: target.email })).toContainText('Eliminado');

  await logoutFromMenu(page);
  await fillLogin(page, target.email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('El correo o la contraseña son incorrectos.');
});

test('a user changes its password: the new one works, the old one fails', async ({ page }) => {
  const user = await createUser('user', { cliente: true });
  await login(page, user.email, PASSWORD);
  await page.getByRole('link', { name: /Perfil de/ }).click();
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual').fill('equivocada');
  await form.getByLabel('Contraseña nueva', { exact: true }).fill('nueva-clave-1');
  await form.getByLabel('Confirmar contraseña nueva').fill('nueva-clave-1');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByRole('alert')).toHaveText('La contraseña actual es incorrecta.');

  // The Auth emulator hands back, with the new password, a token that keeps the reauthentication's
  // auth_time while it moves the account's validSince to the change's second (firebase-tools#5990;
  // Firebase Auth itself moves both). When the reauthentication and the change fall in different
  // seconds, the API's revocation check refuses that token and the change's log entry is lost: a
  // busy machine did that. The reauthentication is held to the start of a second, so that the
  // change (well under a second later) falls in the same one.
  const alInicioDeUnSegundo = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
    await route.continue();
  };
  await page.route(/accounts:signInWithPassword/, alInicioDeUnSegundo);
  await form.getByLabel('Contraseña actual').fill(PASSWORD);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Contraseña actualizada' })).toBeVisible();
  await page.unroute(/accounts:signInWithPassword/, alInicioDeUnSegundo);
  // The change's log entry, written by the browser with the code it loads then (lib/api/log-propio.ts).
  const mensajes = async () =>
    (await adminDb.collection('logs').where('email', '==', user.email).get()).docs.map((doc) => doc.data().message);
  await expect.poll(mensajes).toContain('Contraseña cambiada');

  await logoutFromMenu(page);
  await fillLogin(page, user.email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('El correo o la contraseña son incorrectos.');
  await login(page, user.email, 'nueva-clave-1');
  await expect(page).toHaveURL('/inicio');
});

test('Perfil shows a client its business, saldo and commissions', async ({ page }) => {
  await login(page, 'cliente@demo.test');
  await page.getByRole('link', { name: /Perfil de/ }).click();
  await expect(page.getByText('Recargas La Esquina')).toBeVisible();
  await expect(page.getByTestId('perfil-saldo')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('perfil-comision')).toHaveText('3% (Telcel 4% · Bait 5%)');
});

test('the logs screen shows what an admin did, filtered by e-mail, with dates as dd/mm/yy hh:mm', async ({ page }) => {
  const admin = await createUser('admin');
  const target = await createUser('manager');
  await openUsuarios(page, admin);
  await rowAction(page, target, 'Desactivar');
  await page.getByRole('dialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'desactivado' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Logs' }).click();
  // Date inputs read dd/mm/aaaa (never the month/day/year default): as plain fields while the
  // pickers' code has not loaded, then the picker itself, focused, once Desde is touched.
  await expect(page.getByRole('textbox', { name: 'Desde' })).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await page.getByRole('textbox', { name: 'Desde' }).click();
  await expect(page.getByRole('group', { name: 'Desde' })).toHaveText(/dd\/mm\/aaaa/);
  await expect(page.getByRole('group', { name: 'Desde' }).locator(':focus')).toHaveCount(1);
  await page.getByLabel('Correo', { exact: true }).fill(admin.email);
  await searchSettled(page, admin.email);
  const rows = page.getByRole('row').filter({ hasText: admin.email });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`Usuario desactivado: ${target.email}`);
  await expect(rows.nth(1)).toContainText('Sesion iniciada');
  await expect(rows.nth(0).getByRole('gridcell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/);

  await rows
    .nth(0)
    .getByRole('button', { name: /Ver detalle/ })
    .click();
  // The change as the screens show it, before and after side by side: no raw booleans.
  const detalle = page.getByRole('dialog');
  await expect(detalle.getByRole('row', { name: /Estatus/ }).getByRole('cell')).toHaveText(['Activo', 'Inactivo']);
});

test('Usuarios, Perfil and Logs have no serious or critical accessibility violations', async ({ page }) => {
  const admin = await createUser('admin');
  await login(page, admin.email, PASSWORD);
  for (const path of ['/usuarios', '/perfil', '/logs']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait for the screen's content (Firestore keeps a channel open, so the network never idles).
    await expect(page.locator('.MuiDataGrid-row, form').first()).toBeVisible();
    await expectSinViolacionesGraves(page, path);
  }
});
