import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it initialises the Admin SDK for the emulators' project before the functions' code does.
import { adminDb, callApi, createUser } from '../support/emulators';
import { asegurarReferencia } from '../../functions/src/clientes/referencia-deposito';
import { expectLedgerConsistent, movimientosDe } from '../support/ledger';
import { clienteConSaldo } from '../support/recargas';
import { watchWrites, type WriteWatch } from '../support/vigia';

// What a request's bank lines cannot do, however they are written: a line's result is applied with
// that line's own data, and no reference, however long it normalises, answers 5xx.

let watch: WriteWatch;
let admin: string;
beforeAll(async () => {
  admin = await (await createUser('admin')).token();
  watch = await watchWrites(adminDb);
});
afterAll(async () => {
  await watch?.stop();
});

const importacion = () => ({
  id: randomUUID(),
  archivo: 'estado.csv',
  sha256: randomUUID().replaceAll('-', '').repeat(2),
  lineas: 2,
  banco: 'BBVA',
});

/** A client with its deposit reference (RC…), which a line's concepto names to credit its saldo. */
async function clienteConReferencia() {
  const cliente = await clienteConSaldo(0);
  return { cliente, referencia: await asegurarReferencia(cliente.uid) };
}

describe('a fila sent twice', () => {
  it('is refused with 400 in the preview and the application, and nothing is credited', async () => {
    const { cliente, referencia } = await clienteConReferencia();
    // Bank references of their own: a line's key (date, amount, reference) is the deposit, in any run.
    const banco = randomUUID().slice(0, 8);
    const lineas = [
      { fila: 7, fecha: '2026-03-05', concepto: `DEPOSITO ${referencia}`, abono: 10_000, referencia: `B1${banco}` },
      { fila: 7, fecha: '2026-03-05', concepto: 'PAGO VARIOS', abono: 40_000, referencia: `B2${banco}` },
    ];
    const imp = importacion();
    await watch.quiet();
    const mark = watch.mark();
    expect(await callApi('conciliacion/previa', { lineas }, admin)).toEqual({
      status: 400,
      body: { error: 'La fila 7 aparece dos veces' },
    });
    expect(await callApi('conciliacion/aplicar', { importacion: imp, parte: 0, lineas, fin: true }, admin)).toEqual({
      status: 400,
      body: { error: 'La fila 7 aparece dos veces' },
    });
    expect(await watch.writesSince(mark)).toEqual([]);
    expect(await movimientosDe(cliente.uid)).toEqual([]);
    expect((await adminDb.collection('conciliaciones').doc(imp.id).get()).exists).toBe(false);

    // Each on its own fila: the matched line credits its own amount, the other nothing.
    const bien = [lineas[0], { ...lineas[1], fila: 8 }];
    const aplicada = await callApi(
      'conciliacion/aplicar',
      { importacion: importacion(), parte: 0, lineas: bien, fin: true },
      admin,
    );
    expect(aplicada.status, JSON.stringify(aplicada.body)).toBe(200);
    expect(aplicada.body.resultados).toEqual([
      expect.objectContaining({ fila: 7, estado: 'aplicada', monto: 10_000 }),
      expect.objectContaining({ fila: 8, estado: 'no-aplicada', monto: 0 }),
    ]);
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 10_000, movimientos: 1 });
    await watch.quiet();
  });
});

describe('text whose key is longer than Firestore takes, or is cut inside a character: never 5xx', () => {
  // U+FDFA is one letter that normalises (NFKD) into 18: 60 of them key to some 1,800 bytes.
  const larga = '\uFDFA'.repeat(60);

  it('is previewed and applied once, its claim under a bounded id; the same line again credits nothing', async () => {
    const { cliente, referencia } = await clienteConReferencia();
    // An amount of its own, for the same reason.
    const abono = 10_000 + Math.floor(Math.random() * 1_000_000);
    const linea = { fila: 2, fecha: '2026-03-06', concepto: `DEPOSITO ${referencia}`, abono, referencia: larga };
    const previa = await callApi('conciliacion/previa', { lineas: [linea] }, admin);
    expect(previa.status, JSON.stringify(previa.body)).toBe(200);
    expect(previa.body.resultados).toEqual([expect.objectContaining({ fila: 2, categoria: 'saldo' })]);

    const aplicar = () =>
      callApi('conciliacion/aplicar', { importacion: importacion(), parte: 0, lineas: [linea], fin: true }, admin);
    const primera = await aplicar();
    expect(primera.status, JSON.stringify(primera.body)).toBe(200);
    expect(primera.body.resultados).toEqual([expect.objectContaining({ estado: 'aplicada', monto: abono })]);
    const claims = await adminDb
      .collection('depositosBancarios')
      .where('referencia', '==', larga)
      .where('abono', '==', abono)
      .get();
    expect(claims.docs.map((d) => d.id)).toEqual([expect.stringMatching(`^2026-03-06_${abono}_H[0-9a-f]{64}$`)]);
    expect(claims.docs[0].data()).toMatchObject({ abono, referencia: larga, compraId: expect.any(String) });

    await watch.quiet();
    const otra = await aplicar();
    expect(otra.status, JSON.stringify(otra.body)).toBe(200);
    expect(otra.body.resultados).toEqual([expect.objectContaining({ estado: 'ya-acreditada', monto: 0 })]);
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: abono, movimientos: 1 });
    await watch.quiet();
  });

  it("a bank's name keyed as long: its mapping is refused with 400, nothing written", async () => {
    const columnas = { fecha: 'Fecha', concepto: 'Concepto', abono: 'Abono', referencia: 'Referencia' };
    await watch.quiet();
    const mark = watch.mark();
    expect(await callApi('conciliacion/mapeo', { banco: larga, columnas }, admin)).toEqual({
      status: 400,
      body: { error: 'El nombre del banco es demasiado largo: escríbalo con letras y números comunes' },
    });
    expect(await watch.writesSince(mark)).toEqual([]);
  });

  it('a concepto cut in the middle of a character written as two UTF-16 units: previewed, not 5xx', async () => {
    const concepto = `${'A'.repeat(199)}\u{20000}`;
    const linea = { fila: 2, fecha: '2026-03-06', concepto, abono: 100, referencia: '' };
    const previa = await callApi('conciliacion/previa', { lineas: [linea] }, admin);
    expect(previa.status, JSON.stringify(previa.body)).toBe(200);
    expect(previa.body.resultados).toEqual([expect.objectContaining({ categoria: 'desconocida' })]);
  });
});
