// What the money specs share: a new shop credited through the API, and the accessibility check.
import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { claveOrden, searchTokens } from '../domain/busqueda';
import { comisionPara, type Comisiones } from '../domain/comisiones';
import { precioRecarga } from '../domain/recargas';
import { adminDb, callApi, createUser, type TestUser } from '../tests/support/emulators';

export interface Tienda extends TestUser {
  negocio: string;
}

/**
 * A new client (role user) named "Tienda …", findable by its name, with `comision` percent and
 * `pesos` credited by an admin through the adjustment endpoint (as a real deposit would be).
 */
export async function nuevaTienda({ pesos = 0, comision = 0 } = {}): Promise<Tienda> {
  const user = await createUser('user', { cliente: true });
  const negocio = `Tienda ${user.uid.slice(0, 6)}`;
  await adminDb
    .collection('clientes')
    .doc(user.uid)
    .update({
      nombre: negocio,
      nombreOrden: claveOrden(negocio),
      busqueda: searchTokens(negocio),
      comisiones: { predeterminada: comision },
    });
  if (pesos) {
    const admin = await createUser('admin');
    const abono = await callApi(
      'saldo/ajuste',
      {
        clienteId: user.uid,
        tipo: 'abono',
        monto: pesos * 100,
        motivo: 'Depósito inicial',
        idempotencyKey: randomUUID(),
      },
      await admin.token(),
    );
    expect(abono.status).toBe(200);
  }
  return { ...user, negocio };
}

/** axe on the page as it stands: no serious or critical violation (`donde` names the state checked). */
export async function expectSinViolacionesGraves(page: Page, donde: string) {
  // A notification still fading in or out is drawn at part opacity, and axe measures its contrast
  // as that (CI failed on a success snackbar mid-fade): check the page once its finite transitions
  // have run. Skeletons pulse forever and are not waited for. Settled twice, 100 ms apart: a
  // snackbar that has just mounted may not have started its transition yet, which then runs while
  // axe does (CI failed once more so, with a single check).
  // The pointer is parked on the page's title first: a row's icon left under it when a dialog
  // closes opens its tooltip at some moment of its own, and a tooltip fading in failed CI the same
  // way ("Distribuidores a 390 px: color-contrast .MuiTooltip-tooltip").
  const titulo = await page
    .getByRole('heading', { level: 1 })
    .first()
    .boundingBox({ timeout: 1_000 })
    .catch(() => null);
  await page.mouse.move(titulo ? titulo.x + 2 : 0, titulo ? titulo.y + titulo.height / 2 : 0);
  const asentada = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
  await expect
    .poll(async () => (await asentada()) && (await page.waitForTimeout(100), await asentada()), { timeout: 10_000 })
    .toBe(true);
  // A notification on screen is checked too: the pointer on it pauses its timer (as it does for a
  // user reading it), so it does not close while axe reads the page. One that closes first is
  // simply no longer there to check.
  const aviso = page.locator('.MuiSnackbar-root');
  if (await aviso.isVisible()) await aviso.hover({ timeout: 2_000 }).catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(graves.map((v) => `${donde}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

/**
 * A top-up sold through the API as the browser sends it, with the price its screen shows (the
 * product's amount less the shop's commission for its carrier): a sale another screen or another
 * day made.
 */
export async function venderPorApi(
  tienda: Tienda,
  productoId: string,
  numero: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const [producto, cliente] = await Promise.all([
    adminDb.collection('productos').doc(productoId).get(),
    adminDb.collection('clientes').doc(tienda.uid).get(),
  ]);
  const comisiones = (cliente.get('comisiones') ?? { predeterminada: 0 }) as Comisiones;
  const { precio } = precioRecarga(
    Number(producto.get('monto')),
    comisionPara(comisiones, String(producto.get('operador'))),
  );
  const venta = await callApi(
    'recargas',
    { id: randomUUID(), productoId, numero, precio, ...extra },
    await tienda.token(),
  );
  expect(venta.status, JSON.stringify(venta.body)).toBe(200);
  return venta.body;
}
