// Two-step verification as people use it: an admin enrols its phone from Perfil and signs in with
// the SMS code (the Auth emulator sends none: the code is read from its REST endpoint, as its owner
// would read it on the phone), on a desktop and on a 390 px phone; the password change and a large
// adjustment ask for the code again.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  adminAuth,
  adminDb,
  AUTH_HOST,
  createUser,
  PASSWORD,
  PROJECT_ID,
  telefonoDePrueba,
} from '../tests/support/emulators';
import { codigoSms, entrar, fillLogin, login, smsEnviados } from './support';
import { expectSinViolacionesGraves, nuevaTienda } from './tiendas';

/** A 6-digit code that is not `codigo`. */
const otroCodigo = (codigo: string) => String((Number(codigo) + 1) % 1_000_000).padStart(6, '0');

const VISTAS = [
  ['a desktop', { width: 1280, height: 800 }],
  ['a 390 px phone', { width: 390, height: 844 }],
] as const;

for (const [donde, viewport] of VISTAS) {
  test(`on ${donde}, an admin without a second factor is taken to Perfil, enrols its phone with the code, then signs in with it`, async ({
    page,
    openContext,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await createUser('admin', { segundoFactor: false });
    await entrar(page, admin.email, PASSWORD);
    await expect(page).toHaveURL('/perfil');
    await expect(page.getByText('Su cuenta de administrador necesita la verificación en dos pasos')).toBeVisible();
    // No other screen before it has one.
    await page.goto('/clientes');
    await expect(page).toHaveURL('/perfil');
    await expectSinViolacionesGraves(page, `Perfil de un administrador sin segundo factor, en ${donde}`);

    const telefono = telefonoDePrueba();
    const antes = smsEnviados(page).length;
    await page.getByLabel('Teléfono celular').fill(telefono.slice(3));
    await page.getByRole('button', { name: 'Enviarme el código' }).click();
    const campo = page.getByLabel('Código de verificación');
    await expect(campo).toBeVisible();
    const codigo = await codigoSms(page, antes);
    await campo.fill(otroCodigo(codigo));
    await page.getByRole('button', { name: 'Activar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'El código no es correcto' })).toBeVisible();
    await expectSinViolacionesGraves(page, `Perfil: el código de inscripción, en ${donde}`);
    await campo.fill(codigo);
    await page.getByRole('button', { name: 'Activar' }).click();
    await expect(page).toHaveURL('/inicio');
    const { multiFactor } = await adminAuth.getUser(admin.uid);
    expect(multiFactor?.enrolledFactors.map((factor) => factor.toJSON())).toMatchObject([{ phoneNumber: telefono }]);

    // Another device: the password, then the code sent to that phone.
    const otra = await (await openContext({ viewport })).newPage();
    const antesOtra = smsEnviados(otra).length;
    await fillLogin(otra, admin.email, PASSWORD);
    await expect(otra.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    await expect(otra.getByText(`le enviamos por SMS al`)).toContainText(telefono.slice(-4));
    const codigoOtra = await codigoSms(otra, antesOtra);
    await otra.getByLabel('Código de verificación').fill(otroCodigo(codigoOtra));
    await otra.getByRole('button', { name: 'Verificar' }).click();
    await expect(otra.getByRole('alert')).toHaveText('El código no es correcto. Revise el SMS e intente de nuevo.');
    await expectSinViolacionesGraves(otra, `Inicio de sesión: el código SMS, en ${donde}`);
    await otra.getByLabel('Código de verificación').fill(codigoOtra);
    await otra.getByRole('button', { name: 'Verificar' }).click();
    await expect(otra).toHaveURL('/inicio');
  });
}

test('an admin whose e-mail is not verified gets the link first (Auth asks for it), opens it, then enrols', async ({
  page,
}) => {
  const admin = await createUser('admin', { segundoFactor: false });
  await adminAuth.updateUser(admin.uid, { emailVerified: false });
  await entrar(page, admin.email, PASSWORD);
  await expect(page).toHaveURL('/perfil');
  const telefono = telefonoDePrueba();
  await page.getByLabel('Teléfono celular').fill(telefono.slice(3));
  await page.getByRole('button', { name: 'Enviarme el código' }).click();
  await expect(page.getByText('Antes de activar la verificación en dos pasos debe verificar su correo.')).toBeVisible();
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByText('Le enviamos el enlace.')).toBeVisible();
  // The link of the e-mail the Auth emulator "sent", opened as its owner would.
  const { oobCodes } = (await (
    await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
  ).json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const enlace = oobCodes.find((oob) => oob.email === admin.email && oob.requestType === 'VERIFY_EMAIL');
  expect(enlace).toBeDefined();
  expect((await fetch(String(enlace?.oobLink))).status).toBe(200);

  const antes = smsEnviados(page).length;
  await page.getByRole('button', { name: 'Enviarme el código' }).click();
  await page.getByLabel('Código de verificación').fill(await codigoSms(page, antes));
  await page.getByRole('button', { name: 'Activar' }).click();
  await expect(page).toHaveURL('/inicio');
});

test('an enrolled admin changes its password with its SMS code', async ({ page }) => {
  const admin = await createUser('admin');
  await login(page, admin.email, PASSWORD);
  await page.goto('/perfil');
  await expect(page.getByRole('list', { name: 'Teléfonos registrados' })).toContainText(
    String(admin.telefono).slice(-4),
  );
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual').fill(PASSWORD);
  await form.getByLabel('Contraseña nueva', { exact: true }).fill('nueva-clave-1');
  await form.getByLabel('Confirmar contraseña nueva').fill('nueva-clave-1');
  const antes = smsEnviados(page).length;
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await form.getByLabel('Código de verificación').fill(await codigoSms(page, antes));
  await form.getByRole('button', { name: 'Verificar y cambiar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Contraseña actualizada' })).toBeVisible();
});

/**
 * The admin's second factor as if it had passed 20 minutes ago: Auth's record of its last sign-in
 * goes back (and its revocation mark before that), and the page's ID token expires, so the token
 * Auth gives it next says so. What 20 minutes of work would do, without waiting for them.
 */
async function verificadoHaceVeinteMinutos(page: Page, uid: string) {
  const respuesta = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({
        localId: uid,
        lastLoginAt: String(Date.now() - 20 * 60_000),
        validSince: String(Math.floor(Date.now() / 1000) - 3600),
      }),
    },
  );
  expect(respuesta.status).toBe(200);
  await page.evaluate(() => {
    for (const clave of Object.keys(sessionStorage).filter((k) => k.startsWith('firebase:authUser:'))) {
      const usuario = JSON.parse(sessionStorage.getItem(clave) ?? '{}') as {
        stsTokenManager: { expirationTime: number };
      };
      usuario.stsTokenManager.expirationTime = 0;
      sessionStorage.setItem(clave, JSON.stringify(usuario));
    }
  });
}

test('an adjustment above $50,000 after a verification 20 minutes old asks for the password and the code, then applies once', async ({
  page,
}) => {
  const [tienda, admin] = await Promise.all([nuevaTienda(), createUser('admin')]);
  await login(page, admin.email, PASSWORD);
  await verificadoHaceVeinteMinutos(page, admin.uid);
  await page.goto('/clientes');
  await page.getByLabel('Buscar por nombre, correo o teléfono').fill(tienda.negocio);
  await expect(page.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
  await page.getByRole('button', { name: `Cuenta de ${tienda.negocio}` }).click();
  const cuenta = page.getByRole('dialog', { name: `Cuenta de ${tienda.negocio}` });
  await cuenta.getByRole('button', { name: 'Ajustar saldo' }).click();
  const ajuste = page.getByRole('dialog', { name: 'Ajustar saldo' });
  await ajuste.locator('input[name="monto"]').fill('60000');
  await ajuste.locator('textarea[name="motivo"]').fill('Depósito grande');
  await ajuste.getByRole('button', { name: 'Aplicar' }).click();

  const verificar = page.getByRole('dialog', { name: 'Verifique su identidad' });
  await expect(verificar).toContainText('Las operaciones mayores de $50,000.00 piden verificar de nuevo su identidad');
  await expectSinViolacionesGraves(page, 'Verifique su identidad');
  await verificar.getByLabel('Contraseña').fill('equivocada');
  await verificar.getByRole('button', { name: 'Continuar' }).click();
  await expect(verificar.getByRole('alert')).toHaveText('La contraseña no es correcta.');
  const antes = smsEnviados(page).length;
  await verificar.getByLabel('Contraseña').fill(PASSWORD);
  await verificar.getByRole('button', { name: 'Continuar' }).click();
  await verificar.getByLabel('Código de verificación').fill(await codigoSms(page, antes));
  await verificar.getByRole('button', { name: 'Verificar' }).click();

  await expect(ajuste).toBeHidden();
  await expect(cuenta.getByTestId('cuenta-saldo')).toHaveText('$60,000.00');
  const movimientos = await adminDb.collection('movimientos').where('clienteId', '==', tienda.uid).get();
  expect(movimientos.docs.map((doc) => doc.data().monto)).toEqual([6_000_000]);
});
