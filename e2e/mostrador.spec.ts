import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { FieldValue } from 'firebase-admin/firestore';
import type { Download, Page } from '@playwright/test';
import { diaNegocio } from '../domain/fechas';
import { formatMoney } from '../domain/money';
import { formatNumero } from '../domain/recargas-base';
import { adminDb, callApi, createUser, PASSWORD } from '../tests/support/emulators';
import { expect, test } from './fixtures';
import { abrirComo, login } from './support';
import { expectSinViolacionesGraves, nuevaTienda, venderPorApi, type Tienda } from './tiendas';

// The counter, as a shop sells all day on a 390 px phone: the repeat sale, the carrier found for a
// new number, the searches, the favourites, the paquetes and the ticket, the corte de caja and
// the shift, and what used to mislead.

test.use({ viewport: { width: 390, height: 844 } });

/** A number no other test uses, ending in the simulated carrier's `final` (0000 rejected, 9999 late…). */
const numero = (final = String(1000 + Math.floor(Math.random() * 8000))) =>
  `55${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}${final}`;

async function entrar(page: Page, tienda: Tienda, ruta: string) {
  await abrirComo(page, tienda.email, ruta, PASSWORD);
}

const recargasDe = async (clienteId: string) =>
  (await adminDb.collection('recargas').where('clienteId', '==', clienteId).get()).docs.map((doc) => ({
    id: doc.id,
    ...doc.data(),
  })) as { id: string; [campo: string]: unknown }[];

const resultado = (page: Page) => page.getByRole('status').filter({ hasText: 'Recarga exitosa' });

test('a repeat sale from Inicio takes 2 taps to the result, a new top-up each time; the last top-ups open the same way', async ({
  page,
}) => {
  const tienda = await nuevaTienda({ pesos: 500, comision: 5 });
  const telefono = numero();
  await venderPorApi(tienda, 'REC-MOV-50', telefono);
  await venderPorApi(tienda, 'REC-MOV-50', telefono);
  await entrar(page, tienda, '/inicio');
  const frecuentes = page.getByRole('list', { name: 'Frecuentes y favoritos' });
  await expect(frecuentes).toContainText(`${formatNumero(telefono)}Movistar $50.00 · 2 recargas`);
  await expectSinViolacionesGraves(page, 'Inicio con frecuentes');

  let toques = 0;
  await frecuentes.getByRole('link', { name: new RegExp(formatNumero(telefono)) }).click();
  toques += 1;
  const resumen = page.getByRole('table', { name: 'Resumen de la recarga' });
  await expect(resumen).toContainText('CompañíaMovistar');
  await expect(resumen).toContainText('Monto de la recarga$50.00');
  await page.getByRole('button', { name: 'Confirmar recarga' }).click();
  toques += 1;
  await expect(resultado(page)).toContainText('R-000003');
  expect(toques).toBe(2);

  // Inicio's last top-ups: one tap opens Confirmar with the number's last carrier and amount.
  await page.goto('/inicio');
  await page
    .getByRole('link', { name: new RegExp(`^Recargar otra vez al ${formatNumero(telefono)} \\(R-000003`) })
    .click();
  await expect(resumen).toContainText('CompañíaMovistar');
  await page.getByRole('button', { name: 'Confirmar recarga' }).click();
  await expect(resultado(page)).toContainText('R-000004');

  // Four top-ups, each its own key and charge, all of the same product.
  const recargas = await recargasDe(tienda.uid);
  expect(new Set(recargas.map((r) => r.id)).size).toBe(4);
  expect(recargas.map((r) => r.productoId)).toEqual(Array(4).fill('REC-MOV-50'));
  expect(Number((await adminDb.collection('clientes').doc(tienda.uid).get()).get('saldo'))).toBe(50_000 - 4 * 4_750);
});

test('a number first sold by another client is offered that carrier, and nothing else about that sale reaches this shop', async ({
  page,
}) => {
  const [vendedora, tienda] = await Promise.all([nuevaTienda({ pesos: 300 }), nuevaTienda({ pesos: 300 })]);
  const telefono = numero();
  await venderPorApi(vendedora, 'REC-ATT-100', telefono);
  const respuestas: string[] = [];
  page.on('response', async (respuesta) => {
    if (respuesta.url().endsWith('/api/recargas/operador')) respuestas.push(await respuesta.text());
  });
  await entrar(page, tienda, '/recargas');
  await page.getByLabel('Número a recargar').fill(telefono);
  await expect(page.getByRole('alert').filter({ hasText: 'Compañía: AT&T' })).toContainText(
    'es la compañía con la que se recargó este número la última vez',
  );
  // New to this shop: still typed twice.
  await page.getByLabel('Confirme el número').fill(telefono);
  await expectSinViolacionesGraves(page, 'número con la compañía de otro cliente');
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(page.getByText('Compañía: AT&T')).toBeVisible();
  // The answer names the carrier and nothing else: not the other shop, its folio, amount or date.
  expect(respuestas.map((texto) => JSON.parse(texto))).toEqual([{ operador: 'AT&T' }]);
  const pagina = await page.locator('body').innerText();
  for (const ajeno of [vendedora.negocio, 'R-000001', '$100.00 ·']) expect(pagina).not.toContain(ajeno);
  await expect(page.getByText('Sin recargas con estos filtros')).toBeVisible();
});

test('the history finds a number by its last 4 digits; a favourite is saved with a name, found by name or digits, and sold to in one tap', async ({
  page,
}) => {
  const tienda = await nuevaTienda({ pesos: 500, comision: 5 });
  const [lupe, otro] = [numero(), numero()];
  await venderPorApi(tienda, 'REC-TEL-20', lupe);
  await venderPorApi(tienda, 'REC-TEL-30', otro);
  await entrar(page, tienda, '/recargas');
  const historial = page.getByRole('table', { name: 'Historial de recargas' });
  await expect(historial.getByRole('row').filter({ hasText: formatNumero(otro) })).toHaveCount(1);
  await page.getByLabel('Número', { exact: true }).fill(lupe.slice(-4));
  await expect(historial.getByRole('row').filter({ hasText: formatNumero(otro) })).toHaveCount(0);
  await expect(historial.getByRole('row').filter({ hasText: formatNumero(lupe) })).toHaveCount(1);
  // A compact card: 25 of them are no longer a 8,000 px page.
  const tarjeta = await historial
    .getByRole('row')
    .filter({ hasText: formatNumero(lupe) })
    .boundingBox();
  expect(tarjeta?.height).toBeLessThan(160);
  await expectSinViolacionesGraves(page, 'historial buscado por 4 dígitos');

  await page.getByRole('button', { name: 'Recargar otra vez R-000001' }).click();
  await page.getByRole('button', { name: 'Confirmar recarga' }).click();
  await expect(resultado(page)).toContainText('R-000003');
  await page.getByRole('button', { name: 'Guardar como favorito' }).click();
  const dialogo = page.getByRole('dialog', { name: `Guardar ${formatNumero(lupe)} como favorito` });
  await expectSinViolacionesGraves(page, 'guardar favorito');
  await dialogo.getByLabel('Nombre').fill('Doña Lupe 🌮');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Guardado: Doña Lupe 🌮')).toBeVisible();
  await page.getByRole('button', { name: 'Nueva recarga' }).click();

  const lista = page.getByRole('list', { name: 'Frecuentes y favoritos' });
  const entrada = `Recargar otra vez a Doña Lupe 🌮 · ${formatNumero(lupe)}: Telcel $20.00 · 2 recargas`;
  await expect(lista.getByRole('button', { name: entrada })).toBeVisible();
  for (const busqueda of ['lupe', lupe.slice(-4), lupe.slice(3, 8)]) {
    await page.getByLabel('Buscar favorito').fill(busqueda);
    await expect(lista.getByRole('button', { name: new RegExp(`^Recargar otra vez a Doña Lupe 🌮`) })).toHaveCount(1);
  }
  await page.getByLabel('Buscar favorito').fill('zzzz');
  await expect(page.getByText('Ningún favorito coincide con «zzzz».')).toBeVisible();
  await page.getByLabel('Buscar favorito').fill('');
  await lista.getByRole('button', { name: entrada }).click();
  await expect(page.getByRole('table', { name: 'Resumen de la recarga' })).toContainText('Monto de la recarga$20.00');
  await page.getByRole('button', { name: 'Confirmar recarga' }).click();
  await expect(resultado(page)).toContainText('R-000004');
  const favorito = await adminDb.collection('favoritos').doc(`${tienda.uid}_${lupe}`).get();
  expect(favorito.data()).toMatchObject({ clienteId: tienda.uid, numero: lupe, nombre: 'Doña Lupe 🌮' });
});

test('a paquete is sold in the same flow; its ticket says what it includes, until when, the shop and its address, and goes by WhatsApp', async ({
  page,
}) => {
  const tienda = await nuevaTienda({ pesos: 500, comision: 5 });
  await adminDb.collection('clientes').doc(tienda.uid).update({ direccion: 'Av. Juárez 12, Centro' });
  const telefono = numero();
  await entrar(page, tienda, '/recargas');
  await page.getByLabel('Número a recargar').fill(telefono);
  await page.getByLabel('Confirme el número').fill(telefono);
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await page.getByRole('button', { name: 'Telcel', exact: true }).click();
  const paquete = page.getByRole('button', { name: /^Paquete Amigo Sin Límite 100 de \$100\.00, usted paga \$95\.00/ });
  await expect(paquete).toContainText('1.5 GB · 3,000 min · Redes sociales incluidas · 15 días');
  await expectSinViolacionesGraves(page, 'recargas y paquetes');
  await paquete.click();
  await expect(page.getByRole('table', { name: 'Resumen de la recarga' })).toContainText(
    'Incluye1.5 GB · 3,000 min · Redes sociales incluidas · 15 días',
  );
  await page.getByRole('button', { name: 'Confirmar recarga' }).click();
  await expect(resultado(page)).toContainText('Paquete$100.00');

  await page.getByRole('button', { name: 'Ticket', exact: true }).click();
  const ticket = page.getByTestId('ticket');
  for (const linea of [
    tienda.negocio,
    'Av. Juárez 12, Centro',
    'Paquete$100.00',
    'Incluye',
    'Vigencia15 días, hasta',
  ]) {
    await expect(ticket).toContainText(linea);
  }
  const whatsapp = page.getByRole('link', { name: 'Enviar por WhatsApp' });
  const enlace = new URL(String(await whatsapp.getAttribute('href')));
  expect(`${enlace.origin}${enlace.pathname}`).toBe(`https://wa.me/52${telefono}`);
  const texto = String(enlace.searchParams.get('text')).split('\n');
  expect(texto.slice(0, 3)).toEqual(['Recargas y Chips', tienda.negocio, 'Av. Juárez 12, Centro']);
  expect(texto).toEqual(
    expect.arrayContaining([
      'Folio: R-000001',
      `Número: ${formatNumero(telefono)}`,
      'Paquete: $100.00',
      'Incluye: 1.5 GB · 3,000 min · Redes sociales incluidas',
      expect.stringMatching(/^Vigencia: 15 días, hasta \d\d\/\d\d\/\d\d$/),
      expect.stringMatching(/^Autorización: \d{8}$/),
    ]),
  );
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expectSinViolacionesGraves(page, 'ticket de un paquete');
});

test('Confirmar with the network off says at once that nothing left or was charged; Reintentar sells once it is back', async ({
  page,
  context,
}) => {
  const tienda = await nuevaTienda({ pesos: 200, comision: 5 });
  await entrar(page, tienda, '/recargas');
  const telefono = numero();
  await page.getByLabel('Número a recargar').fill(telefono);
  await page.getByLabel('Confirme el número').fill(telefono);
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await page.getByRole('button', { name: 'Telcel', exact: true }).click();
  await page.getByRole('button', { name: /^Recarga de \$50\.00,/ }).click();

  await context.setOffline(true);
  await expect(page.getByText('Sin conexión: no se puede vender ahora')).toBeVisible();
  const inicio = Date.now();
  await page.getByRole('button', { name: 'Confirmar recarga' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'la recarga no salió de este equipo y no se cobró nada' }),
  ).toBeVisible({
    timeout: 3_000,
  });
  expect(Date.now() - inicio).toBeLessThan(3_000);
  expect(await recargasDe(tienda.uid)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText('Sin conexión: no se puede vender ahora')).toBeHidden();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(resultado(page)).toContainText('R-000001');
  expect(await recargasDe(tienda.uid)).toHaveLength(1);
});

/** The distributor of a shop, with the commission its earnings are worked out at. */
async function distribuidorDe(tienda: Tienda, nombre: string, comision: number): Promise<string> {
  const ref = await adminDb.collection('distribuidores').add({
    nombre,
    telefono: '5511112222',
    comision,
    clienteId: tienda.uid,
    estatus: true,
    busqueda: [],
    creadoEn: FieldValue.serverTimestamp(),
    actualizadoEn: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

const descargar = async (page: Page, boton: string) => {
  const [descarga]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: boton }).click(),
  ]);
  return readFile(String(await descarga.path()), 'utf8');
};

test('the corte de caja equals a recount of the shop’s top-ups of the day; a shift closed with a difference is kept and printable', async ({
  page,
}) => {
  const tienda = await nuevaTienda({ pesos: 1_000, comision: 5 });
  const pedro = await distribuidorDe(tienda, 'Pedro Ruta Norte', 3);
  await venderPorApi(tienda, 'REC-TEL-100', numero());
  await venderPorApi(tienda, 'REC-MOV-50', numero(), { distribuidorId: pedro });
  await venderPorApi(tienda, 'REC-TEL-20', numero('0000'));
  const revertir = await venderPorApi(tienda, 'REC-ATT-100', numero());
  const admin = await createUser('admin');
  expect(
    (await callApi('recargas/revertir', { id: revertir.id, motivo: 'Número equivocado' }, await admin.token())).status,
  ).toBe(200);

  // The recount, straight from the shop's top-ups of today.
  const hoy = diaNegocio(new Date());
  const deHoy = (await recargasDe(tienda.uid)).filter((r) => r.dia === hoy);
  const exitosas = deHoy.filter((r) => r.estado === 'exitosa');
  const suma = (campo: string, lista = exitosas) => lista.reduce((s, r) => s + Number(r[campo]), 0);
  expect(exitosas).toHaveLength(2);

  await entrar(page, tienda, '/corte');
  await expect(page.getByText(/^Desde el inicio del .*: aún no ha cerrado ningún turno/)).toBeVisible();
  const resumen = page.getByRole('table', { name: 'Resumen: Turno actual' });
  const cuadra = async () => {
    await expect(page.getByTestId('Cobrado a clientes')).toHaveText(formatMoney(suma('monto')));
    await expect(resumen).toContainText(`Recargas exitosas${exitosas.length}`);
    await expect(resumen).toContainText(`Pagado de su saldo${formatMoney(suma('precio'))}`);
    await expect(resumen).toContainText(
      `Su comisión (cobrado menos pagado)${formatMoney(suma('monto') - suma('precio'))}`,
    );
    await expect(resumen).toContainText('Fallidas: reembolsadas, no son ventas1 · $20.00');
    await expect(resumen).toContainText('Revertidas: reembolsadas, no son ventas1 · $100.00');
    const porCompania = page.getByRole('table', { name: 'Por compañía' });
    await expect(porCompania.getByRole('row', { name: /^Telcel/ })).toContainText('1$100.00$95.00$5.00');
    await expect(porCompania.getByRole('row', { name: /^Movistar/ })).toContainText('1$50.00$47.50$2.50');
    // Pedro earns 3% of the $50.00 his customer paid.
    const porDistribuidor = page.getByRole('table', { name: 'Por distribuidor' });
    await expect(porDistribuidor.getByRole('row', { name: /^Pedro Ruta Norte/ })).toContainText('$1.50');
    await expect(porDistribuidor.getByRole('row', { name: /^Mostrador/ })).toContainText('$100.00');
  };
  await cuadra();
  await expectSinViolacionesGraves(page, 'corte del turno');

  const csv = await descargar(page, 'Exportar CSV');
  expect(csv).toContain('"Cobrado a clientes (efectivo)"');
  expect(csv).toContain(`"Total","Total",2,${(suma('monto') / 100).toFixed(2)},${(suma('precio') / 100).toFixed(2)}`);

  const [excel]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar Excel' }).click(),
  ]);
  expect(excel.suggestedFilename()).toMatch(/^turno-actual-\d{4}-\d\d-\d\d\.xlsx$/);

  await page.getByRole('button', { name: 'Imprimir' }).click();
  const impreso = page.getByTestId('corte-impreso');
  await expect(impreso).toContainText(tienda.negocio);
  await expect(impreso).toContainText(`Cobrado a clientes${formatMoney(suma('monto'))}`);
  await expectSinViolacionesGraves(page, 'corte para imprimir');
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Por día' }).click();
  await expect(page.getByRole('table', { name: /^Resumen: Corte del / })).toContainText(
    `Pagado de su saldo${formatMoney(suma('precio'))}`,
  );
  await expectSinViolacionesGraves(page, 'corte del día');
  await page.getByRole('button', { name: 'Turno actual' }).click();
  await cuadra();

  // The drawer is $15.50 short.
  await page.getByRole('button', { name: 'Cerrar turno' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Cerrar turno' });
  await expect(dialogo).toContainText(`Efectivo esperado en caja: ${formatMoney(suma('monto'))}`);
  await dialogo.getByLabel('Efectivo contado (pesos)').fill(((suma('monto') - 1_550) / 100).toFixed(2));
  await expect(dialogo).toContainText('Faltan $15.50 respecto de lo esperado');
  await expectSinViolacionesGraves(page, 'cerrar turno');
  await dialogo.getByRole('button', { name: 'Cerrar turno' }).click();
  await expect(page.getByText('Turno 1 cerrado: faltan $15.50.')).toBeVisible();
  await expect(page.getByTestId('caja')).toContainText('Faltan $15.50');
  await expect(page.getByRole('table', { name: 'Turnos cerrados' }).getByRole('row', { name: /^1/ })).toContainText(
    'Faltan $15.50',
  );
  await expectSinViolacionesGraves(page, 'turno cerrado');
  // The new shift starts empty.
  await expect(page.getByTestId('Cobrado a clientes').first()).toHaveText('$0.00');
  const [turno] = (await adminDb.collection('turnos').where('clienteId', '==', tienda.uid).get()).docs.map((d) =>
    d.data(),
  );
  expect(turno).toMatchObject({
    numero: 1,
    esperado: suma('monto'),
    contado: suma('monto') - 1_550,
    diferencia: -1_550,
  });
  const ver = page.getByRole('button', { name: 'Ver turno 1' });
  const caja = await ver.boundingBox();
  expect(caja?.height).toBeGreaterThanOrEqual(44);
});

test('on a phone: 44 px tap targets with words, a visible focus on the carrier and amount cards, each estado its own colour', async ({
  page,
}) => {
  const tienda = await nuevaTienda({ pesos: 500, comision: 5 });
  const admin = await createUser('admin');
  await venderPorApi(tienda, 'REC-TEL-20', numero());
  await venderPorApi(tienda, 'REC-TEL-20', numero('0000'));
  await venderPorApi(tienda, 'REC-TEL-20', numero('9999'));
  const revertida = await venderPorApi(tienda, 'REC-TEL-20', numero());
  await callApi('recargas/revertir', { id: revertida.id, motivo: 'Prueba' }, await admin.token());
  await entrar(page, tienda, '/recargas');

  const historial = page.getByRole('table', { name: 'Historial de recargas' });
  await expect(historial.getByRole('row').filter({ hasText: 'R-000004' })).toContainText('Revertida · reembolsada');
  for (const boton of await historial.getByRole('button').all()) {
    const caja = await boton.boundingBox();
    expect(caja?.height, (await boton.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(44);
    expect((await boton.innerText()).trim(), 'un botón con palabras').not.toBe('');
  }
  await expect(page.getByRole('button', { name: 'Verificar R-000003' })).toHaveText('Verificar');
  await expect(page.getByRole('button', { name: 'Recargar otra vez R-000003' })).toHaveText('Recargar otra vez');
  const colores = new Set<string>();
  for (const folio of ['R-000001', 'R-000002', 'R-000003', 'R-000004']) {
    const chip = historial.getByRole('row').filter({ hasText: folio }).locator('.MuiChip-root');
    colores.add(await chip.evaluate((el) => getComputedStyle(el).backgroundColor));
  }
  expect(colores.size).toBe(4);
  const menu = await page.getByRole('button', { name: 'Abrir menú' }).boundingBox();
  expect(menu?.height).toBeGreaterThanOrEqual(44);

  const telefono = numero();
  await page.getByLabel('Número a recargar').fill(telefono);
  await page.getByLabel('Confirme el número').fill(telefono);
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  const telcel = page.getByRole('button', { name: 'Telcel', exact: true });
  await telcel.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const foco = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const estilo = getComputedStyle(el);
    return { nombre: el.getAttribute('aria-label'), estilo: estilo.outlineStyle, ancho: estilo.outlineWidth };
  });
  expect(foco).toMatchObject({ estilo: 'solid', ancho: '3px' });
  expect((await page.getByRole('button', { name: 'Atrás' }).boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await page.goto('/reportes');
  for (const nombre of ['Hoy', 'Últimos 7 días', 'Exportar CSV']) {
    const caja = await page.getByRole('button', { name: nombre }).first().boundingBox();
    expect(caja?.height, nombre).toBeGreaterThanOrEqual(44);
  }
});

test('a report table at 390 px scrolls under its first column, which stays in view; by distributor it shows what each earned', async ({
  page,
}) => {
  await abrirComo(page, 'cliente@demo.test', '/reportes');
  await expect(
    page.getByText('Deslice la tabla hacia la izquierda para ver todas sus columnas.').first(),
  ).toBeVisible();
  const tabla = page.getByRole('table', { name: /^Ventas de recargas por día/ });
  const primera = tabla.locator('tbody tr td').first();
  await expect(primera).toHaveCSS('position', 'sticky');
  const antes = await primera.boundingBox();
  await tabla.evaluate((el) => el.parentElement?.scrollBy({ left: 300 }));
  await expect.poll(async () => (await primera.boundingBox())?.x).toBe(antes?.x);
  // The periods on two lines, each a button with its own border (not a bar broken in two).
  const esteMes = page.getByRole('button', { name: 'Este mes' });
  await expect(esteMes).not.toHaveCSS('border-left-color', 'rgba(0, 0, 0, 0)');
  expect((await esteMes.boundingBox())!.y).toBeGreaterThan(
    (await page.getByRole('button', { name: 'Hoy' }).boundingBox())!.y,
  );
  // A table that fits the screen does not ask to be slid.
  const comprasPorEstado = page.getByRole('region', { name: /^Compras por estado/ });
  await expect(comprasPorEstado).toBeVisible();
  await expect(comprasPorEstado.locator('xpath=preceding-sibling::*[1]')).toBeHidden();
  await page.getByRole('tab', { name: 'Por distribuidor' }).click();
  const porDistribuidor = page.getByRole('table', { name: /^Ventas de recargas por distribuidor/ });
  await expect(porDistribuidor).toContainText('Ganancia del distribuidor');
  // The totals line adds up what each distributor earned at its own comision.
  const columna = await porDistribuidor
    .getByRole('columnheader')
    .evaluateAll((celdas) => celdas.findIndex((celda) => celda.textContent?.includes('Ganancia del distribuidor')));
  const centavos = (texto: string) => Math.round(Number(texto.replace(/[$,]/g, '')) * 100);
  const filas = await porDistribuidor
    .locator('tbody tr')
    .evaluateAll((trs, i) => trs.map((tr) => [tr.className, tr.children[i]?.textContent ?? '']), columna);
  const ganancias = filas.filter(([clase]) => !clase.includes('total')).map(([, texto]) => centavos(texto));
  expect(ganancias.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  expect(centavos(filas.find(([clase]) => clase.includes('total'))![1])).toBe(ganancias.reduce((a, b) => a + b, 0));
});

test.describe('en escritorio', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the admin adds a paquete with its data, minutes, social networks, validity, cost and price; a shop sells it', async ({
    page,
    openContext,
  }) => {
    const admin = await createUser('admin');
    const sku = `PAQ-E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
    const nombre = `Bait Datos ${sku.slice(-6)}`;
    await login(page, admin.email, PASSWORD);
    await page.goto('/productos');
    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo producto' });
    await form.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Paquete' }).click();
    await form.locator('input[name="nombre"]').fill(nombre);
    await form.getByRole('combobox', { name: 'Operador' }).click();
    await page.getByRole('option', { name: 'Bait' }).click();
    await form.getByRole('combobox', { name: 'Proveedor' }).fill('RecargaKi');
    await page.getByRole('option', { name: 'RecargaKi Agregador' }).click();
    await form.locator('input[name="sku"]').fill(sku);
    await form.locator('input[name="costo"]').fill('110');
    await form.locator('input[name="precio"]').fill('120');
    await form.locator('input[name="monto"]').fill('120');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Un paquete necesita su vigencia en días')).toBeVisible();
    await expect(form.getByText('Un paquete incluye datos, minutos o redes sociales')).toBeVisible();
    await form.getByLabel('Datos (MB)').fill('2000');
    await form.getByLabel('Minutos').fill('300');
    await form.getByLabel('Redes sociales incluidas').check();
    await form.getByLabel('Vigencia en días').fill('10');
    await expectSinViolacionesGraves(page, 'nuevo paquete');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form).toBeHidden();
    await page.getByLabel('Buscar por nombre o SKU').fill(sku);
    await expect(page.getByRole('row').filter({ hasText: nombre })).toContainText(
      '$120.00 · 2 GB · 300 min · Redes sociales incluidas',
    );
    expect((await adminDb.collection('catalogo').doc(sku).get()).data()).toMatchObject({
      tipo: 'paquete',
      monto: 12_000,
      datosMb: 2_000,
      minutos: 300,
      redesSociales: true,
      vigenciaDias: 10,
    });

    // A shop sells it like a top-up, at its own commission.
    const tienda = await nuevaTienda({ pesos: 200, comision: 5 });
    const otra = await openContext({ viewport: { width: 1366, height: 768 } });
    const tiendaPage = await otra.newPage();
    await entrar(tiendaPage, tienda, '/recargas');
    const telefono = numero();
    await tiendaPage.getByLabel('Número a recargar').fill(telefono);
    await tiendaPage.getByLabel('Confirme el número').fill(telefono);
    await tiendaPage.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await tiendaPage.getByRole('button', { name: 'Bait', exact: true }).click();
    await tiendaPage
      .getByRole('button', {
        name: new RegExp(`^Paquete ${nombre} de \\$120\\.00, usted paga \\$114\\.00, comisión \\$6\\.00`),
      })
      .click();
    await tiendaPage.getByRole('button', { name: 'Confirmar recarga' }).click();
    await expect(resultado(tiendaPage)).toContainText('Paquete$120.00');
    expect((await recargasDe(tienda.uid))[0]).toMatchObject({ productoId: sku, tipo: 'paquete', precio: 11_400 });
  });
});
