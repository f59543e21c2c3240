import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
// First: it initialises the Admin SDK for the emulators' project before the functions' code does.
import { adminDb, createUser } from '../support/emulators';
import { diaNegocio, formatDia } from '../../domain/fechas';
import { inicioDiaNegocio, sumarDias } from '../../domain/reportes';
import { registrarCompraProveedor } from '../../functions/src/compras/crear';
import { recibirCompra } from '../../functions/src/compras/transiciones';
import { cerrarDia, diaCerrado } from '../../functions/src/programadas/cierre';
import { registrarRecarga } from '../../functions/src/recargas/crear';
import { cerrarRecarga } from '../../functions/src/recargas/liquidar';
import { aplicarMovimiento } from '../../functions/src/saldo/operaciones';
import { proveedor, simProducto } from '../support/compras';
import { correrProgramada } from '../support/programadas';
import { producto } from '../support/recargas';

// The day's close and the audit command run the tests' own checkers
// (functions/src/auditoria/). The day under test lies years before any other test's data (a
// different one at each run), so its close sees only what this file writes that day.

const DIA = diaNegocio(new Date(Date.now() - (400 + Math.floor(Math.random() * 3_000)) * 86_400_000));
const a = (horas: number) => Timestamp.fromMillis(inicioDiaNegocio(DIA) + horas * 3_600_000);

/** An admin's adjustment of a client's saldo (a deposit, or a correction when negative), dated `fecha`. */
const ajuste = (clienteId: string, monto: number, fecha: Timestamp, id: string = randomUUID()) =>
  aplicarMovimiento({
    clienteId,
    tipo: monto >= 0 ? 'abono' : 'cargo',
    monto,
    origen: { tipo: 'ajuste', id },
    por: 'admin@prueba.test',
    motivo: monto >= 0 ? 'Depósito' : 'Corrección',
    screen: 'clientes',
    fecha,
  });

/** npm run auditar -- --desde DIA --hasta DIA, against this stack. */
function auditar(...args: string[]) {
  const r = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/auditar.ts', ...args], {
    encoding: 'utf8',
    env: process.env,
  });
  return { status: r.status, salida: `${r.stdout}${r.stderr}` };
}

/** A client with a day of business on DIA: a deposit, a top-up delivered and one refused. */
async function clienteConDia(hora: number) {
  const cliente = await createUser('user', { cliente: true });
  const nombre = String((await adminDb.collection('clientes').doc(cliente.uid).get()).data()?.nombre);
  await ajuste(cliente.uid, 50_000, a(hora));
  const sku = await producto({ monto: 10_000, costo: 9_000 });
  for (const [i, cierre] of [
    { estado: 'exitosa' as const, autorizacion: '12345678' },
    { estado: 'fallida' as const, error: 'Número no habilitado para recargas' },
  ].entries()) {
    const id = randomUUID();
    await registrarRecarga(
      { id, productoId: sku, numero: '5512345678', precio: 10_000 },
      cliente.uid,
      cliente.email,
      a(hora + 1 + i),
    );
    await cerrarRecarga(id, 'pendiente', cierre, cliente.email, a(hora + 1.5 + i));
  }
  return { ...cliente, nombre };
}

describe('the day’s close and the audit command', () => {
  it('a clean day closes in agreement with its totals; a saldo corrupted with the Admin SDK is found by both', async () => {
    const uno = await clienteConDia(9);
    const dos = await clienteConDia(12);
    // A SIM born that day, restocked that day.
    const sim = await simProducto({ creadoEn: a(8) });
    const reabasto = randomUUID();
    await registrarCompraProveedor(
      {
        origen: 'proveedor',
        id: reabasto,
        proveedorId: await proveedor(),
        partidas: [{ productoId: sim, cantidad: 60, costoUnitario: 3_500 }],
        metodoPago: 'efectivo',
      },
      'admin@prueba.test',
      a(8.5),
    );
    await recibirCompra(reabasto, 'admin@prueba.test', a(8.6));

    const limpio = await cerrarDia(DIA);
    expect(limpio.descuadres).toEqual([]);
    expect(limpio).toMatchObject({
      dia: DIA,
      estado: 'cuadra',
      nDescuadres: 0,
      totales: {
        recargas: 4,
        exitosas: 2,
        vendido: 20_000,
        cobrado: 20_000,
        costo: 18_000,
        margen: 2_000,
        fallidas: 2,
        reembolsos: 20_000,
        ajustes: 100_000,
        depositos: 0,
        movimientos: 8,
        clientes: 2,
      },
    });
    expect(limpio.leidos).toBeGreaterThan(8);
    const guardado = (await adminDb.collection('cierres').doc(DIA).get()).data();
    expect(guardado).toMatchObject({ estado: 'cuadra', saldos: { [uno.uid]: 40_000, [dos.uid]: 40_000 } });
    expect(guardado?.stock[sim]).toBe(60);
    expect(auditar('--desde', formatDia4(DIA), '--hasta', formatDia4(DIA))).toMatchObject({ status: 0 });

    await adminDb
      .collection('clientes')
      .doc(uno.uid)
      .update({ saldo: 40_000 + 12_345 });
    const roto = await cerrarDia(DIA);
    expect(roto).toMatchObject({ estado: 'descuadre', nDescuadres: 1 });
    expect(roto.descuadres[0].texto).toBe(
      `Cliente ${uno.nombre} (${uno.uid}): saldo guardado frente a su libro: esperado $400.00, encontrado $523.45 (diferencia $123.45)`,
    );
    const errores = await adminDb.collection('logs').where('detalle.id', '==', DIA).where('type', '==', 'ERROR').get();
    expect(errores.docs.map((doc) => doc.data().message)).toEqual([
      `Cierre del ${formatDia(DIA)}: 1 diferencia(s). ${roto.descuadres[0].texto}`,
    ]);
    const comando = auditar('--desde', formatDia4(DIA), '--hasta', formatDia4(DIA));
    expect(comando.status).toBe(1);
    expect(comando.salida).toContain(roto.descuadres[0].texto);

    // A stock moved by hand is found the same way.
    await adminDb.collection('productos').doc(sim).update({ stock: 61 });
    await adminDb.collection('clientes').doc(uno.uid).update({ saldo: 40_000 });
    const stock = await cerrarDia(DIA);
    expect(stock.descuadres.map((d) => d.sujeto)).toEqual([expect.stringContaining(`(${sim})`)]);
    await adminDb.collection('productos').doc(sim).update({ stock: 60 });

    expect(await cerrarDia(DIA)).toMatchObject({ estado: 'cuadra' });
    expect(auditar('--desde', formatDia4(DIA), '--hasta', formatDia4(DIA)).status).toBe(0);
  }, 120_000);

  it('the next day’s close starts from this one’s saldos', async () => {
    const siguiente = sumarDias(DIA, 1);
    const cliente = await clienteConDia(0);
    await cerrarDia(DIA);
    const hora = (h: number) => Timestamp.fromMillis(inicioDiaNegocio(siguiente) + h * 3_600_000);
    await ajuste(cliente.uid, -5_000, hora(10));
    expect(await cerrarDia(siguiente)).toMatchObject({ estado: 'cuadra', totales: { ajustes: -5_000, clientes: 1 } });
    // The close of DIA remembers a saldo the ledger does not lead to: the next day's chain is broken.
    await adminDb
      .collection('cierres')
      .doc(DIA)
      .update({ [`saldos.${cliente.uid}`]: 29_000 });
    const roto = await cerrarDia(siguiente);
    expect(roto.descuadres.map((d) => d.texto)).toEqual([
      expect.stringContaining(`Cliente ${cliente.nombre} (${cliente.uid}): saldo anterior del movimiento`),
    ]);
    await cerrarDia(DIA);
    expect(await cerrarDia(siguiente)).toMatchObject({ estado: 'cuadra' });
  }, 120_000);

  it('a client whose last movements before the day share one instant starts the day where they left it', async () => {
    // Movements of one transaction (a batch of charges, a compra's abono and cargo) share their time;
    // with no close the day before, the close reads where the last of them left the saldo. Their
    // keys here make a query by time list the first of the three first.
    const cliente = await createUser('user', { cliente: true });
    const antes = sumarDias(DIA, 20);
    const dia = sumarDias(DIA, 22);
    const enAntes = Timestamp.fromMillis(inicioDiaNegocio(antes) + 10 * 3_600_000);
    const inicial = Number((await adminDb.collection('clientes').doc(cliente.uid).get()).data()?.saldo ?? 0);
    for (const [letra, monto] of [
      ['f', 10_000],
      ['e', 20_000],
      ['d', 30_000],
    ] as const) {
      await ajuste(cliente.uid, monto, enAntes, `${letra}${randomUUID().slice(1)}`);
    }
    const [primero] = (
      await adminDb
        .collection('movimientos')
        .where('clienteId', '==', cliente.uid)
        .where('creadoEn', '<', Timestamp.fromMillis(inicioDiaNegocio(dia)))
        .orderBy('creadoEn', 'desc')
        .limit(1)
        .get()
    ).docs;
    expect(primero.data().saldoNuevo).toBe(inicial + 10_000);
    await ajuste(cliente.uid, -5_000, Timestamp.fromMillis(inicioDiaNegocio(dia) + 9 * 3_600_000));
    const cierre = await cerrarDia(dia);
    expect(cierre.descuadres).toEqual([]);
    expect(cierre).toMatchObject({ estado: 'cuadra' });
    const guardado = (await adminDb.collection('cierres').doc(dia).get()).data();
    expect(guardado?.saldos[cliente.uid]).toBe(inicial + 55_000);
  }, 60_000);

  it('runs as a scheduled function on the day just ended, and the command refuses bad dates', async () => {
    const { status } = await correrProgramada('cerrarDiaAnterior');
    expect(status).toBe(200);
    const ayer = (await adminDb.collection('cierres').doc(diaCerrado()).get()).data();
    expect(ayer).toMatchObject({ dia: diaCerrado(), estado: expect.stringMatching(/^(cuadra|descuadre)$/) });
    expect(ayer?.totales.exitosas).toBeGreaterThan(0);
    expect(auditar('--desde', '31/02/2026')).toMatchObject({
      status: 2,
      salida: expect.stringContaining('--desde debe ser una fecha dd/mm/aaaa'),
    });
  }, 300_000);
});

function formatDia4(dia: string) {
  return `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;
}
