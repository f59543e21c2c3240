import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { formatMoney } from '../../../domain/money';
import type { ResultadoMovimiento, TipoMovimiento } from '../../../domain/saldo';
import { HttpError } from '../http';
import { newLog } from '../logs';

export interface Movimiento {
  /** The idempotency key: also the movimiento's document id, so a retry finds its first result. */
  key: string;
  clienteId: string;
  tipo: TipoMovimiento;
  /** Signed centavos: positive credits the saldo, negative debits it. */
  monto: number;
  origen: { tipo: string; id: string };
  por: string;
  motivo?: string;
  screen: string;
}

/**
 * The one way saldo changes: in ONE transaction, read the saldo, refuse a result below zero,
 * write the new saldo and the movimiento (saldoAnterior, saldoNuevo) and its log. The same key
 * again returns the first result and changes nothing; the same key with other data is refused.
 */
export async function aplicarMovimiento(db: Firestore, mov: Movimiento): Promise<ResultadoMovimiento> {
  const clienteRef = db.collection('clientes').doc(mov.clienteId);
  const movRef = db.collection('movimientos').doc(mov.key);
  return db.runTransaction(
    async (tx) => {
      const [previo, cliente] = await Promise.all([tx.get(movRef), tx.get(clienteRef)]);
      const done = previo.data();
      if (done) {
        if (done.clienteId !== mov.clienteId || done.monto !== mov.monto) {
          throw new HttpError(409, 'La clave de idempotencia ya se usó para otro movimiento');
        }
        return {
          movimientoId: movRef.id,
          clienteId: mov.clienteId,
          monto: done.monto,
          saldoAnterior: done.saldoAnterior,
          saldoNuevo: done.saldoNuevo,
        };
      }
      const data = cliente.data();
      if (!data) throw new HttpError(404, 'El cliente no existe');
      const saldoAnterior = Number(data.saldo ?? 0);
      const saldoNuevo = saldoAnterior + mov.monto;
      if (saldoNuevo < 0) {
        throw new HttpError(
          422,
          `Saldo insuficiente: el saldo es ${formatMoney(saldoAnterior)} y el cargo ${formatMoney(-mov.monto)}`,
        );
      }
      const now = FieldValue.serverTimestamp();
      tx.update(clienteRef, { saldo: saldoNuevo, actualizadoEn: now });
      tx.set(movRef, {
        clienteId: mov.clienteId,
        tipo: mov.tipo,
        monto: mov.monto,
        saldoAnterior,
        saldoNuevo,
        origen: mov.origen,
        por: mov.por,
        ...(mov.motivo ? { motivo: mov.motivo } : {}),
        creadoEn: now,
      });
      tx.set(
        ...newLog({
          type: 'INFO',
          screen: mov.screen,
          message: `${mov.monto >= 0 ? 'Abono' : 'Cargo'} de ${formatMoney(Math.abs(mov.monto))} a ${String(data.nombre)}`,
          email: mov.por,
          detalle: {
            entidad: 'clientes',
            id: mov.clienteId,
            antes: { saldo: saldoAnterior },
            despues: { saldo: saldoNuevo },
          },
        }),
      );
      return { movimientoId: movRef.id, clienteId: mov.clienteId, monto: mov.monto, saldoAnterior, saldoNuevo };
    },
    // Many movements on one saldo at once contend; let them retry rather than fail.
    { maxAttempts: 30 },
  );
}
