import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// The emulator support module first: it initialises the Admin SDK for the demo project.
import { adminDb, callApi, createUser, HOSTING_URL } from '../support/emulators';
import { MENSAJE_OCUPADO } from '../../functions/src/saldo/movimiento';
import { compraDoc, compras, saldoPorTransferencia, tokenAdmin } from '../support/compras';
import { expectLedgerConsistent } from '../support/ledger';
import {
  clienteConSaldo,
  contar,
  expectInvariantes,
  nuevaRecarga,
  producto,
  recargaDoc,
  recargar,
} from '../support/recargas';

// Many requests on one client's saldo at once: its queue (functions/src/saldo/cola.ts) runs them
// one at a time, so none waits on another's locks. Every caller learns the outcome within the
// time a person waits, and a 503 is never the answer to something that was done.

const LIMITE_RESPUESTA_MS = 30_000;

interface Respuesta {
  status: number;
  body: { error?: string; texto?: string; estado?: string };
  /** Seen end to end. */
  ms: number;
  /** The handler's own time (Server-Timing); null when the answer did not come from our code. */
  handlerMs: number | null;
}

async function llamar(ruta: string, token: string, body: unknown): Promise<Respuesta> {
  const start = Date.now();
  const res = await fetch(`${HOSTING_URL}/api/${ruta}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const timing = /app;dur=(\d+)/.exec(res.headers.get('server-timing') ?? '');
  const text = await res.text();
  const parsed = timing ? (JSON.parse(text) as Respuesta['body']) : { texto: text };
  return { status: res.status, body: parsed, ms: Date.now() - start, handlerMs: timing ? Number(timing[1]) : null };
}

/**
 * Each request sent until it gets an answer from our code, as the browser sends it (the same
 * body, so the same key): only an emulator that could not hand the request to a worker in time
 * makes it send again. The final answer, the sends, and the time until it.
 */
async function hastaRespuesta(ruta: string, token: string, body: unknown) {
  const start = Date.now();
  for (let envios = 1; ; envios += 1) {
    const answer = await llamar(ruta, token, body);
    if (answer.handlerMs !== null || envios === 5) return { ...answer, envios, total: Date.now() - start };
    console.log(`sin respuesta de la función: ${answer.status} ${String(answer.body.texto).slice(0, 120)}`);
  }
}

/** Boots one functions worker per request to come, as warm instances would serve them. */
const calentar = (n: number) =>
  Promise.all(Array.from({ length: n }, () => fetch(`${HOSTING_URL}/api/health`).then((res) => res.text())));

const resumen = (answers: (Respuesta & { total: number; envios: number })[]) =>
  `${answers.filter((a) => a.status === 200).length}×200, ${answers.filter((a) => a.status === 422).length}×422, ` +
  `otros ${answers.filter((a) => ![200, 422].includes(a.status)).length}; ` +
  `la última a los ${Math.max(...answers.map((a) => a.total))} ms, ` +
  `en la función a lo más ${Math.max(...answers.map((a) => a.handlerMs ?? 0))} ms; ` +
  `reenvíos por el emulador ${answers.reduce((s, a) => s + a.envios - 1, 0)}`;

describe('one saldo, many requests at once', () => {
  it('40 top-ups on a saldo for 10, twice: every caller 200 or 422 within 60 s, exactly 10 charged', async () => {
    await calentar(40);
    for (let ronda = 0; ronda < 2; ronda += 1) {
      const cliente = await clienteConSaldo(10_000);
      const sku = await producto({ monto: 1_000 });
      const bodies = Array.from({ length: 40 }, (_, i) =>
        nuevaRecarga(sku, `55200${ronda}01${String(i).padStart(2, '0')}`, { precio: 1_000 }),
      );
      const start = Date.now();
      const answers = await Promise.all(bodies.map((body) => hastaRespuesta('recargas', cliente.tokenValue, body)));
      console.log(`40 recargas en un saldo para 10 (ronda ${ronda + 1}): ${resumen(answers)}`);

      expect(Date.now() - start).toBeLessThan(60_000);
      expect(answers.map((a) => a.status).sort()).toEqual([...Array(10).fill(200), ...Array(30).fill(422)]);
      for (const answer of answers) expect(answer.handlerMs).toBeLessThan(LIMITE_RESPUESTA_MS);
      expect(await contar('recargas', 'clienteId', cliente.uid)).toBe(10);
      expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 0, movimientos: 11 });
      await expectInvariantes(cliente.uid);
    }
  }, 240_000);

  it('charges that wait together run together: the same id sent 4 times at once is one top-up and one charge; a refused one between them changes nothing', async () => {
    await calentar(30);
    const cliente = await clienteConSaldo(6_000);
    const sku = await producto({ monto: 1_000 });
    // 6 ids sent 4 times each (24 requests) and 6 more sent once, on a saldo for 6 top-ups.
    const repetidas = Array.from({ length: 6 }, (_, i) => nuevaRecarga(sku, `552003010${i}`, { precio: 1_000 }));
    const solas = Array.from({ length: 6 }, (_, i) => nuevaRecarga(sku, `552003020${i}`, { precio: 1_000 }));
    const bodies = [...repetidas.flatMap((body) => [body, body, body, body]), ...solas].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(
      bodies.map(async (body) => ({ id: body.id, ...(await hastaRespuesta('recargas', cliente.tokenValue, body)) })),
    );
    console.log(`30 envíos de 12 recargas en un saldo para 6: ${resumen(answers)}`);

    expect(answers.filter((a) => ![200, 422].includes(a.status))).toEqual([]);
    const cobradas = await adminDb.collection('recargas').where('clienteId', '==', cliente.uid).get();
    expect(cobradas.size).toBe(6);
    // Every copy of a charged id answers that top-up, with its folio; every copy of a refused one, 422.
    for (const { id } of [...repetidas, ...solas]) {
      const suyas = answers.filter((a) => a.id === id);
      const cobrada = cobradas.docs.find((doc) => doc.id === id);
      if (cobrada) {
        expect(suyas.map((a) => a.status)).toEqual(suyas.map(() => 200));
        expect(new Set(suyas.map((a) => (a.body as { folio?: string }).folio))).toEqual(
          new Set([cobrada.get('folio')]),
        );
      } else expect(suyas.map((a) => a.status)).toEqual(suyas.map(() => 422));
    }
    // Six folios in a row, none twice: the batch counts its folios as it goes.
    expect(cobradas.docs.map((doc) => doc.get('folio') as string).sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => `R-${String(i + 1).padStart(6, '0')}`),
    );
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 0, movimientos: 7 });
    await expectInvariantes(cliente.uid);
  }, 120_000);

  it("a daily cap holds when the charges run together: 12 at once under a cap of 3 top-ups' airtime, 3 charged", async () => {
    const cliente = await clienteConSaldo(12_000);
    await adminDb.collection('clientes').doc(cliente.uid).update({ topeVentaDiaria: 3_000 });
    const sku = await producto({ monto: 1_000 });
    const bodies = Array.from({ length: 12 }, (_, i) =>
      nuevaRecarga(sku, `55200401${String(i).padStart(2, '0')}`, { precio: 1_000 }),
    );
    const answers = await Promise.all(bodies.map((body) => hastaRespuesta('recargas', cliente.tokenValue, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
    expect(await contar('recargas', 'clienteId', cliente.uid)).toBe(3);
    expect((await adminDb.collection('clientes').doc(cliente.uid).get()).get('limitesVenta.vendido')).toBe(3_000);
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 9_000, movimientos: 4 });
  }, 60_000);

  it('80 adjustments at once: all applied within 60 s, each once', async () => {
    await calentar(80);
    const token = await (await createUser('admin')).token();
    const cliente = await createUser('user', { cliente: true });
    const bodies = Array.from({ length: 80 }, (_, i) => ({
      clienteId: cliente.uid,
      tipo: 'abono',
      monto: 100 + i,
      motivo: `Contención ${i}`,
      idempotencyKey: randomUUID(),
    }));
    const start = Date.now();
    const answers = await Promise.all(bodies.map((body) => hastaRespuesta('saldo/ajuste', token, body)));
    console.log(`80 ajustes a la vez: ${resumen(answers)}`);

    expect(Date.now() - start).toBeLessThan(60_000);
    expect(answers.map((a) => a.status)).toEqual(Array(80).fill(200));
    for (const answer of answers) expect(answer.handlerMs).toBeLessThan(LIMITE_RESPUESTA_MS);
    const total = bodies.reduce((sum, body) => sum + body.monto, 0);
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: total, movimientos: 80 });

    // Each applied once: sent again, every key answers its movement and nothing more moves.
    const again = await Promise.all(bodies.slice(0, 10).map((body) => callApi('saldo/ajuste', body, token)));
    expect(again.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: total, movimientos: 80 });
  }, 240_000);

  it('one purchase raced 9 ways (approve, reject, cancel ×3), 3 rounds: the winner 200, every other 409 naming the state', async () => {
    await calentar(9);
    const cliente = await clienteConSaldo(0);
    const admin = await tokenAdmin();
    for (let ronda = 0; ronda < 3; ronda += 1) {
      const creada = await compras('crear', saldoPorTransferencia(5_000), cliente.tokenValue);
      const { id, folio } = creada.body as { id: string; folio: string };
      const llamadas = [
        ...[1, 2, 3].map(() => ['compras/aprobar', admin, { id }] as const),
        ...[1, 2, 3].map(() => ['compras/rechazar', admin, { id, motivo: 'Depósito no encontrado' }] as const),
        ...[1, 2, 3].map(() => ['compras/cancelar', cliente.tokenValue, { id }] as const),
      ];
      const start = Date.now();
      const answers = await Promise.all(llamadas.map(([ruta, token, body]) => hastaRespuesta(ruta, token, body)));
      expect(Date.now() - start).toBeLessThan(30_000);
      const estado = (await compraDoc(id))?.estado as string;
      console.log(`9 transiciones de ${folio} a la vez: ganó ${estado}; ${resumen(answers)}`);

      const ganadoras = answers.filter((a) => a.status === 200);
      expect(ganadoras).toHaveLength(1);
      expect(ganadoras[0].body).toMatchObject({ estado });
      const perdedoras = answers.filter((a) => a.status !== 200);
      expect(perdedoras.map((a) => a.status)).toEqual(Array(8).fill(409));
      for (const answer of perdedoras) {
        expect(answer.body).toEqual({ error: `La compra ${folio} ya está ${estado}`, estado });
      }
    }
    expect(await expectLedgerConsistent(cliente.uid)).toMatchObject({
      saldo: (await adminDb.collection('movimientos').where('clienteId', '==', cliente.uid).get()).size * 5_000,
    });
  }, 180_000);
});

describe('a 503 means nothing was done', () => {
  it('a queue held by a leader that stopped answering: the caller gets 503 within 30 s and nothing is charged; then it runs', async () => {
    const cliente = await clienteConSaldo(10_000);
    const body = nuevaRecarga(await producto({ monto: 1_000 }), '5530303030', { precio: 1_000 });
    // A leader that took the lease and stopped renewing it: the queue waits for the lease to expire.
    const lease = adminDb.collection('colasSaldo').doc(cliente.uid);
    await lease.set({ lider: 'detenido', hasta: Date.now() + 60_000 });
    const start = Date.now();
    const answer = await recargar(cliente.tokenValue, body);
    expect(Date.now() - start).toBeLessThan(LIMITE_RESPUESTA_MS);
    expect(answer).toEqual({ status: 503, body: { error: MENSAJE_OCUPADO } });
    expect((await adminDb.collection('recargas').doc(body.id).get()).exists).toBe(false);
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 10_000, movimientos: 1 });
    expect((await lease.collection('pendientes').get()).size).toBe(0);

    // Its lease expired, the leader is replaced by the next caller: the same top-up, charged once.
    await lease.update({ hasta: Date.now() - 1 });
    const retry = await recargar(cliente.tokenValue, body);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ id: body.id, estado: 'exitosa', saldo: 9_000 });
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 9_000, movimientos: 2 });
    expect((await lease.get()).exists).toBe(false);
    expect((await lease.collection('hechas').get()).size).toBe(0);
  }, 60_000);
});

describe('a 503 is never followed by the operation running', () => {
  it('a caller that cannot learn whether its operation ran (its queued entry locked past its time) is answered, and it never runs after a 503', async () => {
    const cliente = await clienteConSaldo(10_000);
    const sku = await producto({ monto: 1_000 });
    const body = nuevaRecarga(sku, '5530303031', { precio: 1_000 });
    const lease = adminDb.collection('colasSaldo').doc(cliente.uid);
    await lease.set({ lider: 'detenido', hasta: Date.now() + 120_000 });
    const start = Date.now();
    const venta = recargar(cliente.tokenValue, body);
    // Its entry in the queue, held by a transaction (as a leader stopped inside its own would hold
    // it) until the caller has its answer: the caller can neither take it back nor see it run.
    let pendiente: FirebaseFirestore.DocumentReference | undefined;
    while (!pendiente) {
      pendiente = (await lease.collection('pendientes').limit(1).get()).docs[0]?.ref;
      if (!pendiente) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    let respondida = false;
    const respuesta = venta.then((r) => {
      respondida = true;
      return r;
    });
    const bloqueo = adminDb
      .runTransaction(async (tx) => {
        await tx.get(pendiente);
        while (!respondida && Date.now() - start < 45_000) await new Promise((resolve) => setTimeout(resolve, 200));
      })
      .catch(() => undefined);
    const answer = await respuesta;
    await bloqueo;
    expect(Date.now() - start).toBeLessThan(LIMITE_RESPUESTA_MS);

    // The leader is replaced and serves the queue, as the next sale of the shop makes it.
    await lease.update({ hasta: Date.now() - 1 });
    const otra = await recargar(cliente.tokenValue, nuevaRecarga(sku, '5530303032', { precio: 1_000 }));
    expect(otra.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const cobrada = (await adminDb.collection('recargas').doc(body.id).get()).exists;
    if (answer.status === 503) {
      expect(answer.body).toEqual({ error: MENSAJE_OCUPADO });
      expect(cobrada).toBe(false);
      expect(await expectLedgerConsistent(cliente.uid)).toMatchObject({ saldo: 9_000 });
    } else {
      expect(answer.status).toBe(200);
      expect(cobrada).toBe(true);
      expect(await expectLedgerConsistent(cliente.uid)).toMatchObject({ saldo: 8_000 });
    }
    expect((await lease.collection('pendientes').get()).size).toBe(0);
  }, 90_000);
});

describe('a charged top-up is never answered 503', () => {
  it("refused by the carrier while its client's queue is stuck: answered pendiente with its folio; Verificar refunds it once later", async () => {
    const cliente = await clienteConSaldo(10_000);
    const body = nuevaRecarga(await producto({ monto: 1_000 }), '5533330000', { precio: 1_000 });
    const lease = adminDb.collection('colasSaldo').doc(cliente.uid);
    // As soon as it is charged, while the carrier is asked, the queue stops: the refund cannot run.
    const enviada = recargar(cliente.tokenValue, body);
    await expect
      .poll(async () => (await recargaDoc(body.id))?.estado, { timeout: 20_000, interval: 20 })
      .toBe('pendiente');
    await lease.set({ lider: 'detenido', hasta: Date.now() + 60_000 });
    const answer = await enviada;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: body.id, folio: 'R-000001', estado: 'pendiente', saldo: 9_000 });
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 9_000, movimientos: 2 });

    // The queue moves again: the carrier's answer, asked again, settles it; the money comes back once.
    await lease.delete();
    const verificada = await callApi('recargas/verificar', { id: body.id }, cliente.tokenValue);
    expect(verificada.body).toMatchObject({ estado: 'fallida', saldo: 10_000 });
    expect((await callApi('recargas/verificar', { id: body.id }, cliente.tokenValue)).body).toMatchObject({
      estado: 'fallida',
      saldo: 10_000,
    });
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 10_000, movimientos: 3 });
  }, 60_000);
});

describe('ids in one canonical form', () => {
  it('a top-up id in other letter case is the same top-up: charged once', async () => {
    const cliente = await clienteConSaldo(10_000);
    const body = nuevaRecarga(await producto({ monto: 2_000 }), '5531313131', { precio: 2_000 });
    const primera = await recargar(cliente.tokenValue, body);
    expect(primera.body).toMatchObject({ id: body.id, folio: 'R-000001', estado: 'exitosa' });
    const mayusculas = await recargar(cliente.tokenValue, { ...body, id: body.id.toUpperCase() });
    expect(mayusculas.status).toBe(200);
    expect(mayusculas.body).toMatchObject({ id: body.id, folio: 'R-000001' });
    expect(await contar('recargas', 'clienteId', cliente.uid)).toBe(1);
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 8_000, movimientos: 2 });
  });

  it('an adjustment key in other letter case is the same adjustment; a key that is not a UUID is refused', async () => {
    const token = await (await createUser('admin')).token();
    const cliente = await createUser('user', { cliente: true });
    const body = {
      clienteId: cliente.uid,
      tipo: 'abono',
      monto: 5_000,
      motivo: 'Depósito',
      idempotencyKey: randomUUID(),
    };
    expect((await callApi('saldo/ajuste', body, token)).status).toBe(200);
    const otra = await callApi('saldo/ajuste', { ...body, idempotencyKey: body.idempotencyKey.toUpperCase() }, token);
    expect(otra.status).toBe(200);
    expect(otra.body).toMatchObject({ movimientoId: `ajuste:${body.idempotencyKey}` });
    expect(await callApi('saldo/ajuste', { ...body, idempotencyKey: 'ajuste-de-prueba-1' }, token)).toEqual({
      status: 400,
      body: { error: 'La clave de idempotencia no es válida' },
    });
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 5_000, movimientos: 1 });
  });

  it('a compra id in other letter case is the same compra', async () => {
    const cliente = await clienteConSaldo(0);
    const body = saldoPorTransferencia(7_000);
    const primera = await compras('crear', body, cliente.tokenValue);
    const otra = await compras('crear', { ...body, id: body.id.toUpperCase() }, cliente.tokenValue);
    expect(otra.body).toMatchObject({ id: primera.body.id, folio: primera.body.folio, yaEstaba: true });
    expect(await contar('compras', 'clienteId', cliente.uid)).toBe(1);
  });
});
