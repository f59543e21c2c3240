import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { adminDb, callApi, createUser, PASSWORD } from '../tests/support/emulators';
import { estadoCsv } from '../tests/support/estado-csv';
import { fillLogin, login } from './support';
import { expectSinViolacionesGraves, nuevaTienda } from './tiendas';

// The admin reconciles a bank statement on a laptop; the client then sees its saldo and
// the deposit in its estado de cuenta.

test('en escritorio: upload a statement, map its columns, preview and apply; the client sees its saldo and the abono', async ({
  page,
  openContext,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const tienda = await nuevaTienda();
  const referencia = `SPEI ${randomUUID().slice(0, 8).toUpperCase()}`;
  const pedida = await callApi(
    'compras/crear',
    { origen: 'cliente', id: randomUUID(), partidas: [], saldo: 125_050, metodoPago: 'transferencia', referencia },
    await tienda.token(),
  );
  expect(pedida.status).toBe(200);
  const admin = await createUser('admin');
  const banco = `Banco ${randomUUID().slice(0, 4)}`;
  const cuentas = await callApi(
    'config/cuentas',
    { cuentas: [{ banco, clabe: '012180001234567899', titular: 'Recargas SA de CV' }] },
    await admin.token(),
  );
  expect(cuentas.status).toBe(200);
  // As a bank exports it: `;` between columns, Latin-1, its own headers.
  const texto = estadoCsv(
    [
      {
        fecha: '05/03/2026',
        concepto: `TRANSFERENCIA ${referencia} DEPÓSITO`,
        referencia: `B${randomUUID().slice(0, 6)}`,
        abono: '$1,250.50',
      },
      { fecha: '05/03/2026', concepto: 'COMISIÓN', referencia: 'X1', cargo: '25.00', abono: '' },
      { fecha: '06/03/2026', concepto: 'DEPÓSITO SIN REFERENCIA', referencia: 'X2', abono: '700.00' },
    ],
    ';',
  ).replace('Fecha;Concepto;Referencia;Cargo;Abono', 'Fecha Operación;Descripción;Clave de rastreo;Retiros;Depósitos');
  const latin1 = Buffer.from(texto, 'latin1');

  await login(page, admin.email, PASSWORD);
  await page.goto('/compras');
  await page.getByRole('button', { name: 'Conciliar depósitos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conciliar depósitos' });
  await dialog.getByLabel('Banco del estado de cuenta').click();
  await page.getByRole('option', { name: banco }).click();
  await dialog
    .getByLabel('Archivo del estado de cuenta')
    .setInputFiles({ name: 'marzo.csv', mimeType: 'text/csv', buffer: latin1 });
  // The usual headers are guessed; the admin checks the mapping and asks for the preview.
  await expect(dialog.getByLabel('Columna del abono (depósitos)')).toHaveText('Depósitos');
  await expectSinViolacionesGraves(page, 'asignación de columnas');
  await dialog.getByRole('button', { name: 'Vista previa' }).click();
  await expect(dialog.getByText('3 líneas; 1 se aplican.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Aprueba una compra: 1' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Referencia desconocida: 1' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'No es depósito: 1' })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Líneas: Aprueba una compra' })).toContainText(tienda.negocio);
  await expectSinViolacionesGraves(page, 'vista previa');
  await dialog.getByRole('button', { name: 'Aplicar 1 depósitos' }).click();
  await expect(dialog.getByText('1 depósitos aplicados: $1,250.50 acreditados.')).toBeVisible();
  expect((await adminDb.collection('clientes').doc(tienda.uid).get()).data()?.saldo).toBe(125_050);
  // The mapping is remembered for this bank.
  const mapeos = (await adminDb.collection('config').doc('conciliacion').get()).data()?.mapeos;
  expect(Object.values(mapeos)).toContainEqual({ banco, columnas: expect.objectContaining({ abono: 'Depósitos' }) });

  const cliente = await (await openContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await fillLogin(cliente, tienda.email, PASSWORD);
  await expect(cliente.getByTestId('Su saldo')).toHaveText('$1,250.50');
  await cliente.goto('/reportes');
  const cuenta = cliente.getByRole('region', { name: 'Su estado de cuenta' });
  await expect(cuenta.getByTestId('Saldo actual')).toHaveText('Saldo actual: $1,250.50');
  await expect(cuenta.getByRole('row').filter({ hasText: '$1,250.50' }).first()).toContainText('Abono');
});
