// README's "Desplegar" step for a project whose client months were written before they held their
// month's total: run as a user runs it, against the emulator, in a project of its own.
import { FieldValue } from 'firebase-admin/firestore';
import { expect, it } from 'vitest';
import { proyectoPropio } from '../support/despliegue';
import { agregarMeses } from '../../domain/reportes';
import { CUBETA_VACIA } from '../../domain/resumenes';

const { db, correr: migrar } = proyectoPropio('scripts/migrar-totales.ts');

const cubeta = (exitosas: number, monto: number) => ({
  ...CUBETA_VACIA,
  exitosas,
  monto,
  precio: monto - 100 * exitosas,
  costo: monto - 200 * exitosas,
});

it('gives each client month the sum of its days as its total, once; a second run writes nothing', async () => {
  const dias = {
    '03': { total: cubeta(1, 5_000), distribuidores: { mostrador: cubeta(1, 5_000) } },
    '20': { total: cubeta(2, 15_000), distribuidores: { mostrador: cubeta(1, 5_000), d1: cubeta(1, 10_000) } },
  };
  // Written by the build before month totals: its days only.
  await db.collection('resumenesClientesMes').doc('c1_2026-11').set({ clienteId: 'c1', mes: '2026-11', dias });
  // Written across the deploy: a top-up of the new build added its day's effect to a month without total.
  await db
    .collection('resumenesClientesMes')
    .doc('c2_2026-11')
    .set({
      clienteId: 'c2',
      mes: '2026-11',
      total: { exitosas: 1, monto: 10_000 },
      distribuidores: { d1: { exitosas: 1, monto: 10_000 } },
      dias: { ...dias, '21': { total: cubeta(1, 10_000), distribuidores: { d1: cubeta(1, 10_000) } } },
    });
  await db
    .collection('resumenesClientesMes')
    .doc('c3_2026-11')
    .set({
      clienteId: 'c3',
      mes: '2026-11',
      total: cubeta(1, 5_000),
      distribuidores: { mostrador: cubeta(1, 5_000) },
      dias: { '03': dias['03'] },
    });

  const primera = migrar();
  expect(primera.status, primera.salida).toBe(0);
  expect(primera.salida).toContain('resumenesClientesMes: 2 con su total del mes nuevo');
  const c1 = (await db.collection('resumenesClientesMes').doc('c1_2026-11').get()).data();
  expect(c1).toMatchObject({
    total: { exitosas: 3, monto: 20_000, precio: 19_700, costo: 19_400 },
    distribuidores: { mostrador: { exitosas: 2, monto: 10_000 }, d1: { exitosas: 1, monto: 10_000 } },
  });
  const c2 = (await db.collection('resumenesClientesMes').doc('c2_2026-11').get()).data();
  expect(c2?.total).toMatchObject({ exitosas: 4, monto: 30_000 });
  expect(c2?.distribuidores.d1).toMatchObject({ exitosas: 2, monto: 20_000 });

  // The last 30 days read November as its total less the days still to come: the same as its days.
  const rango = { desde: '2026-10-27', hasta: '2026-11-25' };
  const { porCliente } = agregarMeses([{ ...(c1 as { clienteId: string; mes: string }), dias: {} }], rango);
  expect(porCliente.c1).toMatchObject({ exitosas: 3, monto: 20_000 });

  // Counted after the migration in both the day and the month (as a top-up is): a second run finds
  // nothing to rewrite.
  await db
    .collection('resumenesClientesMes')
    .doc('c1_2026-11')
    .update({ 'total.exitosas': FieldValue.increment(1), 'dias.24.total.exitosas': FieldValue.increment(1) });
  const segunda = migrar();
  expect(segunda.status).toBe(0);
  expect(segunda.salida).toContain('resumenesClientesMes: 0 con su total del mes nuevo');
}, 60_000);
