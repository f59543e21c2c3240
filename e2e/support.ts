import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs in and waits for the landing screen's menu. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await fillLogin(page, email, password);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
}

/** Cerrar Sesión from the menu, then the login screen. */
export async function logoutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
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
