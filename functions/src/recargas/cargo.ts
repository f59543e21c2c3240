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
import { lectorDe } from '../transaccion';
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

/** What a charge reads, before any write of its transaction. */
interface LecturaCargo {
  previa: DocumentData | undefined;
  producto: DocumentData | undefined;
  /** The distribuidor the top-up names, if it names one and it exists. */
  distribuidor: DocumentData | undefined;
}

async function leerCargo(tx: Transaction, { body }: CargoRecarga): Promise<LecturaCargo> {
  const leer = lectorDe(tx);
  const [previa, producto, distribuidor] = await Promise.all([
    leer(recargaRef(body.id)),
    leer(db.collection('productos').doc(body.productoId)),
    body.distribuidorId ? leer(db.collection('distribuidores').doc(body.distribuidorId)) : undefined,
  ]);
  return { previa: previa.data(), producto: producto.data(), distribuidor: distribuidor?.data() };
}

/**
 * What charges of one client read, asked for at once (the transaction's reader sends it as one
 * getAll): each top-up, its product and distribuidor, and the client's account, which the charges
 * then read without another round trip.
 */
export async function leerCargos(tx: Transaction, ops: CargoRecarga[]): Promise<LecturaCargo[]> {
  const [leidos] = await Promise.all([
    Promise.all(ops.map((op) => leerCargo(tx, op))),
    lectorDe(tx)(db.collection('clientes').doc(ops[0].clienteId)),
  ]);
  return leidos;
}

/**
 * In one transaction: check the product, the distribuidor and the saldo, then write the recarga
 * pendiente with its folio, the cargo through the ledger, the summaries and a log. The same id
 * again (a double click, a retry, two tabs) writes nothing and answers the recarga as it stands:
 * `nueva` is false and the carrier must not be called again.
 */
export async function cargarRecarga(tx: Transaction, op: CargoRecarga): Promise<CargoHecho> {
  const [leido] = await leerCargos(tx, [op]);
  // A replay reads nothing more.
  if (leido.previa) return escribirCargo(tx, op, leido, null);
  return escribirCargo(tx, op, leido, await Cuenta.leer(db, tx, op.clienteId));
}

/**
 * Several charges of one client in one transaction, in their order (the client's queue batches
 * what waited while its leader worked: see saldo/cola.ts). Every read first (each document once),
 * then each charge against the saldo the ones before it left, exactly as it would run alone: a
 * refused charge (an HttpError, thrown before it writes anything) is that charge's answer and the
 * others go on. Two requests of one id in the batch: the second is the first's replay.
 */
export async function cargarRecargas(
  tx: Transaction,
  ops: CargoRecarga[],
): Promise<({ resultado: CargoHecho } | { error: HttpError })[]> {
  const clienteId = ops[0]?.clienteId;
  if (ops.some((op) => op.clienteId !== clienteId)) throw new Error('Un lote de cargos es de un solo cliente');
  const leidos = await leerCargos(tx, ops);
  const cuenta = await Cuenta.leer(db, tx, clienteId);
  const creadas = new Map<string, DocumentData>();
  return ops.map((op, i) => {
    const previa = leidos[i].previa ?? creadas.get(op.body.id);
    try {
      const resultado = escribirCargo(tx, op, { ...leidos[i], previa }, previa ? null : cuenta);
      if (resultado.nueva) creadas.set(op.body.id, resultado.data);
      return { resultado };
    } catch (error) {
      if (error instanceof HttpError) return { error };
      throw error;
    }
  });
}

/**
 * One charge's checks, then its writes: everything that can refuse it throws before the first
 * write, so a refused charge leaves its transaction as it found it. `cuenta` is null for a replay.
 */
function escribirCargo(
  tx: Transaction,
  { body, clienteId, por, historico }: CargoRecarga,
  { previa, producto: p, distribuidor: d }: LecturaCargo,
  cuenta: Cuenta | null,
): CargoHecho {
  if (previa) {
    if (!mismaSolicitud(previa, clienteId, body)) {
      throw new HttpError(409, 'La clave de la recarga ya se usó para otra recarga');
    }
    return { nueva: false, data: previa };
  }
  if (!cuenta) throw new Error('Un cargo nuevo necesita la cuenta de su cliente');
  const ref = recargaRef(body.id);
  if (cuenta.datos.estatus !== true) throw new HttpError(403, 'El cliente no está activo');
  if (!p || p.estatus !== true) throw new HttpError(422, 'El producto no existe o no está activo');
  if (!seVendeEnMostrador(p.tipo)) throw new HttpError(422, `${String(p.nombre)} no es una recarga ni un paquete`);
  if (body.distribuidorId && (!d || d.clienteId !== clienteId || d.estatus !== true)) {
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
  cuenta.cambiar({ folioRecargas: numeroFolio, limitesVenta: { ...fichas, dia, vendido: vendido + p.monto } });
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
