import { expect, test } from './fixtures';
import { FieldValue } from 'firebase-admin/firestore';
import { searchTokens } from '../domain/busqueda';
import { distribuidorClave } from '../domain/distribuidores';
import { adminDb, FIRESTORE_REST, PASSWORD, signIn } from '../tests/support/emulators';
import { login, perderRespuestas } from './support';
import { expectSinViolacionesGraves, nuevaTienda } from './tiendas';

test('a client sees only its own distributors, adds one, and cannot read another client’s', async ({ page }) => {
  await login(page, 'cliente@demo.test');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Distribuidores' }).click();
  const grid = page.getByRole('grid', { name: 'Distribuidores' });
  await expect(grid.getByRole('row').filter({ hasText: 'Pepe Hernández' })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: 'Laura Díaz' })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: 'Raúl Garza' })).toHaveCount(0);
  await expect(grid.getByRole('columnheader', { name: 'Dueño' })).toHaveCount(0);

  const nombre = `Vendedora ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Nuevo distribuidor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo distribuidor' });
  await dialog.locator('input[name="nombre"]').fill(nombre);
  await dialog.locator('input[name="telefono"]').fill('5599887766');
  await dialog.locator('input[name="comision"]').fill('25');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('La comisión debe estar entre 0 y 20%')).toBeVisible();
  // The client already has "Pepe Hernández": another spelling of the same name is refused.
  await dialog.locator('input[name="nombre"]').fill('  PEPE   hernandez ');
  await dialog.locator('input[name="comision"]').fill('1.5');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Ya existe un distribuidor con el nombre "PEPE hernandez"')).toBeVisible();
  await dialog.locator('input[name="nombre"]').fill(nombre);
  await dialog.locator('input[name="zona"]').fill('Doctores');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(grid.getByRole('row').filter({ hasText: nombre })).toContainText('Doctores');
  const created = await adminDb.collection('distribuidores').where('nombre', '==', nombre).get();
  expect(created.docs.map((doc) => doc.data())).toEqual([
    expect.objectContaining({ clienteId: 'demo-cliente', comision: 1.5, estatus: true }),
  ]);

  // The rules refuse this client another client's distributors, whatever the browser asks.
  const token = await signIn('cliente@demo.test', 'demo1234');
  const res = await fetch(`${FIRESTORE_REST}:runQuery`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'distribuidores' }],
        where: {
          fieldFilter: { field: { fieldPath: 'clienteId' }, op: 'EQUAL', value: { stringValue: 'demo-cliente2' } },
        },
      },
    }),
  });
  expect(res.status).toBe(403);
});

test('a save whose answer is lost is retried by the SDK and succeeds once: one distributor, one name, one log', async ({
  page,
}) => {
  const tienda = await nuevaTienda();
  await login(page, tienda.email, PASSWORD);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Distribuidores' }).click();
  const nombre = `Repartidor ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Nuevo distribuidor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo distribuidor' });
  await dialog.locator('input[name="nombre"]').fill(nombre);
  await dialog.locator('input[name="telefono"]').fill('5511223344');
  await dialog.locator('input[name="comision"]').fill('2');
  // The first commit reaches the server, which writes it; its answer is lost on the way back, and
  // Firestore's SDK runs the transaction again.
  const perdidas = (await perderRespuestas(page))();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  expect(perdidas()).toBe(1);
  await expect(
    page.getByRole('grid', { name: 'Distribuidores' }).getByRole('row').filter({ hasText: nombre }),
  ).toBeVisible();

  const creados = await adminDb.collection('distribuidores').where('clienteId', '==', tienda.uid).get();
  expect(creados.docs.map((d) => d.data().nombre)).toEqual([nombre]);
  const claim = await adminDb.doc(`distribuidorNombres/${tienda.uid}:${distribuidorClave(nombre)}`).get();
  expect(claim.data()).toEqual({ distribuidorId: creados.docs[0].id });
  const logs = await adminDb.collection('logs').where('email', '==', tienda.email).get();
  expect(logs.docs.map((d) => d.data().message).filter((m) => m.startsWith('Distribuidor'))).toEqual([
    `Distribuidor creado: ${nombre}`,
  ]);
});

test('the admin sees every distributor with its owner and filters the business’s own', async ({ page }) => {
  await login(page, 'admin@demo.test');
  await page.goto('/distribuidores');
  const grid = page.getByRole('grid', { name: 'Distribuidores' });
  await expect(grid.getByRole('row').filter({ hasText: 'Raúl Garza' })).toContainText('Celulares del Norte');
  await expect(grid.getByRole('row').filter({ hasText: 'Marco Ruiz' })).toContainText('Negocio');
  await page.getByRole('combobox', { name: 'Dueño' }).click();
  await page.getByRole('option', { name: 'Del negocio' }).click();
  await expect(grid.getByRole('row').filter({ hasText: 'Raúl Garza' })).toHaveCount(0);
  await expect(grid.getByRole('row').filter({ hasText: 'Elena Vega' })).toBeVisible();
  await expectSinViolacionesGraves(page, 'Distribuidores');
});

test('distributors sort by name whatever its case or accents', async ({ page }) => {
  const marca = `orden${Date.now().toString(36)}`;
  for (const nombre of [`Zurita ${marca}`, `zapata ${marca}`, `Álvarez ${marca}`, `alba ${marca}`]) {
    const nombreClave = distribuidorClave(nombre);
    await adminDb.collection('distribuidores').add({
      nombre,
      nombreClave,
      telefono: '5512345678',
      comision: 0,
      clienteId: null,
      estatus: true,
      busqueda: searchTokens(nombre),
      creadoEn: FieldValue.serverTimestamp(),
      actualizadoEn: FieldValue.serverTimestamp(),
    });
  }
  await login(page, 'admin@demo.test');
  await page.goto('/distribuidores');
  await page.getByLabel(/^Buscar/).fill(marca);
  const grid = page.getByRole('grid', { name: 'Distribuidores' });
  await expect(grid.getByRole('row').filter({ hasText: marca }).locator('[data-field="nombre"]')).toHaveText([
    `alba ${marca}`,
    `Álvarez ${marca}`,
    `zapata ${marca}`,
    `Zurita ${marca}`,
  ]);
});
