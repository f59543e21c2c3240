import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminDb, callApi, createUser, PASSWORD } from '../tests/support/emulators';
import { abrirComo, fillLogin, login } from './support';
import { expectSinViolacionesGraves, nuevaTienda, venderPorApi, type Tienda } from './tiendas';

// A shop sells top-ups as a new client would: on a laptop and on a phone.

/** A number no other test uses, ending in the simulated carrier's `final` (0000 rejected, 9999 late…). */
const numero = (final = String(1000 + Math.floor(Math.random() * 8000))) =>
  `55${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}${final}`;

async function abrirRecargas(page: Page, tienda: Tienda) {
  await abrirComo(page, tienda.email, '/recargas', PASSWORD);
  await expect(page.getByRole('heading', { name: 'Nueva recarga' })).toBeVisible();
}

/** A new number, typed twice; its carrier unknown, the shop picks it, then the amount. */
async function venderNuevo(page: Page, telefono: string, operador: string, monto: string) {
  await escribirNumero(page, telefono);
  await page.getByRole('button', { name: operador, exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^Recarga de \\${monto},`) }).click();
}

async function escribirNumero(page: Page, valor: string) {
  await page.getByLabel('Número a recargar').fill(valor);
  await page.getByLabel('Confirme el número').fill(valor);
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
}

async function recargasDe(clienteId: string) {
  const snap = await adminDb.collection('recargas').where('clienteId', '==', clienteId).get();
  return snap.docs.map((doc) => doc.data());
}

async function saldoDe(clienteId: string): Promise<number> {
  return Number((await adminDb.collection('clientes').doc(clienteId).get()).data()?.saldo);
}

for (const [pantalla, viewport] of [
  ['escritorio', { width: 1366, height: 768 }],
  ['teléfono', { width: 390, height: 844 }],
] as const) {
  test.describe(`en ${pantalla}`, () => {
    test.use({ viewport });

    test('a new client tops up a number, sees the result, the ticket and the lower saldo; a double click charges once', async ({
      page,
    }) => {
      const tienda = await nuevaTienda({ pesos: 500, comision: 5 });
      await abrirRecargas(page, tienda);
      await expect(page.getByTestId('saldo')).toHaveText('$500.00');
      await expectSinViolacionesGraves(page, 'paso Número');

      // A new number is typed twice: a slip is caught before anything is chosen.
      const telefono = numero();
      await page.getByLabel('Número a recargar').fill(telefono);
      const otro = `${telefono.slice(0, 9)}${(Number(telefono[9]) + 1) % 10}`;
      await page.getByLabel('Confirme el número').fill(otro);
      await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
      await expect(page.getByText('Los números no coinciden')).toBeVisible();
      await page.getByLabel('Confirme el número').fill(telefono);
      await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
      // Nobody sold to it: the shop picks the carrier.
      await expectSinViolacionesGraves(page, 'paso Compañía');
      await page.getByRole('button', { name: 'Telcel', exact: true }).click();
      await expectSinViolacionesGraves(page, 'paso Monto');
      await page.getByRole('button', { name: /^Recarga de \$100\.00,/ }).click();
      // Back keeps what was chosen.
      await page.getByRole('button', { name: 'Atrás' }).click();
      await expect(page.getByRole('button', { name: /^Recarga de \$100\.00,/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.getByRole('button', { name: /^Recarga de \$100\.00,/ }).click();

      const resumen = page.getByRole('table', { name: 'Resumen de la recarga' });
      await expect(resumen).toContainText('Telcel');
      await expect(resumen).toContainText('Usted paga$95.00');
      await expect(resumen).toContainText('Saldo después$405.00');
      await expectSinViolacionesGraves(page, 'paso Confirmar');
      await page.getByRole('button', { name: 'Confirmar recarga' }).dblclick();

      const resultado = page.getByRole('status').filter({ hasText: 'Recarga exitosa' });
      await expect(resultado).toBeVisible();
      await expect(resultado).toContainText('R-000001');
      await expect(resultado).toContainText('Saldo restante$405.00');
      await expect(page.getByTestId('saldo')).toHaveText('$405.00');
      await expectSinViolacionesGraves(page, 'resultado');

      await page.getByRole('button', { name: 'Ticket', exact: true }).click();
      const ticket = page.getByTestId('ticket');
      await expect(ticket).toContainText('Recargas y Chips');
      await expect(ticket).toContainText(tienda.negocio);
      await expect(ticket).toContainText('R-000001');
      await expect(ticket).toContainText(`${telefono.slice(0, 2)} ${telefono.slice(2, 6)} ${telefono.slice(6)}`);
      await expect(ticket).toContainText('$100.00');
      // The seeded $100 top-ups last 30 days: the ticket says until when.
      await expect(ticket).toContainText('Vigencia30 días, hasta');
      await expectSinViolacionesGraves(page, 'ticket');
      await page.getByRole('dialog', { name: 'Ticket R-000001' }).getByRole('button', { name: 'Cerrar' }).click();

      // One top-up, one charge, whatever the double click did.
      const recargas = await recargasDe(tienda.uid);
      expect(recargas).toHaveLength(1);
      expect(recargas[0]).toMatchObject({ estado: 'exitosa', numero: telefono, precio: 9500, monto: 10000 });
      expect(await saldoDe(tienda.uid)).toBe(40500);
      const cargos = await adminDb.collection('movimientos').where('clienteId', '==', tienda.uid).get();
      expect(cargos.docs.map((doc) => doc.data().tipo).sort()).toEqual(['abono', 'cargo']);

      // A grid on a laptop; on a phone, one compact card per top-up (still a table to assistive technology).
      const historial = page.getByRole(pantalla === 'teléfono' ? 'table' : 'grid', { name: 'Historial de recargas' });
      await expect(historial.getByRole('row').filter({ hasText: 'R-000001' })).toContainText('Exitosa');
      // On a laptop, beside the menu, its last action ends inside the table, not past its right edge.
      const tabla = (await historial.boundingBox())!;
      const otraVez = (await historial.getByRole('button', { name: 'Recargar otra vez R-000001' }).boundingBox())!;
      expect(otraVez.x + otraVez.width).toBeLessThanOrEqual(tabla.x + tabla.width);
      await expectSinViolacionesGraves(page, 'historial');
    });
  });
}

test('on a phone the history comes in under the sale’s form, never drawn first and pushed a screen down', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tienda = await nuevaTienda({ pesos: 300, comision: 5 });
  const vendido = numero();
  await venderPorApi(tienda, 'REC-MOV-50', vendido);
  await fillLogin(page, tienda.email, PASSWORD);
  await expect(page).toHaveURL('/inicio');
  // The catalogue's read, then the frequent numbers', held until the test lets each go: the
  // form's skeleton stays meanwhile, then the form without its list.
  const retenida = (coleccion: string) => {
    let soltar = () => {};
    const soltada = new Promise<void>((resolve) => (soltar = resolve));
    return { coleccion, soltada, soltar };
  };
  const retenidas = [retenida('catalogo'), retenida('numerosCliente')];
  await page.route('**/documents:runQuery*', async (route) => {
    const cuerpo = route.request().method() === 'POST' ? (route.request().postData() ?? '') : '';
    await retenidas.find((r) => cuerpo.includes(`"${r.coleccion}"`))?.soltada;
    await route.fallback();
  });
  await page.goto('/recargas');
  // $300 less the $50 top-up sold by the API ($47.50 with its 5 % commission).
  await expect(page.getByTestId('saldo')).toHaveText('$252.50');
  const historial = page.getByRole('heading', { name: 'Historial de recargas' });
  await page.waitForTimeout(500);
  await expect(historial).toHaveCount(0);
  retenidas[0].soltar();
  await expect(page.getByLabel('Número a recargar')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(historial).toHaveCount(0);
  retenidas[1].soltar();
  await expect(page.getByRole('table', { name: 'Historial de recargas' })).toContainText('Exitosa');
  // Below the whole form, its frequent numbers included.
  const form = await page
    .locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Nueva recarga' }) })
    .boundingBox();
  const titulo = await historial.boundingBox();
  expect(titulo!.y).toBeGreaterThan(form!.y + form!.height);
});

test('a number the carrier rejects is refunded and reads so; a late one says it settles by itself and shows its end with no reload', async ({
  page,
}) => {
  const tienda = await nuevaTienda({ pesos: 200, comision: 5 });
  await abrirRecargas(page, tienda);

  await venderNuevo(page, numero('0000'), 'Movistar', '$50.00');
  await page.getByRole('button', { name: 'Confirmar recarga' }).click();
  const rechazada = page.getByRole('status').filter({ hasText: 'La recarga no se realizó' });
  await expect(rechazada).toContainText('Saldo reembolsado: $47.50');
  // What it cost in the end: nothing, and the money came back.
  await expect(rechazada).toContainText('Cobrado$0.00 (reembolsado)');
  await expect(page.getByTestId('saldo')).toHaveText('$200.00');
  const historial = page.getByRole('grid', { name: 'Historial de recargas' });
  await expect(historial.getByRole('row').filter({ hasText: 'R-000001' })).toContainText('$0.00 (reembolsado)');
  await expect(historial.getByRole('row').filter({ hasText: 'R-000001' })).toContainText('Fallida · reembolsada');

  await page.getByRole('button', { name: 'Nueva recarga' }).click();
  await venderNuevo(page, numero('9999'), 'Telcel', '$20.00');
  await page.getByRole('button', { name: 'Confirmar recarga' }).click();
  const enVerificacion = page
    .getByRole('status')
    .filter({ hasText: 'En verificación: se confirma solo en unos minutos' });
  await expect(enVerificacion).toBeVisible();
  await expect(page.getByTestId('saldo')).toHaveText('$181.00');
  await expectSinViolacionesGraves(page, 'resultado pendiente');

  // The server settles it (here by the same verification the schedule runs) while the page stays
  // open: the page shows it when the shop comes back to it, without a reload.
  const [pendiente] = (
    await adminDb.collection('recargas').where('clienteId', '==', tienda.uid).where('estado', '==', 'pendiente').get()
  ).docs;
  const id = pendiente.id;
  const verificada = await callApi('recargas/verificar', { id }, await tienda.token());
  expect(verificada.body).toMatchObject({ estado: 'exitosa' });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('status').filter({ hasText: 'Recarga exitosa' })).toBeVisible();
  await expect(historial.getByRole('row').filter({ hasText: 'R-000002' })).toContainText('Exitosa');

  const estados = (await recargasDe(tienda.uid)).map((r) => `${r.folio} ${r.estado}`).sort();
  expect(estados).toEqual(['R-000001 fallida', 'R-000002 exitosa']);
  expect(await saldoDe(tienda.uid)).toBe(18100);
});

test('a price that changed while the screen stood open is not charged: the new one shows and is confirmed', async ({
  page,
}) => {
  const tienda = await nuevaTienda({ pesos: 200, comision: 5 });
  await abrirRecargas(page, tienda);
  await venderNuevo(page, numero(), 'Telcel', '$100.00');
  const resumen = page.getByRole('table', { name: 'Resumen de la recarga' });
  await expect(resumen).toContainText('Usted paga$95.00');
  // Meanwhile the admin lowers the shop's commission to 3%.
  await adminDb
    .collection('clientes')
    .doc(tienda.uid)
    .update({ comisiones: { predeterminada: 3 } });
  await page.getByRole('button', { name: 'Confirmar recarga' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'El precio de esta recarga cambió: ahora cuesta $97.00, no $95.00. Revise el precio nuevo y confirme otra vez.',
  );
  await expect(resumen).toContainText('Usted paga$97.00');
  expect(await recargasDe(tienda.uid)).toEqual([]);
  expect(await saldoDe(tienda.uid)).toBe(20_000);

  await page.getByRole('button', { name: 'Confirmar recarga' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recarga exitosa' })).toBeVisible();
  await expect(page.getByTestId('saldo')).toHaveText('$103.00');
  expect((await recargasDe(tienda.uid)).map((r) => r.precio)).toEqual([9_700]);
});

test('a top-up whose answer is lost says it may have left, and is charged once when confirmed again', async ({
  page,
}) => {
  const tienda = await nuevaTienda({ pesos: 200, comision: 5 });
  await abrirRecargas(page, tienda);
  const telefono = numero();
  await venderNuevo(page, telefono, 'Telcel', '$50.00');
  // Every answer is lost on its way back, after the server has acted on the request (the
  // automatic retries' too).
  await page.route('**/api/recargas', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Confirmar recarga' }).click();
  // Within 3 s: the request left, and Reintentar cannot charge twice.
  await expect(
    page.getByRole('alert').filter({ hasText: 'La recarga ya salió y estamos esperando la respuesta' }),
  ).toBeVisible({
    timeout: 4_500,
  });
  await expect(page.getByRole('alert')).toContainText('No llegó la respuesta: la recarga pudo haberse enviado', {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  // It was charged: the screen reads the saldo and the history again rather than show the old ones.
  await expect(page.getByTestId('saldo')).toHaveText('$152.50');
  await expect(page.getByRole('grid', { name: 'Historial de recargas' })).toContainText('R-000001');
  await page.unroute('**/api/recargas');

  // Back to Monto and the same amount chosen again: the same sale, answered as it stands.
  await page.getByRole('button', { name: 'Atrás' }).click();
  await page.getByRole('button', { name: /^Recarga de \$50\.00,/ }).click();
  await page.getByRole('button', { name: 'Confirmar recarga' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recarga exitosa' })).toBeVisible();
  await expect(page.getByTestId('saldo')).toHaveText('$152.50');
  expect((await recargasDe(tienda.uid)).map((r) => r.folio)).toEqual(['R-000001']);
  expect(await saldoDe(tienda.uid)).toBe(15_250);
});

test('a number sold to before is typed once, its carrier preselected; another carrier is warned about again at Confirmar; history repeats it', async ({
  page,
}) => {
  const tienda = await nuevaTienda({ pesos: 300, comision: 5 });
  const telefono = numero();
  expect(await venderPorApi(tienda, 'REC-TEL-50', telefono)).toMatchObject({ estado: 'exitosa' });
  await abrirRecargas(page, tienda);

  await page.getByLabel('Número a recargar').fill(telefono);
  await expect(page.getByText('su última recarga a este número fue Telcel de $50.00')).toBeVisible();
  await expect(page.getByLabel('Confirme el número')).toHaveCount(0);
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  // Straight to Monto with Telcel; the shop changes it to Movistar.
  await expect(page.getByText('Compañía: Telcel')).toBeVisible();
  await page.getByRole('button', { name: 'Cambiar compañía' }).click();
  await expect(page.getByRole('button', { name: 'Telcel (la de este número)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Movistar', exact: true }).click();
  await page.getByRole('button', { name: /^Recarga de \$50\.00,/ }).click();
  const aviso = page.getByRole('alert').filter({ hasText: 'Este número se recargó la última vez con Telcel' });
  await expect(aviso).toContainText('usted eligió Movistar');
  await expectSinViolacionesGraves(page, 'Confirmar con otra compañía');
  await aviso.getByRole('button', { name: 'Cambiar a Telcel' }).click();
  await expect(page.getByRole('table', { name: 'Resumen de la recarga' })).toContainText('CompañíaTelcel');
  await expect(page.getByRole('table', { name: 'Resumen de la recarga' })).toContainText('Monto de la recarga$50.00');
  await expect(aviso).toHaveCount(0);

  // The history's "Recargar otra vez" opens Confirmar filled in, and it is a new top-up.
  await page.getByRole('button', { name: 'Recargar otra vez R-000001' }).click();
  await expect(page.getByRole('table', { name: 'Resumen de la recarga' })).toContainText('Usted paga$47.50');
  await page.getByRole('button', { name: 'Confirmar recarga' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recarga exitosa' })).toContainText('R-000002');
  expect((await recargasDe(tienda.uid)).map((r) => r.numero)).toEqual([telefono, telefono]);
});

test('the admin reverts a top-up from the client’s account, once, with the reason', async ({ page }) => {
  const tienda = await nuevaTienda({ pesos: 100, comision: 5 });
  expect(await venderPorApi(tienda, 'REC-TEL-100', numero())).toMatchObject({ estado: 'exitosa', saldo: 500 });
  const admin = await createUser('admin');
  await login(page, admin.email, PASSWORD);
  await page.goto('/clientes');
  await page.getByLabel('Buscar por nombre, correo o teléfono').fill(tienda.negocio);
  await page.getByRole('button', { name: `Cuenta de ${tienda.negocio}` }).click();
  const cuenta = page.getByRole('dialog', { name: `Cuenta de ${tienda.negocio}` });
  await expect(cuenta.getByTestId('cuenta-saldo')).toHaveText('$5.00');

  await cuenta.getByRole('button', { name: 'Revertir R-000001' }).click();
  const revertir = page.getByRole('dialog', { name: 'Revertir la recarga R-000001' });
  await revertir.getByRole('button', { name: 'Revertir' }).click();
  await expect(revertir.getByText('El motivo es obligatorio')).toBeVisible();
  await revertir.getByLabel('Motivo').fill('El cliente marcó el número equivocado 📵');
  await revertir.getByRole('button', { name: 'Revertir' }).click();
  await expect(revertir).toBeHidden();
  await expect(cuenta.getByTestId('cuenta-saldo')).toHaveText('$100.00');
  await expect(cuenta.getByRole('grid', { name: 'Historial de recargas' })).toContainText('Revertida');
  await expect(cuenta.getByRole('button', { name: 'Revertir R-000001' })).toHaveCount(0);

  const [recarga] = await recargasDe(tienda.uid);
  expect(recarga).toMatchObject({ estado: 'revertida', motivo: 'El cliente marcó el número equivocado 📵' });
  const reembolsos = await adminDb
    .collection('movimientos')
    .where('clienteId', '==', tienda.uid)
    .where('tipo', '==', 'reembolso')
    .get();
  expect(reembolsos.size).toBe(1);
});
