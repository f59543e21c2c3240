import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { idNumeroCliente } from '../../../domain/numeros';
import type { EstadoRecarga } from '../../../domain/recargas';
import type { RecargaResumible } from '../../../domain/resumenes';
import { db } from '../admin';

export const numeroClienteRef = (clienteId: string, numero: string) =>
  db.collection('numerosCliente').doc(idNumeroCliente(clienteId, numero));

/**
 * In the transaction of a recarga's transition: the shop's record of the number counts its
 * exitosas (one more when a top-up becomes exitosa, one less when an exitosa is reverted) and keeps
 * the carrier, product and seller of the last one to succeed, from which a repeat sale starts. A
 * blind write, like the summaries': no read, no contention added between top-ups.
 */
export function contarNumero(tx: Transaction, r: RecargaResumible, de: EstadoRecarga | null, a: EstadoRecarga): void {
  if (!r.numero || !r.productoId) return;
  const cambio = (a === 'exitosa' ? 1 : 0) - (de === 'exitosa' ? 1 : 0);
  if (!cambio) return;
  tx.set(
    numeroClienteRef(r.clienteId, r.numero),
    {
      clienteId: r.clienteId,
      numero: r.numero,
      veces: FieldValue.increment(cambio),
      ...(a === 'exitosa' && {
        ultima: {
          operador: r.operador,
          productoId: r.productoId,
          monto: r.monto,
          distribuidorId: r.distribuidorId ?? FieldValue.delete(),
        },
      }),
    },
    { merge: true },
  );
}
