import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { EstadoRecarga } from '../../../domain/recargas';
import {
  deltaCubeta,
  diaDelMes,
  idResumenCliente,
  idResumenClienteMes,
  idResumenMes,
  mesDe,
  shardDe,
  SIN_DISTRIBUIDOR,
  type Cubeta,
  type RecargaResumible,
} from '../../../domain/resumenes';
import { db } from '../admin';
import { contarNumero } from './numeros';

function incrementos(delta: Cubeta, conCosto: boolean): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(delta)) {
    if (key === 'costo' && !conCosto) continue;
    if (value) out[key] = FieldValue.increment(value);
  }
  return out;
}

/**
 * In the transaction of a recarga's transition: adds its effect to its day in the business's
 * summary of its month (one shard), in the business's month of its client (that day and the whole
 * month, by distributor, with cost) and in its client's own summary of that day. Blind
 * increments: no read, so the summaries add no contention between top-ups of different clients. A
 * new top-up also writes its client's `nombre` (which its transaction has read) into the client's
 * month, for the Por cliente view. The shop's record of the number counts its exitosas too (numeros.ts).
 */
export function contarRecarga(
  tx: Transaction,
  r: RecargaResumible,
  de: EstadoRecarga | null,
  a: EstadoRecarga,
  nombreCliente?: string,
): void {
  const delta = deltaCubeta(r, de, a);
  const distribuidor = r.distribuidorId ?? SIN_DISTRIBUIDOR;
  const negocio = incrementos(delta, true);
  const shard = shardDe(r.id);
  tx.set(
    db.collection('resumenesRecargas').doc(idResumenMes(r.dia, shard)),
    {
      mes: mesDe(r.dia),
      shard,
      dias: { [diaDelMes(r.dia)]: { total: negocio, operadores: { [r.operador]: negocio } } },
    },
    { merge: true },
  );
  tx.set(
    db.collection('resumenesClientesMes').doc(idResumenClienteMes(r.clienteId, r.dia)),
    {
      clienteId: r.clienteId,
      mes: mesDe(r.dia),
      ...(nombreCliente !== undefined && { nombre: nombreCliente }),
      // The month's own total too: a report whose range covers most of a month reads it and
      // takes away the few days left out, instead of adding up every day (agregarMeses).
      total: negocio,
      distribuidores: { [distribuidor]: negocio },
      dias: { [diaDelMes(r.dia)]: { total: negocio, distribuidores: { [distribuidor]: negocio } } },
    },
    { merge: true },
  );
  const cliente = incrementos(delta, false);
  tx.set(
    db.collection('resumenesCliente').doc(idResumenCliente(r.clienteId, r.dia)),
    {
      clienteId: r.clienteId,
      dia: r.dia,
      total: cliente,
      operadores: { [r.operador]: cliente },
      distribuidores: { [distribuidor]: cliente },
    },
    { merge: true },
  );
  contarNumero(tx, r, de, a);
}
