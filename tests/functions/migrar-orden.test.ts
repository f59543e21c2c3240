// README's "Desplegar" step for a project deployed before lists sorted by `nombreOrden`: run as a
// user runs it, against the emulator, in a project of its own.
import { expect, it } from 'vitest';
import { proyectoPropio } from '../support/despliegue';

const { db, correr: migrar } = proyectoPropio('scripts/migrar-orden.ts');

const claves = async (coleccion: string) =>
  Object.fromEntries((await db.collection(coleccion).get()).docs.map((d) => [d.id, d.get('nombreOrden')]));

it('gives every record its sort key once: the old ones, the wrong ones; a second run writes nothing', async () => {
  await db.collection('clientes').doc('c1').set({ nombre: 'Ñandú Abarrotes', saldo: 0 });
  await db.collection('clientes').doc('c2').set({ nombre: 'zapata', nombreOrden: 'Zapata' });
  await db.collection('usuarios').doc('u1').set({ nombre: 'Álvarez Ruiz', role: 'user' });
  await db.collection('productos').doc('P-1').set({ nombre: 'Recarga Telcel $50', nombreOrden: 'recarga telcel $50' });

  const primera = migrar();
  expect(primera.status, primera.salida).toBe(0);
  expect(primera.salida).toContain('clientes: 2 con su clave de orden nueva');
  expect(primera.salida).toContain('usuarios: 1 con su clave de orden nueva');
  expect(primera.salida).toContain('productos: 0 con su clave de orden nueva');
  expect(await claves('clientes')).toEqual({ c1: 'n~andu abarrotes', c2: 'zapata' });
  expect(await claves('usuarios')).toEqual({ u1: 'alvarez ruiz' });
  expect((await db.collection('clientes').doc('c1').get()).data()).toEqual({
    nombre: 'Ñandú Abarrotes',
    saldo: 0,
    nombreOrden: 'n~andu abarrotes',
  });

  const segunda = migrar();
  expect(segunda.status).toBe(0);
  expect(segunda.salida).toContain('clientes: 0 con su clave de orden nueva');
  expect(segunda.salida).toContain('usuarios: 0 con su clave de orden nueva');
}, 60_000);
