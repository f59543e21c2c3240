import { FieldValue } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import {
  cerrarTurnoSchema,
  corteDelTurno,
  diasDelTurno,
  esperadoCambiado,
  textoDiferencia,
  type CerrarTurno,
  type CierreAnterior,
  type Turno,
} from '../../../domain/corte';
import { diaNegocio } from '../../../domain/fechas';
import { formatMoney } from '../../../domain/money';
import { idResumenCliente, type ResumenCliente } from '../../../domain/resumenes';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { HttpError, parseBody } from '../http';
import { newLog } from '../logs';
import { transaccionConPlazo } from '../transaccion';

export interface TurnoRespuesta extends Omit<Turno, 'base'> {
  id: string;
  /** Milliseconds since the epoch. */
  cerradoEn: number;
}

/** A shift as the endpoint answers it: without the base the next shift is worked out from. */
function respuesta(id: string, turno: Turno, cerradoEn: number): TurnoRespuesta {
  const { clienteId, numero, desdeDia, dia, corte, esperado, contado, diferencia, por } = turno;
  return { id, clienteId, numero, desdeDia, dia, corte, esperado, contado, diferencia, por, cerradoEn };
}

/**
 * Closes a shop's current shift. One transaction reads the last close and the summaries of the
 * shift's days (never the top-ups), works out the cash expected (domain/corte.ts) and stores the
 * shift with what was counted and the difference, and its log. A top-up that lands meanwhile waits
 * for it or makes it read again, so the figures stored are those of one instant. The expected cash
 * the screen showed must still be the expected cash (409 otherwise: the shop counts again). The
 * same id again answers the shift it closed, closing nothing more.
 */
export async function cerrarTurnoDe(
  clienteId: string,
  por: string,
  { id, contado, esperado: visto }: CerrarTurno,
): Promise<TurnoRespuesta> {
  const ref = db.collection('turnos').doc(id);
  return transaccionConPlazo(db, 'El servidor está ocupado; intente de nuevo.', async (tx) => {
    const ultimo = db.collection('turnos').where('clienteId', '==', clienteId).orderBy('cerradoEn', 'desc').limit(1);
    const [previo, anteriores] = await Promise.all([tx.get(ref), tx.get(ultimo)]);
    if (previo.exists) {
      if (previo.get('clienteId') !== clienteId) throw new HttpError(409, 'La clave del cierre ya se usó');
      return respuesta(id, previo.data() as Turno, previo.get('cerradoEn').toMillis());
    }
    const ultimoData = anteriores.docs[0]?.data();
    const anterior: CierreAnterior | null = ultimoData ? { dia: ultimoData.dia, base: ultimoData.base } : null;
    const hoy = diaNegocio(new Date());
    const { dias } = diasDelTurno(hoy, anterior);
    const leidos = await tx.getAll(
      ...dias.map((dia) => db.collection('resumenesCliente').doc(idResumenCliente(clienteId, dia))),
    );
    const resumenes = Object.fromEntries(
      leidos.flatMap((doc) => (doc.exists ? [[String(doc.get('dia')), doc.data() as ResumenCliente]] : [])),
    );
    const { desdeDia, corte } = corteDelTurno(hoy, anterior, resumenes);
    const esperado = corte.total.monto;
    if (esperado !== visto) throw new HttpError(409, esperadoCambiado(visto, esperado));
    const numero = Number(ultimoData?.numero ?? 0) + 1;
    const hoyResumen = resumenes[hoy];
    const turno: Turno = {
      clienteId,
      numero,
      desdeDia,
      dia: hoy,
      corte,
      esperado,
      contado,
      diferencia: contado - esperado,
      base: {
        total: hoyResumen?.total ?? {},
        operadores: hoyResumen?.operadores ?? {},
        distribuidores: hoyResumen?.distribuidores ?? {},
      },
      por,
    };
    tx.create(ref, { ...turno, cerradoEn: FieldValue.serverTimestamp() });
    tx.set(
      ...newLog({
        type: 'INFO',
        screen: 'corte',
        message: `Turno ${numero} cerrado: se esperaban ${formatMoney(esperado)}, se contaron ${formatMoney(contado)} (${textoDiferencia(turno.diferencia)})`,
        email: por,
        detalle: { entidad: 'turnos', id, antes: null, despues: { numero, esperado, contado } },
      }),
    );
    return respuesta(id, turno, Date.now());
  });
}

/** POST /api/turnos/cerrar {id, contado, esperado} (user): closes the caller's current shift (cerrarTurnoDe). */
export async function cerrarTurno(req: Request): Promise<TurnoRespuesta> {
  const caller = await requireCaller(req, ['user']);
  return cerrarTurnoDe(caller.uid, caller.correo, parseBody(cerrarTurnoSchema, req.body));
}
