import { createHash } from 'node:crypto';
import { AggregateField, FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import type { CompraCliente } from '../../../domain/compras';
import {
  APLICABLES,
  aplicarSchema,
  claveLinea,
  clasificar,
  type AplicacionLinea,
  type LineaBanco,
  type ResultadoLinea,
  type ResumenImportacion,
} from '../../../domain/conciliacion';
import { referenciasEnConcepto } from '../../../domain/depositos';
import { formatMoney } from '../../../domain/money';
import { db } from '../admin';
import { exigirVerificacionReciente, requireCaller } from '../caller';
import { registrarCompraCliente } from '../compras/crear';
import { aprobarCompra } from '../compras/transiciones';
import { enParalelo } from '../en-paralelo';
import { HttpError, parseBody } from '../http';
import { newLog } from '../logs';
import { transaccionConPlazo } from '../transaccion';
import { leerCandidatos } from './candidatos';

const importacionRef = (id: string) => db.collection('conciliaciones').doc(id);

/**
 * The saldo compra a client's deposit becomes: its id and payment reference derived from the bank
 * line's key, so the same line applied again (a retry, the same file twice, another admin at once)
 * finds the same compra, which registrar answers as it stands and approval approves once.
 */
function compraDeSaldo(l: LineaBanco): CompraCliente {
  const h = createHash('sha256').update(claveLinea(l)).digest('hex');
  return {
    origen: 'cliente',
    id: `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`,
    partidas: [],
    saldo: l.abono,
    metodoPago: 'deposito',
    referencia: `CONC-${h.slice(0, 16).toUpperCase()}`,
    notas: `Depósito conciliado del ${l.fecha}: ${l.concepto}`.slice(0, 500),
  };
}

/** One matched line through the existing approval, with its bank line claimed in it. */
async function aplicarLinea(r: ResultadoLinea, l: LineaBanco, importacionId: string, por: string): Promise<Aplicada> {
  const deposito = {
    clave: claveLinea(l),
    data: {
      fecha: l.fecha,
      abono: l.abono,
      referencia: l.referencia,
      concepto: l.concepto,
      importacionId,
      en: Timestamp.now(),
    },
  };
  try {
    let compraId = r.compraId ?? '';
    if (r.categoria === 'saldo') {
      const compra = compraDeSaldo(l);
      await registrarCompraCliente(compra, String(r.clienteId), por);
      compraId = compra.id;
    }
    const aprobada = await aprobarCompra(compraId, por, undefined, deposito);
    return {
      fila: l.fila,
      estado: 'aplicada',
      monto: l.abono,
      folio: aprobada.folio,
      mensaje: `Compra ${aprobada.folio} aprobada: ${formatMoney(l.abono)}`,
    };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // 409: credited before (the compra already aprobada, its reference or its bank line claimed);
    // a compra that was rejected or cancelled meanwhile was not, and is handled by hand.
    const yaAcreditada = error.status === 409 && (error.datos?.estado ?? 'aprobada') === 'aprobada';
    return {
      fila: l.fila,
      estado: yaAcreditada ? 'ya-acreditada' : 'no-aplicada',
      monto: 0,
      mensaje: error.message,
      ...(error.status === 503 ? { ocupada: true } : {}),
    };
  }
}

type Aplicada = AplicacionLinea & { ocupada?: boolean };

/**
 * A line whose transaction found its saldo busy (503) is applied again, twice at most: the same
 * key, so it never applies twice. Still busy, it is reported as not applied, for the next import.
 */
async function conReintentos(aplicar: () => Promise<Aplicada>): Promise<AplicacionLinea> {
  let hecha = await aplicar();
  for (let intento = 1; intento <= 2 && hecha.ocupada; intento += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500 * intento));
    hecha = await aplicar();
  }
  return {
    fila: hecha.fila,
    estado: hecha.estado,
    monto: hecha.monto,
    mensaje: hecha.mensaje,
    ...(hecha.folio ? { folio: hecha.folio } : {}),
  };
}

/**
 * The import's one log entry, with its last part: file, SHA-256, lines, matched (the lines sent to
 * apply, over all its parts), applied and credited (counted from the bank lines it claimed), once.
 */
async function registrarImportacion(id: string, por: string): Promise<ResumenImportacion> {
  const reclamadas = await db
    .collection('depositosBancarios')
    .where('importacionId', '==', id)
    .aggregate({ aplicadas: AggregateField.count(), total: AggregateField.sum('abono') })
    .get();
  return transaccionConPlazo(db, 'La importación está ocupada; intente de nuevo', async (tx) => {
    const data = (await tx.get(importacionRef(id))).data() ?? {};
    if (data.resumen) return data.resumen as ResumenImportacion;
    const partes = Object.values((data.partes ?? {}) as Record<string, number>);
    const resumen: ResumenImportacion = {
      archivo: String(data.archivo),
      sha256: String(data.sha256),
      lineas: Number(data.lineas),
      coincidencias: partes.reduce((a, b) => a + b, 0),
      aplicadas: reclamadas.data().aplicadas,
      total: Number(reclamadas.data().total ?? 0),
    };
    tx.update(importacionRef(id), { resumen });
    tx.set(
      ...newLog({
        type: 'INFO',
        screen: 'compras',
        message:
          `Conciliación de depósitos "${resumen.archivo}": ${resumen.lineas} líneas, ${resumen.coincidencias} coincidencias, ` +
          `${resumen.aplicadas} aplicadas, ${formatMoney(resumen.total)} acreditados`,
        email: por,
        detalle: { entidad: 'conciliaciones', id, antes: null, despues: { ...resumen } },
      }),
    );
    return resumen;
  });
}

/**
 * POST /api/conciliacion/aplicar {importacion, parte, lineas, fin} (admin): the matched lines of a
 * statement, in parts of at most 100, classified again against what the database holds now (never
 * what the browser saw), each applied through the approval of its compra (compras/transiciones.ts),
 * which claims its bank line: a line, the same file twice, overlapping statements or two admins at
 * once credit nothing twice. The last part writes the import's log entry.
 */
export async function aplicarConciliacion(
  req: Request,
): Promise<{ resultados: AplicacionLinea[]; resumen?: ResumenImportacion }> {
  const caller = await requireCaller(req, ['admin']);
  const { importacion, parte, lineas, fin } = parseBody(aplicarSchema, req.body);
  // What this part may credit is approvals: above $50,000 in all, a recent second factor (step-up).
  exigirVerificacionReciente(
    caller,
    lineas.reduce((suma, linea) => suma + linea.abono, 0),
  );
  const previa = (await importacionRef(importacion.id).get()).data();
  if (previa && previa.sha256 !== importacion.sha256) {
    throw new HttpError(409, 'La clave de la importación ya se usó para otro archivo');
  }
  const clasificadas = lineas.length ? clasificar(lineas, await leerCandidatos(lineas), referenciasEnConcepto) : [];
  // Each result with the line it was classified from (clasificar answers in the lines' order), so
  // what is credited is that line's own amount whatever its fila says.
  const pares = clasificadas.map((r, i) => ({ r, l: lineas[i], i }));
  // A client's lines one after another (they queue on its saldo anyway), 4 clients at a time.
  const porCliente = new Map<string, typeof pares>();
  for (const par of pares) {
    const cliente = par.r.clienteId ?? '';
    porCliente.set(cliente, [...(porCliente.get(cliente) ?? []), par]);
  }
  const resultados: AplicacionLinea[] = [];
  await enParalelo([...porCliente.values()], 4, async (suyas) => {
    for (const { r, l, i } of suyas) {
      resultados[i] = APLICABLES.includes(r.categoria)
        ? await conReintentos(() => aplicarLinea(r, l, importacion.id, caller.correo))
        : {
            fila: r.fila,
            estado: r.categoria === 'ya-acreditado' ? 'ya-acreditada' : 'no-aplicada',
            monto: 0,
            mensaje: r.motivo,
          };
    }
  });
  await importacionRef(importacion.id).set(
    {
      archivo: importacion.archivo,
      sha256: importacion.sha256,
      lineas: importacion.lineas,
      banco: importacion.banco,
      por: caller.correo,
      partes: { [String(parte)]: lineas.length },
      actualizadoEn: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  return { resultados, ...(fin ? { resumen: await registrarImportacion(importacion.id, caller.correo) } : {}) };
}
