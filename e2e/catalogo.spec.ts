import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, createUser, FIRESTORE_REST, PASSWORD, signIn } from '../tests/support/emulators';
import { login, perderRespuestas, searchSettled } from './support';
import { expectSinViolacionesGraves } from './tiendas';

// These tests read every column of Productos: a wide screen shows them all (below 1536 px
// Proveedor and SKU start hidden, see layout.spec.ts).
test.use({ viewport: { width: 1600, height: 900 } });

/** What cliente@demo.test gets from the catalogue: its active view (catalogo), through the rules. */
async function catalogoDelCliente(): Promise<string[]> {
  const token = await signIn('cliente@demo.test', 'demo1234');
  const res = await fetch(`${FIRESTORE_REST}:runQuery`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'catalogo' }],
        where: { fieldFilter: { field: { fieldPath: 'estatus' }, op: 'EQUAL', value: { booleanValue: true } } },
      },
    }),
  });
  expect(res.status).toBe(200);
  const rows = (await res.json()) as { document?: { name: string } }[];
  return rows.flatMap((row) => (row.document ? [row.document.name.split('/').pop() ?? ''] : []));
}

async function openScreen(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

const suffix = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/** Proveedores' "Nuevo proveedor", filled in; the caller saves it. */
async function llenarNuevoProveedor(page: Page, nombre: string, telefono: string, correo: string) {
  await openScreen(page, 'Proveedores');
  await page.getByRole('button', { name: 'Nuevo proveedor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo proveedor' });
  await dialog.locator('input[name="nombre"]').fill(nombre);
  await dialog.locator('input[name="telefono"]').fill(telefono);
  await dialog.locator('input[name="correo"]').fill(correo);
  return dialog;
}

/** Productos' "Nuevo producto" filled in as a $100 Movistar top-up that costs $95 from `proveedor`; the caller saves it. */
async function llenarNuevoProducto(page: Page, nombre: string, proveedor: string, sku: string) {
  await openScreen(page, 'Productos');
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo producto' });
  await form.locator('input[name="nombre"]').fill(nombre);
  await form.getByRole('combobox', { name: 'Operador' }).click();
  await page.getByRole('option', { name: 'Movistar' }).click();
  await form.getByRole('combobox', { name: 'Proveedor' }).fill(proveedor);
  await page.getByRole('option', { name: proveedor }).click();
  await form.locator('input[name="sku"]').fill(sku);
  await form.locator('input[name="costo"]').fill('95');
  await form.locator('input[name="precio"]').fill('100');
  await form.locator('input[name="monto"]').fill('100');
  return form;
}

test('an admin creates a supplier and a product, edits the price, and deactivating hides it from clients', async ({
  page,
}) => {
  const admin = await createUser('admin');
  const id = suffix();
  const proveedor = `Proveedor E2E ${id}`;
  const sku = `E2E-${id}`;
  await login(page, admin.email, PASSWORD);

  const dialog = await llenarNuevoProveedor(page, proveedor, '5512340000', 'ventas@e2e.mx');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Buscar por nombre').fill(proveedor);
  await expect(page.getByRole('row').filter({ hasText: proveedor })).toContainText('Activo');

  const form = await llenarNuevoProducto(page, `Recarga prueba ${id}`, proveedor, sku.toLowerCase());
  await expect(form.getByTestId('margen-formulario')).toHaveText('Margen: $5.00 (5%)');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();

  await page.getByLabel('Buscar por nombre o SKU').fill(sku);
  await searchSettled(page, sku);
  const row = page.getByRole('row').filter({ hasText: sku });
  await expect(row).toContainText('$95.00');
  await expect(row).toContainText('$100.00');
  await expect(row).toContainText('$5.00 (5%)');
  await expect(row).toContainText(proveedor);
  expect(await catalogoDelCliente()).toContain(sku);

  await page.getByRole('button', { name: `Editar Recarga prueba ${id}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar producto' });
  await edit.locator('input[name="precio"]').fill('110');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('$15.00 (13.6%)');
  expect((await adminDb.collection('productos').doc(sku).get()).data()).toMatchObject({ precio: 11000, costo: 9500 });
  // The client's view follows the product, without its cost or supplier.
  const vista = (await adminDb.collection('catalogo').doc(sku).get()).data();
  expect(vista).toMatchObject({ precio: 11000, monto: 10000, operador: 'Movistar', estatus: true });
  expect(vista).not.toHaveProperty('costo');
  expect(vista).not.toHaveProperty('proveedorId');

  await page.getByRole('button', { name: `Desactivar Recarga prueba ${id}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(row).toContainText('Inactivo');
  expect(await catalogoDelCliente()).not.toContain(sku);
  // Nor can the client read it directly: neither its view now, nor the product (cost) ever.
  const token = await signIn('cliente@demo.test', 'demo1234');
  for (const coleccion of ['catalogo', 'productos']) {
    const direct = await fetch(`${FIRESTORE_REST}/${coleccion}/${sku}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(direct.status).toBe(403);
  }

  const logs = await adminDb.collection('logs').where('email', '==', admin.email).get();
  const messages = logs.docs.map((doc) => doc.data().message);
  expect(messages).toEqual(
    expect.arrayContaining([
      `Proveedor creado: ${proveedor}`,
      `Producto creado: Recarga prueba ${id} (${sku})`,
      `Producto editado: Recarga prueba ${id} (${sku})`,
      `Producto desactivado: Recarga prueba ${id}`,
    ]),
  );
});

test('a supplier and a product whose saves lose their answer are saved once, each with one log entry', async ({
  page,
}) => {
  const admin = await createUser('admin');
  const id = suffix();
  const proveedor = `Proveedor perdido ${id}`;
  const sku = `PERD-${id}`;
  await login(page, admin.email, PASSWORD);
  const perderLaProxima = await perderRespuestas(page);

  const dialog = await llenarNuevoProveedor(page, proveedor, '5512340001', 'ventas@perdido.mx');
  let perdidas = perderLaProxima();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  // Refused as a duplicate of itself before: the name it had just claimed.
  await expect(dialog).toBeHidden();
  expect(perdidas()).toBe(1);

  const form = await llenarNuevoProducto(page, `Recarga perdida ${id}`, proveedor, sku);
  perdidas = perderLaProxima();
  await form.getByRole('button', { name: 'Guardar' }).click();
  // Refused before as "Ya existe un producto con el SKU …": itself.
  await expect(form).toBeHidden();
  expect(perdidas()).toBe(2);

  await page.getByLabel('Buscar por nombre o SKU').fill(sku);
  await searchSettled(page, sku);
  await page.getByRole('button', { name: `Editar Recarga perdida ${id}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar producto' });
  await edit.locator('input[name="precio"]').fill('110');
  perdidas = perderLaProxima();
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  expect(perdidas()).toBe(3);
  expect((await adminDb.collection('productos').doc(sku).get()).data()).toMatchObject({ precio: 11000, costo: 9500 });

  const proveedores = await adminDb.collection('proveedores').where('nombre', '==', proveedor).get();
  expect(proveedores.size).toBe(1);
  const logs = await adminDb.collection('logs').where('email', '==', admin.email).get();
  expect(
    logs.docs
      .map((doc) => doc.data().message)
      .filter((m) => !m.startsWith('Sesion'))
      .sort(),
  ).toEqual([
    `Producto creado: Recarga perdida ${id} (${sku})`,
    `Producto editado: Recarga perdida ${id} (${sku})`,
    `Proveedor creado: ${proveedor}`,
  ]);
});

test('a carrier whose save loses its answer is added once, and the admin is told it was', async ({ page }) => {
  const operador = `Operador perdido ${suffix()}`;
  const config = adminDb.collection('config').doc('operadores');
  const admin = await createUser('admin');
  await login(page, admin.email, PASSWORD);
  const perderLaProxima = await perderRespuestas(page);
  await openScreen(page, 'Productos');
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo producto' });
  await form.getByRole('button', { name: 'Agregar operador' }).click();
  await form.getByLabel('Nuevo operador').fill(operador);
  const perdidas = perderLaProxima();
  try {
    await form.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page.getByText(`Operador ${operador} agregado`)).toBeVisible();
    expect(perdidas()).toBe(1);
    expect((await config.get()).data()?.lista.filter((nombre: string) => nombre === operador)).toEqual([operador]);
  } finally {
    await config.update({ lista: FieldValue.arrayRemove(operador) });
  }
});

test('bad input shows a Spanish message next to the field and writes nothing', async ({ page }) => {
  const admin = await createUser('admin');
  await login(page, admin.email, PASSWORD);

  await openScreen(page, 'Proveedores');
  await page.getByRole('button', { name: 'Nuevo proveedor' }).click();
  const proveedor = page.getByRole('dialog', { name: 'Nuevo proveedor' });
  await proveedor.locator('input[name="correo"]').fill('no-es-correo');
  await proveedor.getByRole('button', { name: 'Guardar' }).click();
  await expect(proveedor.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(proveedor.getByText('El correo no es válido')).toBeVisible();
  await expect(proveedor.getByText('El teléfono debe tener 10 dígitos')).toBeVisible();
  await proveedor.locator('input[name="nombre"]').fill('distribuidora telcel centro');
  await proveedor.locator('input[name="telefono"]').fill('5512340000');
  await proveedor.locator('input[name="correo"]').fill('otro@e2e.mx');
  await proveedor.getByRole('button', { name: 'Guardar' }).click();
  await expect(proveedor.getByText('Ya existe un proveedor con el nombre "distribuidora telcel centro"')).toBeVisible();
  await proveedor.getByRole('button', { name: 'Cancelar' }).click();

  await openScreen(page, 'Productos');
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo producto' });
  await form.locator('input[name="precio"]').fill('-5');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(form.getByText('El precio no puede ser negativo')).toBeVisible();
  await expect(form.getByText('Una recarga necesita su monto de tiempo aire')).toBeVisible();

  await form.locator('input[name="nombre"]').fill('Copia de un SKU existente');
  await form.getByRole('combobox', { name: 'Operador' }).click();
  await page.getByRole('option', { name: 'Telcel' }).click();
  await form.getByRole('combobox', { name: 'Proveedor' }).fill('Distribuidora Telcel');
  await page.getByRole('option', { name: 'Distribuidora Telcel Centro' }).click();
  await form.locator('input[name="sku"]').fill('REC-TEL-50');
  await form.locator('input[name="costo"]').fill('40');
  await form.locator('input[name="precio"]').fill('50');
  await form.locator('input[name="monto"]').fill('50');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Ya existe un producto con el SKU REC-TEL-50')).toBeVisible();

  // Nothing written (other tests run in parallel, so look for these records, not at totals).
  const copias = await adminDb.collection('productos').where('nombre', '==', 'Copia de un SKU existente').get();
  expect(copias.size).toBe(0);
  const duplicados = await adminDb
    .collection('proveedores')
    .where('correo', 'in', ['otro@e2e.mx', 'no-es-correo'])
    .get();
  expect(duplicados.size).toBe(0);
  const logs = async () =>
    (await adminDb.collection('logs').where('email', '==', admin.email).get()).docs.map((doc) => doc.data().message);
  // The sign-in's own entry, which the server writes as the browser asks (it may land a moment later).
  await expect.poll(logs).toEqual(['Sesion iniciada']);
  expect((await adminDb.collection('productos').doc('REC-TEL-50').get()).data()?.nombre).toBe('Recarga Telcel $50');
});

test('a loss-making price needs the admin to confirm it', async ({ page }) => {
  const admin = await createUser('admin');
  await login(page, admin.email, PASSWORD);
  await openScreen(page, 'Productos');
  await page.getByLabel('Buscar por nombre o SKU').fill('SIM-BAI');
  await searchSettled(page, 'SIM-BAI');
  await page.getByRole('button', { name: 'Editar Chip Bait prepago' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar producto' });
  await edit.locator('input[name="precio"]').fill('30');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Precio menor que el costo' });
  await expect(confirm).toContainText('cada venta pierde $5.00');
  await confirm.getByRole('button', { name: 'Revisar precio' }).click();
  expect((await adminDb.collection('productos').doc('SIM-BAI').get()).data()?.precio).toBe(5000);
  await edit.getByRole('button', { name: 'Cancelar' }).click();
});

test('Proveedores and Productos have no serious or critical accessibility violations', async ({ page }) => {
  const admin = await createUser('admin');
  await login(page, admin.email, PASSWORD);
  for (const path of ['/proveedores', '/productos']) {
    await page.goto(path);
    await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
    await expectSinViolacionesGraves(page, path);
  }
});

test('the Operador filter lists the carriers as stored, one just added included', async ({ page }) => {
  const operador = `Operador E2E ${suffix()}`;
  const config = adminDb.collection('config').doc('operadores');
  await config.set({ lista: FieldValue.arrayUnion(operador) }, { merge: true });
  try {
    const admin = await createUser('admin');
    await login(page, admin.email, PASSWORD);
    await openScreen(page, 'Productos');
    await page.getByRole('combobox', { name: 'Operador' }).click();
    await expect(page.getByRole('option', { name: operador })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Telcel' })).toBeVisible();
  } finally {
    await config.update({ lista: FieldValue.arrayRemove(operador) });
  }
});
