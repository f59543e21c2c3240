import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// First: it initialises the Admin SDK for the emulators' project before the functions' code does.
import { adminDb, callApi, createUser } from '../support/emulators';
import { asegurarReferencia } from '../../functions/src/clientes/referencia-deposito';
import { enParalelo } from '../../functions/src/en-paralelo';
import { clienteConSaldo } from '../support/recargas';
import { expectLedgerConsistent } from '../support/ledger';
import { compraPorTransferencia, contarCategorias, estadoCsv, importar, type LineaCsv } from '../support/conciliacion';

// A bank statement approves the matching purchases, through the approval's
// own transaction, and the same deposit is never credited twice.

const pesos = (centavos: number) =>
  `${Math.floor(centavos / 100).toLocaleString('en-US')}.${String(centavos % 100).padStart(2, '0')}`;
/** What the 50 compras approved by hand credited before the import. */
const YA_APROBADAS = Array.from({ length: 50 }, (_, i) => 20_000 + i).reduce((a, b) => a + b, 0);
const tanda = () => randomUUID().slice(0, 6).toUpperCase();

/**
 * A 500-line statement over fresh clients: 200 deposits that pay pending compras and 100 that carry
 * a client's deposit reference (300 credits), 50 whose amount differs from their compra's, 100 with
 * no known reference, 50 paying compras already approved by hand; and 10 that are no deposits.
 */
async function estadoDe500() {
  const t = tanda();
  const clientes = await Promise.all(Array.from({ length: 15 }, () => clienteConSaldo(0)));
  const lineas: LineaCsv[] = [];
  const credito = new Map<string, number>();
  const fecha = (i: number) => `${String(1 + (i % 28)).padStart(2, '0')}/03/2026`;
  const abonar = (clienteId: string, monto: number) => credito.set(clienteId, (credito.get(clienteId) ?? 0) + monto);
  await enParalelo(
    Array.from({ length: 250 }, (_, i) => i),
    1,
    async (i) => {
      const cliente = clientes[i % clientes.length];
      const monto = 10_000 + i * 100;
      const referencia = `SPEI ${t}${String(i).padStart(4, '0')}`;
      await compraPorTransferencia(cliente.uid, monto, referencia);
      const distinto = i >= 200;
      if (!distinto) abonar(cliente.uid, monto);
      lineas.push({
        fecha: fecha(i),
        concepto: `TRANSF ${referencia} TIENDA`,
        referencia: `BNC${t}${i}`,
        abono: `$${pesos(distinto ? monto + 1 : monto)}`,
      });
    },
  );
  const referencias = await Promise.all(clientes.slice(0, 10).map((c) => asegurarReferencia(c.uid)));
  for (let i = 0; i < 100; i += 1) {
    const monto = 50_000 + i;
    abonar(clientes[i % 10].uid, monto);
    lineas.push({
      fecha: fecha(i),
      concepto: `DEPOSITO ${referencias[i % 10]}`,
      referencia: `DEP${t}${i}`,
      abono: pesos(monto),
    });
  }
  for (let i = 0; i < 100; i += 1) {
    lineas.push({
      fecha: fecha(i),
      concepto: `PAGO VARIOS ${t} ${i}`,
      referencia: `X${t}${i}`,
      abono: pesos(7_000 + i),
    });
  }
  await enParalelo(
    Array.from({ length: 50 }, (_, i) => i),
    1,
    async (i) => {
      const referencia = `YA ${t}${String(i).padStart(4, '0')}`;
      const monto = 20_000 + i;
      await compraPorTransferencia(clientes[i % clientes.length].uid, monto, referencia, true);
      abonar(clientes[i % clientes.length].uid, monto);
      lineas.push({ fecha: fecha(i), concepto: `SPEI ${referencia}`, referencia: `OLD${t}${i}`, abono: pesos(monto) });
    },
  );
  for (let i = 0; i < 10; i += 1) {
    lineas.push({
      fecha: fecha(i),
      concepto: 'COMISION MANEJO DE CUENTA',
      referencia: `COM${t}${i}`,
      cargo: '25.00',
      abono: '',
    });
  }
  // The bank's order, not ours.
  lineas.sort(() => Math.random() - 0.5);
  return { texto: estadoCsv(lineas), clientes, credito };
}

describe('reconciling a bank statement', () => {
  it('500 lines: exactly the 300 that match are credited; the same file again credits nothing', async () => {
    const admin = await (await createUser('admin')).token();
    const { texto, clientes, credito } = await estadoDe500();
    const primera = await importar(admin, 'estado-marzo.csv', texto);
    expect(contarCategorias(primera.previa)).toEqual({
      compra: 200,
      saldo: 100,
      'importe-distinto': 50,
      desconocida: 100,
      'ya-acreditado': 50,
      'no-deposito': 10,
    });
    expect(primera.resultados.filter((r) => r.estado !== 'aplicada')).toEqual([]);
    expect(primera.resultados).toHaveLength(300);
    const total = [...credito.values()].reduce((a, b) => a + b, 0) - YA_APROBADAS;
    expect(primera.resumen).toMatchObject({
      archivo: 'estado-marzo.csv',
      lineas: 510,
      coincidencias: 300,
      aplicadas: 300,
      total,
    });
    for (const cliente of clientes) {
      const { saldo } = await expectLedgerConsistent(cliente.uid);
      expect(saldo).toBe(credito.get(cliente.uid) ?? 0);
    }
    const logs = await adminDb.collection('logs').where('detalle.entidad', '==', 'conciliaciones').get();
    expect(logs.docs.map((d) => d.data().detalle.despues)).toContainEqual(
      expect.objectContaining({ sha256: primera.resumen.sha256, aplicadas: 300 }),
    );

    const otra = await importar(admin, 'estado-marzo.csv', texto);
    expect(contarCategorias(otra.previa)).toEqual({
      'ya-acreditado': 350,
      'importe-distinto': 50,
      desconocida: 100,
      'no-deposito': 10,
    });
    expect(otra.resumen).toMatchObject({ coincidencias: 0, aplicadas: 0, total: 0 });
    for (const cliente of clientes)
      expect((await expectLedgerConsistent(cliente.uid)).saldo).toBe(credito.get(cliente.uid) ?? 0);
  }, 600_000);

  it('two admins importing the same statement at once credit 300 in all', async () => {
    const [uno, dos] = await Promise.all([createUser('admin'), createUser('admin')]);
    const { texto, clientes, credito } = await estadoDe500();
    const [a, b] = await Promise.all([
      importar(await uno.token(), 'a.csv', texto),
      importar(await dos.token(), 'b.csv', texto),
    ]);
    expect(a.resumen.aplicadas + b.resumen.aplicadas).toBe(300);
    expect(a.resumen.total + b.resumen.total).toBe([...credito.values()].reduce((x, y) => x + y, 0) - YA_APROBADAS);
    for (const cliente of clientes)
      expect((await expectLedgerConsistent(cliente.uid)).saldo).toBe(credito.get(cliente.uid) ?? 0);
  }, 600_000);

  it('refuses bad lines, a big body, an unknown caller and a client; nothing is written', async () => {
    const admin = await (await createUser('admin')).token();
    const cliente = await clienteConSaldo(0);
    const linea = { fila: 2, fecha: '2026-03-05', concepto: 'x', abono: 1_000, referencia: 'R1' };
    const importacion = { id: randomUUID(), archivo: 'x.csv', sha256: 'a'.repeat(64), lineas: 1, banco: 'BBVA' };
    const casos: [string, unknown, string | undefined, number][] = [
      ['previa', { lineas: [{ ...linea, abono: -100 }] }, admin, 400],
      ['previa', { lineas: Array.from({ length: 501 }, (_, i) => ({ ...linea, fila: i + 2 })) }, admin, 400],
      ['previa', { lineas: [{ ...linea, fecha: '05/03/2026' }] }, admin, 400],
      ['previa', { lineas: [linea] }, cliente.tokenValue, 403],
      ['previa', { lineas: [linea] }, undefined, 401],
      ['aplicar', { importacion, parte: 0, lineas: [{ ...linea, abono: 1.5 }], fin: true }, admin, 400],
      ['aplicar', { importacion: { ...importacion, sha256: 'x' }, parte: 0, lineas: [], fin: true }, admin, 400],
      ['aplicar', { importacion, parte: 0, lineas: [], fin: true }, cliente.tokenValue, 403],
      ['previa', { lineas: [{ ...linea, concepto: 'x'.repeat(1_100_000) }] }, admin, 413],
    ];
    for (const [ruta, cuerpo, token, status] of casos) {
      const r = await callApi(`conciliacion/${ruta}`, cuerpo, token);
      expect(r.status, `${ruta} ${JSON.stringify(r.body).slice(0, 200)}`).toBe(status);
      expect(String(r.body.error)).toMatch(/^[A-ZÁÉÍÓÚÑ¿]/);
    }
    expect((await adminDb.collection('conciliaciones').doc(importacion.id).get()).exists).toBe(false);
  });

  it('bank accounts: the admin saves them with valid CLABEs; a client reads them with its own reference', async () => {
    const admin = await (await createUser('admin')).token();
    const cuenta = { banco: 'BBVA', clabe: '012180001234567899', titular: 'Recargas SA de CV' };
    expect(
      (await callApi('config/cuentas', { cuentas: [{ ...cuenta, clabe: '012180001234567890' }] }, admin)).body,
    ).toEqual({
      error: 'La CLABE no es válida: su dígito de control no corresponde',
    });
    const cliente = await clienteConSaldo(0);
    expect((await callApi('config/cuentas', { cuentas: [cuenta] }, cliente.tokenValue)).status).toBe(403);
    expect((await callApi('config/cuentas', { cuentas: [cuenta] }, admin)).status).toBe(200);
    const datos = await callApi('clientes/referencia-deposito', {}, cliente.tokenValue);
    expect(datos.body).toMatchObject({ referencia: expect.stringMatching(/^RC\d{6}$/), cuentas: [cuenta] });
    // Permanent: asked again, the same; and the admin sees the same one for that client.
    expect((await callApi('clientes/referencia-deposito', {}, cliente.tokenValue)).body.referencia).toBe(
      datos.body.referencia,
    );
    expect((await callApi('clientes/referencia-deposito', { clienteId: cliente.uid }, admin)).body.referencia).toBe(
      datos.body.referencia,
    );
    expect((await callApi('clientes/referencia-deposito', {}, admin)).status).toBe(400);
    expect((await callApi('clientes/referencia-deposito', { clienteId: randomUUID() }, admin)).status).toBe(404);
  });
});
