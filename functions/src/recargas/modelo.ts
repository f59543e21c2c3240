import type { DocumentData, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { EstadoRecarga, RecargaRespuesta } from '../../../domain/recargas';
import type { RecargaResumible } from '../../../domain/resumenes';
import { db } from '../admin';
import { HttpError } from '../http';
import type { Envio } from './enviar';
import { lectorDe } from '../transaccion';

export const recargaRef = (id: string) => db.collection('recargas').doc(id);
/** What the business paid for the top-up: only admin and manager read it, never the client. */
export const costoRef = (id: string) => db.collection('recargasCostos').doc(id);

const millis = (value: unknown) =>
  value && typeof value === 'object' && 'toMillis' in value ? (value as { toMillis(): number }).toMillis() : undefined;

/** The recarga as every endpoint answers it. */
export function respuesta(id: string, data: DocumentData, saldo: number): RecargaRespuesta {
  const opcionales = [
    'distribuidorId',
    'autorizacion',
    'error',
    'motivo',
    'tipo',
    'vigenciaDias',
    'datosMb',
    'minutos',
    'redesSociales',
  ] as const;
  return {
    id,
    folio: data.folio,
    clienteId: data.clienteId,
    estado: data.estado,
    operador: data.operador,
    productoId: data.productoId,
    numero: data.numero,
    monto: data.monto,
    precio: data.precio,
    ...Object.fromEntries(opcionales.filter((campo) => data[campo] !== undefined).map((c) => [c, data[c]])),
    creadoEn: millis(data.creadoEn) ?? 0,
    ...(data.completadaEn ? { completadaEn: millis(data.completadaEn) } : {}),
    saldo,
  };
}

export async function saldoDe(clienteId: string): Promise<number> {
  return Number((await db.collection('clientes').doc(clienteId).get()).data()?.saldo ?? 0);
}

/** A recarga and its cost, read in a transaction; 404 when it does not exist. */
export async function leerRecarga(tx: Transaction, id: string) {
  const leer = lectorDe(tx);
  const [recarga, costo]: DocumentSnapshot[] = await Promise.all([leer(recargaRef(id)), leer(costoRef(id))]);
  const data = recarga.data();
  if (!data) throw new HttpError(404, 'La recarga no existe');
  const resumible: RecargaResumible = {
    id,
    clienteId: data.clienteId,
    distribuidorId: data.distribuidorId,
    operador: data.operador,
    dia: data.dia,
    monto: data.monto,
    precio: data.precio,
    costo: Number(costo.data()?.costo ?? 0),
    numero: data.numero,
    productoId: data.productoId,
  };
  // The attempt that holds it, when it went through the pasarelas (recargas/enviar.ts).
  const envio = costo.data()?.enCurso as Envio | undefined;
  return { data, estado: data.estado as EstadoRecarga, resumible, envio };
}
