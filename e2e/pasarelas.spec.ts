import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { formatMoney } from '../domain/money';
import { adminDb, callApi, createUser, PASSWORD } from '../tests/support/emulators';
import { recargar } from '../tests/support/venta';
import { fillLogin, login } from './support';
import { expectSinViolacionesGraves, nuevaTienda } from './tiendas';

// Pasarelas as the admin and a shop meet them: Inicio's board leads to Pasarelas, where the admin
// records a fondeo and pauses a carrier with a reason; the shop's stepper shows that carrier
// paused, and the server refuses it too; resumed, it sells again.

const MOTIVO = 'Falla de la compañía en todo el país';

async function saldoCon(pasarela: string) {
  const shards = await adminDb.collection('pasarelas').doc(pasarela).collection('fondo').get();
  return shards.docs.reduce(
    (suma, doc) => suma + Number(doc.get('disponible') ?? 0) + Number(doc.get('reservado') ?? 0),
    0,
  );
}

test('the admin funds a pasarela and pauses a carrier with a reason; a shop sees it paused on its phone and cannot sell it', async ({
  page,
  openContext,
}) => {
  const admin = await createUser('admin');
  try {
    await login(page, admin.email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Pasarelas y compañías' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver pasarelas' }).click();
    await expect(page).toHaveURL('/pasarelas');

    // A fondeo of $1,500 to B: its balance, read from its float, grows by exactly that.
    const saldos = page.getByRole('table', { name: 'Saldo con cada pasarela' });
    const filaB = saldos.getByRole('row').filter({ hasText: 'Pasarela B (simulada)' });
    const antes = await saldoCon('respaldo');
    await filaB.getByRole('button', { name: 'Fondear' }).click();
    const fondeo = page.getByRole('dialog', { name: 'Fondeo a Pasarela B (simulada)' });
    await fondeo.getByLabel('Monto (pesos)').fill('1,500.00');
    await fondeo.getByLabel('Referencia de la transferencia').fill('SPEI 778899');
    await fondeo.getByRole('button', { name: 'Registrar fondeo' }).click();
    await expect(fondeo).toBeHidden();
    await expect.poll(() => saldoCon('respaldo')).toBe(antes + 150_000);
    await expect(filaB).toContainText(formatMoney(await saldoCon('respaldo')));

    // Unefon paused with a reason.
    const rutas = page.getByRole('table', { name: 'Rutas por compañía' });
    await rutas.getByRole('button', { name: 'Pausar Unefon' }).click();
    const pausa = page.getByRole('dialog', { name: 'Pausar Unefon' });
    await pausa.getByLabel('Motivo').fill(MOTIVO);
    await pausa.getByRole('button', { name: 'Pausar' }).click();
    await expect(rutas.getByRole('row').filter({ hasText: 'Unefon' })).toContainText(`En pausa: ${MOTIVO}`);
    await expectSinViolacionesGraves(page, 'Pasarelas');

    // The shop, on its phone: Unefon shown paused with the reason, not choosable.
    const tienda = await nuevaTienda({ pesos: 200 });
    const tel = await (await openContext({ viewport: { width: 390, height: 844 } })).newPage();
    await fillLogin(tel, tienda.email, PASSWORD);
    await expect(tel).toHaveURL('/inicio');
    await tel.goto('/recargas');
    const numero = `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await tel.getByLabel('Número a recargar').fill(numero);
    await tel.getByLabel('Confirme el número').fill(numero);
    await tel.getByRole('button', { name: 'Siguiente', exact: true }).click();
    const unefon = tel.getByRole('button', { name: 'Unefon', exact: true });
    await expect(unefon).toBeDisabled();
    await expect(unefon).toContainText(`En pausa: ${MOTIVO}`);
    await expectSinViolacionesGraves(tel, 'Compañía con una en pausa');
    // The server refuses it too, writing nothing.
    const body = { id: randomUUID(), productoId: 'REC-UNE-50', numero };
    expect(await recargar(await tienda.token(), body)).toEqual({
      status: 422,
      body: { error: `Las recargas de Unefon están en pausa: ${MOTIVO}` },
    });
    expect((await adminDb.collection('recargas').doc(body.id).get()).exists).toBe(false);

    // Resumed: it sells again.
    await rutas.getByRole('button', { name: 'Reanudar Unefon' }).click();
    const reanudar = page.getByRole('dialog', { name: 'Reanudar Unefon' });
    await reanudar.getByLabel('Motivo').fill('La compañía ya responde');
    await reanudar.getByRole('button', { name: 'Reanudar' }).click();
    await expect(rutas.getByRole('row').filter({ hasText: 'Unefon' })).not.toContainText('En pausa');
    expect((await recargar(await tienda.token(), { ...body, id: randomUUID() })).body).toMatchObject({
      estado: 'exitosa',
    });
  } finally {
    // Never leave the demo's carrier paused for the other tests.
    await callApi(
      'pasarelas/pausa',
      { operador: 'Unefon', pausada: false, motivo: 'Fin de la prueba' },
      await admin.token(),
    );
  }
});
