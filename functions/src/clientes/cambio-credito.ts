import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  creditoDeDatos,
  PLAZO_DIAS_PREDETERMINADO,
  vencimientoDe,
  type CreditoClienteBody,
} from '../../../domain/credito';
import { RECARGAS_POR_MINUTO } from '../../../domain/limites-venta';
import { formatMoney } from '../../../domain/money';
import { db } from '../admin';
import { HttpError } from '../http';
import { newLog } from '../logs';

/** A change of a client's credit line, rate of top-ups and daily cap, as its queue runs it. */
export interface CambioCredito extends CreditoClienteBody {
  por: string;
}

const CAMPOS = ['limiteCredito', 'plazoDias', 'recargasPorMinuto', 'topeVentaDiaria'] as const;

/**
 * In one transaction on the client's queue (the charges read these fields): the new limit, term
 * and cap, and a log with before, after and the reason. A limit below the current debt is allowed:
 * it only stops new charges on credit.
 */
export async function cambiarCredito(tx: Transaction, op: CambioCredito): Promise<{ uid: string }> {
  const { uid, motivo, por, limiteCredito, plazoDias, recargasPorMinuto, topeVentaDiaria } = op;
  const nuevo = { limiteCredito, plazoDias, recargasPorMinuto, topeVentaDiaria };
  const ref = db.collection('clientes').doc(uid);
  const cliente = (await tx.get(ref)).data();
  if (!cliente) throw new HttpError(404, 'El cliente no existe');
  const antes = {
    limiteCredito: Number(cliente.limiteCredito ?? 0),
    plazoDias: Number(cliente.plazoDias ?? PLAZO_DIAS_PREDETERMINADO),
    recargasPorMinuto: Number(cliente.recargasPorMinuto ?? RECARGAS_POR_MINUTO),
    topeVentaDiaria: typeof cliente.topeVentaDiaria === 'number' ? cliente.topeVentaDiaria : null,
  };
  if (CAMPOS.every((campo) => antes[campo] === nuevo[campo])) return { uid };
  tx.update(ref, {
    limiteCredito: nuevo.limiteCredito,
    plazoDias: nuevo.plazoDias,
    recargasPorMinuto: nuevo.recargasPorMinuto,
    topeVentaDiaria: nuevo.topeVentaDiaria ?? FieldValue.delete(),
    // A new term moves the debt's due date.
    venceAdeudo: vencimientoDe(creditoDeDatos(cliente).adeudo ?? [], plazoDias) ?? FieldValue.delete(),
    actualizadoEn: FieldValue.serverTimestamp(),
  });
  tx.set(
    ...newLog({
      type: 'INFO',
      screen: 'clientes',
      message:
        `Crédito de ${String(cliente.nombre)}: límite ${formatMoney(nuevo.limiteCredito)} a ${nuevo.plazoDias} días, ` +
        `${nuevo.recargasPorMinuto} recargas por minuto, ` +
        `tope diario ${nuevo.topeVentaDiaria === null ? 'sin tope' : formatMoney(nuevo.topeVentaDiaria)} (${motivo})`,
      email: por,
      detalle: { entidad: 'clientes', id: uid, antes, despues: { ...nuevo, motivo } },
    }),
  );
  return { uid };
}
