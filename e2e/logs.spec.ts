import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminDb, callApi, createUser, PASSWORD, type TestUser } from '../tests/support/emulators';
import { login, searchSettled } from './support';
import { expectSinViolacionesGraves } from './tiendas';

// Logs as an admin reads them: a change by what a person knows of it, every entry whole.

/** A restock of 12 of a demo SIM, made and received by `admin` through the API. */
async function reabasto(admin: TestUser) {
  const token = await admin.token();
  // The demo's Telcel SIM: other suites add SIMs of their own (some inactive, or of an inactive supplier).
  const sim = await adminDb.collection('productos').doc('SIM-TEL').get();
  if (!sim.exists) throw new Error('Falta el chip SIM-TEL de la demostración');
  const proveedor = (
    await adminDb
      .collection('proveedores')
      .doc(String(sim.get('proveedorId')))
      .get()
  ).data();
  const id = randomUUID();
  const partidas = [{ productoId: sim.id, cantidad: 12, costoUnitario: Number(sim.get('costo')) }];
  const body = { origen: 'proveedor', id, proveedorId: sim.get('proveedorId'), partidas, metodoPago: 'efectivo' };
  const creada = await callApi('compras/crear', body, token);
  expect(creada.status).toBe(200);
  expect((await callApi('compras/recibir', { id }, token)).status).toBe(200);
  return { folio: String(creada.body.folio), proveedor: String(proveedor?.nombre), sim: String(sim.get('nombre')) };
}

async function abrirLogsDe(page: Page, admin: TestUser, viewport: { width: number; height: number }) {
  await login(page, admin.email, PASSWORD);
  await page.setViewportSize(viewport);
  await page.goto('/logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
}

test('a change is titled by its folio, supplier and product, each field by its label; the message whole', async ({
  page,
}) => {
  const admin = await createUser('admin');
  const { folio, proveedor, sim } = await reabasto(admin);
  await abrirLogsDe(page, admin, { width: 1366, height: 768 });
  await page.getByLabel('Correo', { exact: true }).fill(admin.email);
  await searchSettled(page, admin.email);
  const mensaje = `Compra ${folio}: recibida`;
  await page.getByRole('button', { name: `Ver detalle: ${mensaje}` }).click();

  const detalle = page.getByRole('dialog', { name: `Compra ${folio} · ${proveedor} · 12 × ${sim}` });
  await expect(detalle).toBeVisible();
  await expect(detalle.getByRole('row', { name: /Estado/ }).getByRole('cell')).toHaveText(['Pendiente', 'Recibida']);
  await expect(detalle.getByText(mensaje, { exact: true })).toBeVisible();
  await expect(detalle).not.toContainText('pendiente');
  await expectSinViolacionesGraves(page, 'detalle de un cambio en Logs');
});

test('on a phone the filters fold behind "Filtros (n)", and every entry opens whole', async ({ page }) => {
  const admin = await createUser('admin');
  await reabasto(admin);
  await abrirLogsDe(page, admin, { width: 390, height: 844 });
  const filtros = page.getByRole('button', { name: 'Filtros', exact: true });
  await expect(filtros).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Correo', { exact: true })).toBeHidden();
  // The first entry shows on the first screen, under the folded filters.
  await expect(page.getByRole('row').nth(1)).toBeInViewport();
  await expectSinViolacionesGraves(page, 'Logs en teléfono, filtros plegados');

  await filtros.click();
  await page.getByLabel('Correo', { exact: true }).fill(admin.email);
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toHaveAttribute('aria-expanded', 'true');
  await searchSettled(page, admin.email);
  await expectSinViolacionesGraves(page, 'Logs en teléfono, filtros abiertos');

  // An entry that changed nothing (the sign-in) opens too, with its message whole.
  await page.getByRole('button', { name: 'Ver detalle: Sesion iniciada' }).click();
  const entrada = page.getByRole('dialog', { name: /^Registro del \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/ });
  await expect(entrada.getByText('Sesion iniciada', { exact: true })).toBeVisible();
  await expect(entrada).toContainText(`INFO · login · ${admin.email}`);
  await expectSinViolacionesGraves(page, 'una entrada de Logs en teléfono');
});
