import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { corteDelTurno } from '../../domain/corte';
import { diaNegocio } from '../../domain/fechas';
import { busquedaFavorito, idNumeroCliente } from '../../domain/numeros';
import { claveOrden } from '../../domain/busqueda';
import { idResumenCliente, type ResumenCliente } from '../../domain/resumenes';
import { cerrarTurnoDe } from '../../functions/src/turnos/cerrar';

const CLIENTE = 'demo-cliente';
const NOMBRES = ['Doña Lupe', 'Don Beto (taller)'];

/**
 * The demo shop's counter: its two most frequent numbers saved as favourites, and its shift of
 * today closed through the same transaction the app uses, with $20.00 short in the drawer.
 */
export async function seedMostrador(db: Firestore) {
  const frecuentes = await db
    .collection('numerosCliente')
    .where('clienteId', '==', CLIENTE)
    .orderBy('veces', 'desc')
    .limit(NOMBRES.length)
    .get();
  const batch = db.batch();
  frecuentes.docs.forEach((doc, i) => {
    const numero = String(doc.get('numero'));
    const nombre = NOMBRES[i];
    const ahora = new Date();
    batch.set(db.collection('favoritos').doc(idNumeroCliente(CLIENTE, numero)), {
      clienteId: CLIENTE,
      numero,
      nombre,
      nombreOrden: claveOrden(nombre),
      busqueda: busquedaFavorito(numero, nombre),
      creadoEn: ahora,
      actualizadoEn: ahora,
    });
  });
  batch.set(db.collection('favoritosCuenta').doc(CLIENTE), { cuantos: frecuentes.size });
  await batch.commit();

  const hoy = diaNegocio(new Date());
  const resumen = (await db.collection('resumenesCliente').doc(idResumenCliente(CLIENTE, hoy)).get()).data();
  const { corte } = corteDelTurno(hoy, null, resumen ? { [hoy]: resumen as ResumenCliente } : {});
  const esperado = corte.total.monto;
  const turno = await cerrarTurnoDe(CLIENTE, 'cliente@demo.test', {
    id: randomUUID(),
    esperado,
    contado: Math.max(0, esperado - 2_000),
  });
  return { favoritos: frecuentes.size, turno: turno.numero, esperado, diferencia: turno.diferencia };
}
