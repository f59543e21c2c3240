// README's "Desplegar" step for a project whose payment claims were keyed by an older build: run
// as a user runs it, against the emulator, in a project of its own.
import { Timestamp } from 'firebase-admin/firestore';
import { expect, it } from 'vitest';
import { claveReferencia } from '../../domain/compras';
import { proyectoPropio } from '../support/despliegue';

const { db, correr: migrar } = proyectoPropio('scripts/migrar-referencias.ts');
const claims = db.collection('referenciasPago');
const en = Timestamp.fromMillis(Date.UTC(2026, 10, 20));

it('keys every older claim as approval looks it up, once; two approvals of one reference are listed', async () => {
  // Keyed by the build that dropped only spaces and case, by the one that kept accents, and today.
  await claims.doc('SPEI-123456').set({ compraId: 'a', folio: 'C-000001', referencia: 'SPEI-123456', en });
  await claims.doc('DEPÓSITOÑ1').set({ compraId: 'b', folio: 'C-000002', referencia: 'Depósito Ñ-1', en });
  await claims.doc('REF9').set({ compraId: 'c', folio: 'C-000003', referencia: 'ref 9', en });
  // A cash compra's reference, which an older build claimed too: it names no transfer.
  await db.collection('compras').doc('e').set({ folio: 'C-000005', metodoPago: 'efectivo', referencia: 'Caja-1' });
  await db.collection('compras').doc('a').set({ folio: 'C-000001', metodoPago: 'transferencia' });
  await claims.doc('CAJA-1').set({ compraId: 'e', folio: 'C-000005', referencia: 'Caja-1', en });
  // The same transfer approved twice under the oldest key, written two ways.
  await claims.doc('SPEI.123456').set({ compraId: 'd', folio: 'C-000004', referencia: 'SPEI.123456', en });

  const primera = migrar();
  expect(primera.status, primera.salida).toBe(0);
  expect(primera.salida).toContain(
    'referenciasPago: 2 con su clave de hoy, 1 de compras sin pago bancario dejadas así',
  );
  expect(primera.salida).toContain('C-000004 y C-000001: la referencia "SPEI.123456" (SPEI123456)');
  // A new compra's reference, however it is written, meets the claim of the payment approved before.
  expect((await claims.doc(claveReferencia('spei 123 456')).get()).data()).toMatchObject({
    compraId: 'a',
    folio: 'C-000001',
    claveAnterior: 'SPEI-123456',
  });
  expect((await claims.doc(claveReferencia('Deposito N 1')).get()).data()).toMatchObject({ compraId: 'b' });
  expect((await claims.doc('SPEI-123456').get()).exists).toBe(true);
  expect((await claims.doc('CAJA1').get()).exists).toBe(false);
  expect((await claims.get()).size).toBe(7);

  const segunda = migrar();
  expect(segunda.status, segunda.salida).toBe(0);
  expect(segunda.salida).toContain(
    'referenciasPago: 0 con su clave de hoy, 1 de compras sin pago bancario dejadas así',
  );
  expect((await claims.get()).size).toBe(7);
});
