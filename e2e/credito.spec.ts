import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { formatDia, diaNegocio } from '../domain/fechas';
import { formatMoney } from '../domain/money';
import { sumarDias } from '../domain/reportes';
import { adminDb, callApi, createUser, PASSWORD } from '../tests/support/emulators';
import { abrirComo, fillLogin, login } from './support';
import { expectSinViolacionesGraves, nuevaTienda, venderPorApi } from './tiendas';

// Credit as the business and a shop live it: the admin opens a line of $2,000, the shop keeps
// selling on a phone after its saldo reaches zero, down to −$1,900 and not past its line, Cartera
// says who owes what, and the shop's next deposit pays the debt.

const numero = () => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test('a shop sells on credit to −$1,900 of a $2,000 line on a phone; Cartera agrees with the books; a deposit pays the debt', async ({
  page,
  openContext,
}) => {
  const tienda = await nuevaTienda({ pesos: 100 });
  const telefono = numero();
  // Its saldo spent: two top-ups of $50 to one number, which becomes a frequent one.
  await venderPorApi(tienda, 'REC-TEL-50', telefono);
  expect(await venderPorApi(tienda, 'REC-TEL-50', telefono)).toMatchObject({ estado: 'exitosa', saldo: 0 });

  // The admin opens the line from the client's account, with a reason.
  const admin = await createUser('admin');
  await login(page, admin.email, PASSWORD);
  await page.goto('/clientes');
  await page.getByLabel('Buscar por nombre, correo o teléfono').fill(tienda.negocio);
  await expect(page.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
  await page.getByRole('button', { name: `Cuenta de ${tienda.negocio}` }).click();
  const cuenta = page.getByRole('dialog', { name: `Cuenta de ${tienda.negocio}` });
  await cuenta.getByRole('button', { name: 'Crédito y límites' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Crédito y límites' });
  await dialogo.getByLabel('Límite de crédito (pesos)').fill('2000');
  await dialogo.getByLabel('Plazo para pagar (días)').fill('7');
  await dialogo.getByLabel('Motivo del cambio').fill('🙂');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  // A reason that says nothing is refused before anything is sent.
  await expect(dialogo).toContainText('El motivo debe decir por qué, con al menos 3 letras o números');
  await dialogo.getByLabel('Motivo del cambio').fill('Buen cliente desde 2024 🙂');
  await expectSinViolacionesGraves(page, 'Crédito y límites');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(cuenta.getByTestId('credito')).toHaveText('Crédito usado $0.00 de $2,000.00; disponible $2,000.00');
  const cliente = (await adminDb.collection('clientes').doc(tienda.uid).get()).data();
  expect(cliente).toMatchObject({ limiteCredito: 200_000, plazoDias: 7 });

  // The shop, on its phone: Inicio says what it can spend; a frequent number sells on credit.
  const tel = await (await openContext({ viewport: { width: 390, height: 844 } })).newPage();
  await fillLogin(tel, tienda.email, PASSWORD);
  await expect(tel).toHaveURL('/inicio');
  await expect(tel.getByText('Crédito usado $0.00 de $2,000.00; disponible $2,000.00')).toBeVisible();
  await tel.getByRole('list', { name: 'Frecuentes y favoritos' }).getByRole('link').first().click();
  const resumen = tel.getByRole('table', { name: 'Resumen de la recarga' });
  await expect(resumen).toContainText('Saldo actual$0.00');
  await expect(resumen).toContainText('Saldo después-$50.00');
  await expect(resumen).toContainText('Disponible después$1,950.00');
  await expectSinViolacionesGraves(tel, 'Confirmar a crédito');
  await tel.getByRole('button', { name: 'Confirmar recarga' }).click();
  await expect(tel.getByRole('status').filter({ hasText: 'Recarga exitosa' })).toBeVisible();

  // More sales through the day, to −$1,900; the next one would pass the line and is refused.
  for (const sku of ['REC-TEL-500', 'REC-TEL-500', 'REC-TEL-500', 'REC-TEL-200', 'REC-TEL-150']) {
    expect(await venderPorApi(tienda, sku, numero())).toMatchObject({ estado: 'exitosa' });
  }
  const token = await tienda.token();
  const pasada = await callApi(
    'recargas',
    { id: randomUUID(), productoId: 'REC-TEL-200', numero: numero(), precio: 20_000 },
    token,
  );
  expect(pasada).toEqual({
    status: 422,
    body: {
      error:
        'Disponible insuficiente: su disponible es $100.00 (saldo -$1,900.00 y crédito de $2,000.00) y la recarga cuesta $200.00',
    },
  });
  const vence = formatDia(sumarDias(diaNegocio(new Date()), 7));
  await tel.goto('/recargas');
  await expect(tel.getByTestId('saldo')).toHaveText('-$1,900.00');
  await expect(tel.getByTestId('disponible')).toHaveText('Disponible: $100.00');
  await expect(tel.getByTestId('credito')).toHaveText(`Crédito usado $1,900.00 de $2,000.00; vence el ${vence}`);

  // Cartera: the shop's row, and a total equal to a recount of every debt.
  await page.keyboard.press('Escape');
  await page.goto('/reportes');
  await page.getByRole('tab', { name: 'Cartera de crédito' }).click();
  const fila = page.getByRole('row').filter({ hasText: tienda.negocio });
  await expect(fila).toContainText('$1,900.00');
  await expect(fila).toContainText('$100.00');
  await expect(async () => {
    const deudores = await adminDb.collection('clientes').where('saldo', '<', 0).get();
    const deuda = deudores.docs.reduce((suma, doc) => suma - Number(doc.get('saldo')), 0);
    await page.getByRole('tab', { name: 'Saldos de clientes' }).click();
    await page.getByRole('tab', { name: 'Cartera de crédito' }).click();
    await expect(page.getByTestId('Cartera total')).toContainText(
      `${formatMoney(deuda)} adeudados por ${deudores.size.toLocaleString('es-MX')} clientes`,
      { timeout: 5_000 },
    );
  }).toPass({ timeout: 45_000 });
  await expectSinViolacionesGraves(page, 'Cartera de crédito');

  // Its deposit of $2,000, approved, pays the debt: the shop sees $100.00 and no debt.
  const compra = await callApi(
    'compras/crear',
    {
      origen: 'cliente',
      id: randomUUID(),
      partidas: [],
      saldo: 200_000,
      metodoPago: 'transferencia',
      referencia: randomUUID().slice(0, 12),
    },
    token,
  );
  expect(compra.status).toBe(200);
  expect((await callApi('compras/aprobar', { id: compra.body.id }, await admin.token())).body).toMatchObject({
    estado: 'aprobada',
  });
  await tel.goto('/inicio');
  await expect(tel.getByText('Crédito usado $0.00 de $2,000.00; disponible $2,100.00')).toBeVisible();
  const pagada = (await adminDb.collection('clientes').doc(tienda.uid).get()).data();
  expect(pagada).toMatchObject({ saldo: 10_000, adeudo: [] });
});

test('a shop whose credit is past due is told so beside its saldo, with nothing left to spend until it deposits', async ({
  page,
}) => {
  await abrirComo(page, 'vencido@demo.test', '/recargas');
  await expect(page.getByTestId('saldo')).toHaveText('-$250.00');
  await expect(page.getByTestId('credito')).toContainText('$250.00 vencido');
  // Not the $1,750.00 of its line still unused: the line takes no charge while past due.
  await expect(page.getByTestId('disponible')).toHaveText('Disponible: $0.00');
});
