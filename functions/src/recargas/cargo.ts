import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { seVendeEnMostrador } from '../../../domain/catalogo';
import { comisionPara, type Comisiones } from '../../../domain/comisiones';
import { diaNegocio } from '../../../domain/fechas';
import { formatMoney } from '../../../domain/money';
import {
  DEMASIADAS_RECARGAS,
  RECARGAS_POR_MINUTO,
  tomarFicha,
  topeAlcanzado,
  vendidoEl,
  type LimitesVenta,
} from '../../../domain/limites-venta';
import {
  camposDeVenta,
  folioRecarga,
  precioCambiado,
  precioRecarga,
  type NuevaRecarga,
} from '../../../domain/recargas';
import { db } from '../admin';
import { HttpError } from '../http';
import { newLog } from '../logs';
import { contarRecarga } from '../resumenes/recargas';
import { Cuenta, type Movimiento } from '../saldo/movimiento';
import { costoRef, recargaRef } from './modelo';

/** A top-up's charge, as its client's queue runs it. */
export interface CargoRecarga {
  body: NuevaRecarga;
  clienteId: string;
  por: string;
  /** Only the demo seed's history: the past instant it happened. */
  historico?: Timestamp;
}

/** The charge's answer: `nueva` false when the id had already been charged (nothing was written). */
export interface CargoHecho {
  nueva: boolean;
  data: DocumentData;
  /** A new top-up's cost in the catalogue: a pasarela without its own cost for the product charges this. */
  costo?: number;
}

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
  credito: true,
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
 * In one transaction: check the product, the distribuidor and the saldo, then write the recarga
 * pendiente with its folio, the cargo through the ledger, the summaries and a log. The same id
 * again (a double click, a retry, two tabs) writes nothing and answers the recarga as it stands:
 * `nueva` is false and the carrier must not be called again.
 */
export async function cargarRecarga(
  tx: Transaction,
  { body, clienteId, por, historico }: CargoRecarga,
): Promise<CargoHecho> {
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
  if (body.precio !== precio) throw new HttpError(409, precioCambiado(body.precio, precio));
  const creadoEn = historico ?? Timestamp.now();
  const dia = diaNegocio(creadoEn.toDate());
  const limites = (cuenta.datos.limitesVenta ?? {}) as LimitesVenta;
  const porMinuto = Number(cuenta.datos.recargasPorMinuto ?? RECARGAS_POR_MINUTO);
  const fichas = tomarFicha(limites, creadoEn.toMillis(), porMinuto);
  if (!fichas) throw new HttpError(429, DEMASIADAS_RECARGAS);
  const vendido = vendidoEl(limites, dia);
  const tope = cuenta.datos.topeVentaDiaria;
  if (typeof tope === 'number' && vendido + p.monto > tope) {
    throw new HttpError(429, topeAlcanzado(tope, vendido, p.monto));
  }
  cuenta.exigirFondos(precio, true, dia, 'cliente');
  const numeroFolio = Number(cuenta.datos.folioRecargas ?? 0) + 1;
  const folio = folioRecarga(numeroFolio);
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
    dia,
    por,
    creadoEn,
    actualizadoEn: creadoEn,
  };
  cuenta.mover({ ...cargo(body.id, clienteId, precio, por, folio), fecha: historico });
  tx.update(cuenta.ref, {
    folioRecargas: numeroFolio,
    limitesVenta: { ...fichas, dia, vendido: vendido + p.monto },
  });
  tx.create(ref, data);
  tx.create(costoRef(body.id), {
    clienteId,
    costo: p.costo,
    margen: precio - p.costo,
    proveedorId: p.proveedorId,
    dia: data.dia,
    creadoEn,
    // Sent through the pasarelas: its attempts follow (recargas/enviar.ts). The demo's history is
    // of the one gateway before them.
    ...(historico ? {} : { intentos: [] }),
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
  return { nueva: true, data: { ...data, saldo: cuenta.saldo }, costo: p.costo };
}
