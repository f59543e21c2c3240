// README's "Desplegar" step for top-ups sold before the counter: run as a user runs it,
// against the emulator, in a project of its own.
import { Timestamp } from 'firebase-admin/firestore';
import { expect, it } from 'vitest';
import { clavesDeNumero } from '../../domain/numeros';
import { proyectoPropio } from '../support/despliegue';

const { db, correr: migrar } = proyectoPropio('scripts/migrar-mostrador.ts');

const en = (minutos: number) => Timestamp.fromMillis(Date.parse('2026-11-20T12:00:00Z') + minutos * 60_000);

const recarga = (
  id: string,
  clienteId: string,
  numero: string,
  estado: string,
  minutos: number,
  productoId = 'REC-TEL-50',
) =>
  db
    .collection('recargas')
    .doc(id)
    .set({
      folio: id,
      clienteId,
      numero,
      productoId,
      operador: productoId.includes('MOV') ? 'Movistar' : 'Telcel',
      monto: 5_000,
      precio: 4_750,
      estado,
      creadoEn: en(minutos),
      ...(estado === 'pendiente' ? {} : { completadaEn: en(minutos + 1) }),
    });

it('gives old top-ups their search keys and each shop its record of every number, once; a second run writes nothing', async () => {
  await recarga('r1', 'c1', '5512345678', 'exitosa', 0);
  await recarga('r2', 'c1', '5512345678', 'exitosa', 10, 'REC-MOV-50');
  await recarga('r3', 'c1', '5512345678', 'fallida', 20);
  await recarga('r4', 'c1', '5599990000', 'fallida', 30);
  await recarga('r5', 'c2', '5512345678', 'revertida', 40);
  // Written by the new build across the deploy: already right.
  await db
    .collection('recargas')
    .doc('r6')
    .set({ clienteId: 'c2', numero: '5587654321', estado: 'pendiente', busqueda: clavesDeNumero('5587654321') });

  const primera = migrar();
  expect(primera.status, primera.salida).toBe(0);
  expect(primera.salida).toContain('recargas: 5 con sus claves de búsqueda nuevas');
  expect(primera.salida).toContain('numerosCliente: 2 registros de números escritos');
  expect((await db.collection('recargas').doc('r1').get()).get('busqueda')).toEqual(clavesDeNumero('5512345678'));
  const numeros = Object.fromEntries(
    (await db.collection('numerosCliente').get()).docs.map((doc) => [doc.id, doc.data()]),
  );
  expect(numeros).toEqual({
    c1_5512345678: {
      clienteId: 'c1',
      numero: '5512345678',
      veces: 2,
      ultima: { operador: 'Movistar', productoId: 'REC-MOV-50', monto: 5_000 },
    },
    // Reverted: no sale counts, but its carrier is still the number's last known.
    c2_5512345678: {
      clienteId: 'c2',
      numero: '5512345678',
      veces: 0,
      ultima: { operador: 'Telcel', productoId: 'REC-TEL-50', monto: 5_000 },
    },
  });

  const segunda = migrar();
  expect(segunda.status, segunda.salida).toBe(0);
  expect(segunda.salida).toContain('recargas: 0 con sus claves de búsqueda nuevas');
  expect(segunda.salida).toContain('numerosCliente: 0 registros de números escritos');
});
