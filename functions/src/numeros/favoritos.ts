import { FieldValue } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { claveOrden } from '../../../domain/busqueda';
import {
  busquedaFavorito,
  favoritoSchema,
  FAVORITOS_MAX,
  idNumeroCliente,
  quitarFavoritoSchema,
} from '../../../domain/numeros';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { HttpError, parseBody } from '../http';
import { transaccionConPlazo } from '../transaccion';

const OCUPADO = 'El servidor está ocupado; intente de nuevo.';

export interface FavoritoRespuesta {
  numero: string;
  nombre: string;
}

/**
 * POST /api/favoritos {numero, nombre} (user): saves the number among the shop's favourites with a
 * name, or renames it. One transaction with the shop's count of favourites, which stays within
 * FAVORITOS_MAX. Saved again with the same name, it changes nothing.
 */
export async function guardarFavorito(req: Request): Promise<FavoritoRespuesta> {
  const caller = await requireCaller(req, ['user']);
  const { numero, nombre } = parseBody(favoritoSchema, req.body);
  const ref = db.collection('favoritos').doc(idNumeroCliente(caller.uid, numero));
  const cuenta = db.collection('favoritosCuenta').doc(caller.uid);
  await transaccionConPlazo(db, OCUPADO, async (tx) => {
    const [actual, total] = await Promise.all([tx.get(ref), tx.get(cuenta)]);
    if (actual.exists && actual.get('nombre') === nombre) return;
    const cuantos = Number(total.get('cuantos') ?? 0);
    if (!actual.exists && cuantos >= FAVORITOS_MAX) {
      throw new HttpError(422, `Ya tiene ${FAVORITOS_MAX} favoritos: quite alguno antes de guardar otro`);
    }
    const ahora = FieldValue.serverTimestamp();
    tx.set(ref, {
      clienteId: caller.uid,
      numero,
      nombre,
      nombreOrden: claveOrden(nombre),
      busqueda: busquedaFavorito(numero, nombre),
      creadoEn: actual.exists ? actual.get('creadoEn') : ahora,
      actualizadoEn: ahora,
    });
    if (!actual.exists) tx.set(cuenta, { cuantos: cuantos + 1 });
  });
  return { numero, nombre };
}

/** POST /api/favoritos/quitar {numero} (user): the number leaves the shop's favourites; again, nothing. */
export async function quitarFavorito(req: Request): Promise<{ numero: string }> {
  const caller = await requireCaller(req, ['user']);
  const { numero } = parseBody(quitarFavoritoSchema, req.body);
  const ref = db.collection('favoritos').doc(idNumeroCliente(caller.uid, numero));
  const cuenta = db.collection('favoritosCuenta').doc(caller.uid);
  await transaccionConPlazo(db, OCUPADO, async (tx) => {
    const [actual, total] = await Promise.all([tx.get(ref), tx.get(cuenta)]);
    if (!actual.exists) return;
    tx.delete(ref);
    tx.set(cuenta, { cuantos: Math.max(0, Number(total.get('cuantos') ?? 1) - 1) });
  });
  return { numero };
}
