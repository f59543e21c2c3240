import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminDb, callApi, createUser, PASSWORD } from '../tests/support/emulators';
import { celdas, login } from './support';
import { expectSinViolacionesGraves, nuevaTienda } from './tiendas';

// What an admin reviewing purchases trips over: a reused reference, a phone, the order.

async function adminEnCompras(page: Page, viewport: { width: number; height: number }) {
  const admin = await createUser('admin');
  await login(page, admin.email, PASSWORD);
  await page.setViewportSize(viewport);
  await page.goto('/compras');
  await expect(page.getByRole('tab', { name: 'De clientes' })).toHaveAttribute('aria-selected', 'true');
  return admin;
}

/** A shop's request for $1,000 of saldo by transfer with `referencia`, through the API. */
async function pedirSaldo(token: string, referencia: string) {
  const body = {
    origen: 'cliente',
    id: randomUUID(),
    partidas: [],
    saldo: 100_000,
    metodoPago: 'transferencia',
    referencia,
  };
  const pedida = await callApi('compras/crear', body, token);
  expect(pedida.status).toBe(200);
  return { id: String(pedida.body.id), folio: String(pedida.body.folio) };
}

test('an approval refused for a reused reference names the compra, then offers Rechazar with that reason', async ({
  page,
}) => {
  const tienda = await nuevaTienda();
  const token = await tienda.token();
  const referencia = `SPEI ${randomUUID().slice(0, 8)}`;
  const primera = await pedirSaldo(token, referencia);
  const segunda = await pedirSaldo(token, referencia.toLowerCase());
  const admin = await adminEnCompras(page, { width: 1366, height: 768 });
  expect((await callApi('compras/aprobar', { id: primera.id }, await admin.token())).status).toBe(200);

  await page.getByRole('combobox', { name: 'Cliente' }).fill(tienda.negocio);
  await page.getByRole('option', { name: tienda.negocio }).click();
  await page.getByRole('button', { name: `Ver compra ${segunda.folio}` }).click();
  const detalle = page.getByRole('dialog', { name: `Compra ${segunda.folio}` });
  await detalle.getByRole('button', { name: 'Aprobar' }).click();
  const razon = `La referencia ${referencia.toLowerCase()} ya se usó en la compra ${primera.folio}`;
  const alerta = detalle.getByRole('alert');
  await expect(alerta).toContainText(razon);
  await expectSinViolacionesGraves(page, 'aprobación rechazada por una referencia usada');

  await alerta.getByRole('button', { name: 'Rechazar' }).click();
  await expect(detalle.getByRole('textbox', { name: 'Motivo del rechazo' })).toHaveValue(razon);
  await detalle.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByText(`Compra ${segunda.folio} rechazada`)).toBeVisible();
  const rechazada = (await adminDb.collection('compras').doc(segunda.id).get()).data();
  expect(rechazada).toMatchObject({ estado: 'rechazada', motivo: razon });
});

test('on a phone: the filters fold behind "Filtros (1)", and the detail’s table stays inside its margins', async ({
  page,
}) => {
  const tienda = await nuevaTienda();
  await pedirSaldo(await tienda.token(), `SPEI ${randomUUID().slice(0, 8)}`);
  await adminEnCompras(page, { width: 390, height: 844 });
  // The pending queue is one active filter (Estado: Pendiente), folded on the first screen.
  const filtros = page.getByRole('button', { name: 'Filtros (1)' });
  await expect(filtros).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toBeHidden();
  await expect(page.getByRole('row').nth(1)).toBeInViewport();
  await expectSinViolacionesGraves(page, 'Compras en teléfono, filtros plegados');
  await filtros.click();
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('Pendiente');
  await expectSinViolacionesGraves(page, 'Compras en teléfono, filtros abiertos');

  await page
    .getByRole('button', { name: /^Ver compra / })
    .first()
    .click();
  const detalle = page.getByRole('dialog', { name: /^Compra C-/ });
  const tabla = detalle.getByRole('table', { name: 'Partidas' });
  await expect(tabla).toBeVisible();
  const caja = await tabla.boundingBox();
  // The dialog's own margin (16 px or more) is left on the right, and nothing scrolls sideways.
  expect((caja?.x ?? 0) + (caja?.width ?? 0)).toBeLessThanOrEqual(390 - 16);
  expect(await detalle.locator('.MuiDialogContent-root').evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  await expect(tabla.getByRole('row').nth(1)).toContainText(/c\/u/);
  await expectSinViolacionesGraves(page, 'detalle de compra en teléfono');
});

test('the restocks list newest first, in folio order', async ({ page }) => {
  await adminEnCompras(page, { width: 1366, height: 768 });
  await page.getByRole('tab', { name: 'A proveedores' }).click();
  const filas = page.getByRole('row').filter({ hasText: 'P-' });
  await expect(filas.first()).toBeVisible();
  const folios = await Promise.all(
    (await filas.all()).map(async (fila) => (await celdas(fila).nth(1).innerText()).trim()),
  );
  // The demo's six restocks, made an hour apart in folio order, list newest first. Other tests add
  // restocks of their own, some dated in the past (a day's close of yesterday): they list by date.
  const demo = folios.filter((folio) => folio <= 'P-000006');
  expect(demo).toEqual(['P-000006', 'P-000005', 'P-000004', 'P-000003', 'P-000002', 'P-000001']);
  await expectSinViolacionesGraves(page, 'reabastos');
});
