import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { seVendeEnMostrador } from '../../../domain/catalogo';
import { comisionPara, type Comisiones } from '../../../domain/comisiones';
import { diaNegocio } from '../../../domain/fechas';
import { formatMoney } from '../../../domain/money';
import {
  camposDeVenta,
  folioRecarga,
  nuevaRecargaSchema,
  precioCambiado,
  precioRecarga,
  type NuevaRecarga,
  type RecargaRespuesta,
} from '../../../domain/recargas';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { HttpError, parseBody } from '../http';
import { newLog } from '../logs';
import { contarRecarga } from '../resumenes/recargas';
import { Cuenta, transaccionDeDinero, type Movimiento } from '../saldo/movimiento';
import { gatewayRecargas, type RespuestaOperador } from './gateway';
import { cerrarRecarga, cierreDe } from './liquidar';
import { costoRef, recargaRef, respuesta, saldoDe } from './modelo';
import { fallaSimulada } from './falla-simulada';

const cargo = (
  id: string,
  clienteId: string,
  precio: number,
  por: string,
  folio: string,
): Omit<Movimiento, 'fecha'> => ({
  clienteId,
  tipo: 'cargo',
  monto: -precio,
  origen: { tipo: 'recarga', id },
  paso: 'cargo',
  por,
  motivo: `Recarga ${folio}`,
  screen: 'recargas',
});

const mismaSolicitud = (data: DocumentData, clienteId: string, body: NuevaRecarga) =>
  data.clienteId === clienteId &&
  data.productoId === body.productoId &&
  data.numero === body.numero &&
  (data.distribuidorId ?? undefined) === body.distribuidorId;

/**
 * Step 1, one transaction: check the product, the distribuidor and the saldo, then write the
 * recarga pendiente with its folio, the cargo through the ledger, the summaries and a log. The
 * same id again (a double click, a retry, two tabs) writes nothing and returns the recarga as it
 * stands: `nueva` is false and the carrier must not be called again. `historico` dates it in the
 * past: only the demo seed's history does that.
 */
export async function registrarRecarga(body: NuevaRecarga, clienteId: string, por: string, historico?: Timestamp) {
  return transaccionDeDinero(db, async (tx) => {
    const ref = recargaRef(body.id);
    const previa = (await tx.get(ref)).data();
    if (previa) {
      if (!mismaSolicitud(previa, clienteId, body)) {
        throw new HttpError(409, 'La clave de la recarga ya se usó para otra recarga');
      }
      return { nueva: false, data: previa };
    }
    const [producto, distribuidor] = await Promise.all([
      tx.get(db.collection('productos').doc(body.productoId)),
      body.distribuidorId ? tx.get(db.collection('distribuidores').doc(body.distribuidorId)) : null,
    ]);
    const cuenta = await Cuenta.leer(db, tx, clienteId);
    const p = producto.data();
    if (cuenta.datos.estatus !== true) throw new HttpError(403, 'El cliente no está activo');
    if (!p || p.estatus !== true) throw new HttpError(422, 'El producto no existe o no está activo');
    if (!seVendeEnMostrador(p.tipo)) throw new HttpError(422, `${String(p.nombre)} no es una recarga ni un paquete`);
    const d = distribuidor?.data();
    if (distribuidor && (!d || d.clienteId !== clienteId || d.estatus !== true)) {
      throw new HttpError(422, 'El distribuidor no existe, no es suyo o no está activo');
    }
    const comision = comisionPara(cuenta.datos.comisiones as Comisiones, p.operador);
    const { precio } = precioRecarga(p.monto, comision);
    if (body.precio !== undefined && body.precio !== precio)
      throw new HttpError(409, precioCambiado(body.precio, precio));
    if (cuenta.saldo < precio) {
      throw new HttpError(
        422,
        `Saldo insuficiente: su saldo es ${formatMoney(cuenta.saldo)} y la recarga cuesta ${formatMoney(precio)}`,
      );
    }
    const numeroFolio = Number(cuenta.datos.folioRecargas ?? 0) + 1;
    const folio = folioRecarga(numeroFolio);
    const creadoEn = historico ?? Timestamp.now();
    const data = {
      folio,
      clienteId,
      ...(body.distribuidorId ? { distribuidorId: body.distribuidorId } : {}),
      productoId: body.productoId,
      operador: p.operador,
      numero: body.numero,
      monto: p.monto,
      ...camposDeVenta(p, body.numero),
      precio,
      comision,
      estado: 'pendiente',
      dia: diaNegocio(creadoEn.toDate()),
      por,
      creadoEn,
      actualizadoEn: creadoEn,
    };
    cuenta.mover({ ...cargo(body.id, clienteId, precio, por, folio), fecha: historico });
    tx.update(cuenta.ref, { folioRecargas: numeroFolio });
    tx.create(ref, data);
    tx.create(costoRef(body.id), {
      clienteId,
      costo: p.costo,
      margen: precio - p.costo,
      proveedorId: p.proveedorId,
      dia: data.dia,
      creadoEn,
    });
    const nombre = typeof cuenta.datos.nombre === 'string' ? cuenta.datos.nombre : undefined;
    contarRecarga(tx, { ...data, id: body.id, costo: p.costo }, null, 'pendiente', nombre);
    tx.set(
      ...newLog({
        type: 'INFO',
        screen: 'recargas',
        message: `Recarga ${folio} enviada: ${p.operador} ${formatMoney(p.monto)} al ${body.numero} por ${formatMoney(precio)}`,
        email: por,
        detalle: { entidad: 'recargas', id: body.id, antes: null, despues: { estado: 'pendiente', folio, precio } },
        fecha: historico,
      }),
    );
    return { nueva: true, data: { ...data, saldo: cuenta.saldo } };
  });
}

/** A retry that arrives while the first request still waits for the carrier waits a little for it. */
async function comoEsta(id: string, data: DocumentData): Promise<RecargaRespuesta> {
  let actual = data;
  const hasta = Date.now() + 5_000;
  while (actual.estado === 'pendiente' && Date.now() < hasta && Date.now() - actual.creadoEn.toMillis() < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    actual = (await recargaRef(id).get()).data() ?? actual;
  }
  return respuesta(id, actual, await saldoDe(actual.clienteId));
}

/**
 * POST /api/recargas: a client tops up a phone from its saldo, charged exactly once. Step 1
 * charges (above); step 2 asks the carrier; step 3 settles: exitosa, or fallida with its refund.
 * An unknown outcome (time-out, crash) stays pendiente for /api/recargas/verificar: never refunded blind.
 */
export async function crearRecarga(req: Request): Promise<RecargaRespuesta> {
  const caller = await requireCaller(req, ['user']);
  const body = parseBody(nuevaRecargaSchema, req.body);
  // Before anything is charged: no configured carrier, no top-up.
  const gateway = gatewayRecargas();
  const { nueva, data } = await registrarRecarga(body, caller.uid, caller.correo);
  if (!nueva) return comoEsta(body.id, data);
  fallaSimulada(req, 'antes-del-operador');

  let contestacion: RespuestaOperador;
  try {
    contestacion = await gateway.recargar({
      referencia: body.id,
      operador: data.operador,
      numero: data.numero,
      monto: data.monto,
    });
  } catch (error) {
    console.warn(`Recarga ${data.folio} sin respuesta del operador; queda en verificación`, error);
    return respuesta(body.id, data, data.saldo);
  }
  return cerrarRecarga(body.id, 'pendiente', cierreDe(contestacion), caller.correo);
}
