import { expect, type Locator, type Page } from '@playwright/test';
import { codigoEnviado } from '../tests/support/emulators';

export const DEMO_PASSWORD = 'demo1234';

const enviadosPorPagina = new WeakMap<Page, string[]>();

/**
 * The SMS codes a page asked Auth to send (a second factor's sign-in or enrolment), by their
 * sessionInfo, oldest first: the page is watched from the first call on.
 */
export function smsEnviados(page: Page): string[] {
  let enviados = enviadosPorPagina.get(page);
  if (!enviados) {
    const lista: string[] = [];
    enviados = lista;
    enviadosPorPagina.set(page, lista);
    page.on('response', async (respuesta) => {
      if (!/\/accounts\/mfa(SignIn|Enrollment):start/.test(respuesta.url())) return;
      const cuerpo = (await respuesta.json().catch(() => null)) as {
        phoneResponseInfo?: { sessionInfo?: string };
        phoneSessionInfo?: { sessionInfo?: string };
      } | null;
      const sessionInfo = cuerpo?.phoneResponseInfo?.sessionInfo ?? cuerpo?.phoneSessionInfo?.sessionInfo;
      if (sessionInfo) lista.push(sessionInfo);
    });
  }
  return enviados;
}

/** The code of the first SMS the page asked for after `antes` were sent, as the Auth emulator has it. */
export async function codigoSms(page: Page, antes: number): Promise<string> {
  const enviados = smsEnviados(page);
  await expect.poll(() => enviados.length, { message: 'el código SMS que pidió la página' }).toBeGreaterThan(antes);
  return codigoEnviado(enviados[antes]);
}

/**
 * Signs in and waits to leave the sign-in page: an account with a second factor types the code of
 * the SMS the Auth emulator "sent" (read from its REST endpoint), as its owner would from the phone.
 */
export async function entrar(page: Page, email: string, password = DEMO_PASSWORD) {
  const antes = smsEnviados(page).length;
  await fillLogin(page, email, password);
  const codigo = page.getByLabel('Código de verificación');
  await expect
    .poll(async () => (await codigo.isVisible()) || !new URL(page.url()).pathname.startsWith('/login'))
    .toBe(true);
  if (await codigo.isVisible()) {
    await codigo.fill(await codigoSms(page, antes));
    await page.getByRole('button', { name: 'Verificar' }).click();
  }
  await expect(page).not.toHaveURL(/\/login/);
}

export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/**
 * Signs in through the form as an account without a second factor (a shop), checks it lands on
 * Inicio, then opens `ruta`: how a shop's tests start, on a phone too (its menu is a drawer).
 */
export async function abrirComo(page: Page, email: string, ruta: string, password = DEMO_PASSWORD) {
  await fillLogin(page, email, password);
  await expect(page).toHaveURL('/inicio');
  if (ruta !== '/inicio') await page.goto(ruta);
}

/** Signs in (its SMS code too, for an account with a second factor) and waits for the landing screen's menu. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await entrar(page, email, password);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
}

/** Cerrar Sesión from the menu (not Perfil's "Cerrar sesión en todos sus dispositivos"), then the login screen. */
export async function logoutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Cerrar Sesión', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
}

export async function menuEntries(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link').allInnerTexts();
}

export async function sessionUser(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('currentUser'));
}

/**
 * Waits until every row but the header holds `text`: the server search has answered. The
 * unfiltered page can show the wanted row first, and a click on it then can land on a row
 * the search result replaces.
 */
export async function searchSettled(page: Page, text: string) {
  await expect(page.getByRole('row').filter({ hasNotText: text })).toHaveCount(1);
}

/** The cells of a list's row: the data grid's on a wide screen, the card's on a phone. */
export const celdas = (fila: Locator) => fila.locator('[role="gridcell"], [role="cell"]');

/**
 * The answer of the next commit after each call is lost on its way back, after the server has
 * applied it: Firestore's SDK runs the transaction again. Returns how many were lost so far.
 */
export async function perderRespuestas(page: Page) {
  const estado = { perder: false, perdidas: 0 };
  await page.route('**/documents:commit*', async (route) => {
    if (!estado.perder) return route.continue();
    estado.perder = false;
    estado.perdidas += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  return () => {
    estado.perder = true;
    return () => estado.perdidas;
  };
}
