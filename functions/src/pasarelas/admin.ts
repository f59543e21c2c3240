import { FieldValue } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { formatMoney } from '../../../domain/money';
import {
  EXITO_MINIMO,
  fondeoSchema,
  pasarelaSchema,
  pausaOperadorSchema,
  percentil,
  RUTA_PREDETERMINADA,
  rutaSchema,
  tasaExito,
  type SaludCuenta,
} from '../../../domain/pasarelas';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { HttpError, parseBody } from '../http';
import { newLog } from '../logs';
import { esImplementacion, esSimulada, gatewayDe } from '../recargas/gateway';
import { proveedorSimulado } from '../recargas/gateway-simulado';
import { fondearEnTx, saldoPasarela } from './fondo';
import { configPasarelasRef, pasarelaRef } from './rutas';
import { leerSalud } from './salud';

/** POST /api/pasarelas/guardar (admin): a pasarela created or changed, logged with before and after. */
export async function guardarPasarela(req: Request): Promise<{ id: string }> {
  const caller = await requireCaller(req, ['admin']);
  const body = parseBody(pasarelaSchema, req.body);
  if (!esImplementacion(body.implementacion)) {
    throw new HttpError(422, `La implementación ${body.implementacion} no existe en este sistema`);
  }
  await db.runTransaction(async (tx) => {
    const antes = (await tx.get(pasarelaRef(body.id))).data();
    const { id, ...datos } = body;
    tx.set(pasarelaRef(id), { ...datos, actualizadoEn: FieldValue.serverTimestamp() }, { merge: false });
    tx.set(
      ...newLog({
        type: 'INFO',
        screen: 'pasarelas',
        message: `Pasarela ${body.nombre} ${antes ? 'modificada' : 'creada'}${body.activa ? '' : ' (desactivada)'}`,
        email: caller.correo,
        detalle: {
          entidad: 'pasarelas',
          id,
          antes: antes ? { nombre: antes.nombre, activa: antes.activa, umbralSaldo: antes.umbralSaldo } : null,
          despues: { nombre: datos.nombre, activa: datos.activa, umbralSaldo: datos.umbralSaldo },
        },
      }),
    );
  });
  return { id: body.id };
}

/** POST /api/pasarelas/ruta (admin): a carrier's pasarelas in order; `predeterminada` for carriers without their own. */
export async function guardarRuta(req: Request): Promise<{ operador: string; pasarelas: string[] }> {
  const caller = await requireCaller(req, ['admin']);
  const { operador, pasarelas } = parseBody(rutaSchema, req.body);
  const docs = pasarelas.length ? await db.getAll(...pasarelas.map((id) => pasarelaRef(id))) : [];
  const falta = docs.find((doc) => !doc.exists);
  if (falta) throw new HttpError(422, `La pasarela ${falta.id} no existe`);
  await db.runTransaction(async (tx) => {
    const antes = (await tx.get(configPasarelasRef())).data()?.rutas?.[operador] ?? null;
    tx.set(configPasarelasRef(), { rutas: { [operador]: pasarelas } }, { merge: true });
    tx.set(
      ...newLog({
        type: 'INFO',
        screen: 'pasarelas',
        message: `Ruta de ${operador === RUTA_PREDETERMINADA ? 'las demás compañías' : operador}: ${pasarelas.join(', ') || 'ninguna'}`,
        email: caller.correo,
        detalle: { entidad: 'config', id: 'pasarelas', antes: { ruta: antes }, despues: { ruta: pasarelas } },
      }),
    );
  });
  return { operador, pasarelas };
}

/** POST /api/pasarelas/pausa (admin): a carrier paused with a reason, or resumed. */
export async function pausarOperador(req: Request): Promise<{ operador: string; pausada: boolean }> {
  const caller = await requireCaller(req, ['admin']);
  const { operador, pausada, motivo } = parseBody(pausaOperadorSchema, req.body);
  await db.runTransaction(async (tx) => {
    await tx.get(configPasarelasRef());
    tx.set(
      configPasarelasRef(),
      {
        pausas: {
          [operador]: pausada ? { motivo, por: caller.correo, en: FieldValue.serverTimestamp() } : FieldValue.delete(),
        },
      },
      { merge: true },
    );
    tx.set(
      ...newLog({
        type: pausada ? 'WARN' : 'INFO',
        screen: 'pasarelas',
        message: `Recargas de ${operador} ${pausada ? 'en pausa' : 'reanudadas'}: ${motivo}`,
        email: caller.correo,
        detalle: { entidad: 'config', id: 'pasarelas', antes: null, despues: { operador, pausada, motivo } },
      }),
    );
  });
  return { operador, pausada };
}

/**
 * POST /api/pasarelas/fondeo (admin): money sent to a pasarela's provider, added to our float with
 * it once per key (a retry adds nothing). With a simulated provider in a demo project, the
 * provider "receives" it too.
 */
export async function fondearPasarela(req: Request): Promise<{ pasarela: string; saldo: number }> {
  const caller = await requireCaller(req, ['admin']);
  const body = parseBody(fondeoSchema, req.body);
  const fondeoRef = pasarelaRef(body.pasarela).collection('fondeos').doc(body.idempotencyKey);
  await db.runTransaction(async (tx) => {
    const [pasarela, previo] = await Promise.all([tx.get(pasarelaRef(body.pasarela)), tx.get(fondeoRef)]);
    const data = pasarela.data();
    if (!data) throw new HttpError(404, 'La pasarela no existe');
    if (previo.exists) {
      const mismo = previo.get('monto') === body.monto && previo.get('referencia') === body.referencia;
      if (!mismo) throw new HttpError(409, 'La clave del fondeo ya se usó para otro fondeo');
      return;
    }
    tx.create(fondeoRef, {
      monto: body.monto,
      fecha: body.fecha,
      referencia: body.referencia,
      por: caller.correo,
      en: FieldValue.serverTimestamp(),
    });
    fondearEnTx(tx, body.pasarela, body.monto);
    const demo = (process.env.GCLOUD_PROJECT ?? '').startsWith('demo-');
    if (demo && esSimulada(String(data.implementacion))) {
      tx.set(proveedorSimulado(body.pasarela), { saldo: FieldValue.increment(body.monto) }, { merge: true });
    }
    tx.set(
      ...newLog({
        type: 'INFO',
        screen: 'pasarelas',
        message: `Fondeo de ${formatMoney(body.monto)} a ${String(data.nombre)} (referencia ${body.referencia})`,
        email: caller.correo,
        detalle: { entidad: 'pasarelas', id: body.pasarela, antes: null, despues: { fondeo: body.monto } },
      }),
    );
  });
  return { pasarela: body.pasarela, saldo: (await saldoPasarela(body.pasarela)).saldo };
}

export interface SaludVista {
  enviadas: number;
  /** Share delivered, 0 to 1; null without attempts. */
  exito: number | null;
  p50: number | null;
  p95: number | null;
  /** Left without an answer, waiting for their settlement. */
  pendientes: number;
}

const vista = (s: SaludCuenta): SaludVista => ({
  enviadas: s.enviadas,
  exito: tasaExito(s),
  p50: percentil(s.latencias, 0.5),
  p95: percentil(s.latencias, 0.95),
  pendientes: s.sinRespuesta,
});

/** POST /api/pasarelas/estado (admin, manager): each pasarela's float beside the provider's, the routes, the pauses and the health board. */
export async function estadoPasarelas(req: Request) {
  await requireCaller(req, ['admin', 'manager']);
  const [pasarelas, config, salud] = await Promise.all([
    db.collection('pasarelas').limit(50).get(),
    configPasarelasRef().get(),
    leerSalud(),
  ]);
  const filas = await Promise.all(
    pasarelas.docs.map(async (doc) => {
      const data = doc.data();
      const nuestro = await saldoPasarela(doc.id);
      let proveedor: number | null = null;
      try {
        proveedor = (await gatewayDe(String(data.implementacion), doc.id)?.saldo()) ?? null;
      } catch (error) {
        console.warn(`La pasarela ${doc.id} no dijo su saldo`, error);
      }
      return {
        id: doc.id,
        nombre: String(data.nombre ?? doc.id),
        implementacion: String(data.implementacion ?? ''),
        activa: data.activa === true,
        umbralSaldo: Number(data.umbralSaldo ?? 0),
        costos: (data.costos ?? {}) as Record<string, number>,
        nuestro,
        proveedor,
        diferencia: proveedor === null ? null : proveedor - nuestro.saldo,
        saldoBajo: nuestro.saldo < Number(data.umbralSaldo ?? 0),
      };
    }),
  );
  const pausas = (config.data()?.pausas ?? {}) as Record<string, { motivo?: string }>;
  return {
    pasarelas: filas,
    rutas: (config.data()?.rutas ?? {}) as Record<string, string[]>,
    pausas: Object.fromEntries(Object.entries(pausas).map(([op, p]) => [op, String(p.motivo ?? '')])),
    salud: Object.fromEntries(
      Object.entries(salud.porOperador).map(([op, s]) => [
        op,
        {
          ...vista(s),
          pasarelas: Object.fromEntries(Object.entries(salud.porPasarela[op] ?? {}).map(([p, c]) => [p, vista(c)])),
        },
      ]),
    ),
  };
}

/**
 * POST /api/recargas/estado-operadores (user): what the stepper says of each carrier: paused with its
 * reason, or failing now (under 80 % of the last 15 minutes' attempts delivered). Nothing else.
 */
export async function estadoOperadores(req: Request): Promise<{ pausas: Record<string, string>; conFallas: string[] }> {
  await requireCaller(req, ['user']);
  const [config, salud] = await Promise.all([configPasarelasRef().get(), leerSalud()]);
  const pausas = (config.data()?.pausas ?? {}) as Record<string, { motivo?: string }>;
  const conFallas = Object.entries(salud.porOperador)
    .filter(([, s]) => (tasaExito(s) ?? 1) < EXITO_MINIMO)
    .map(([op]) => op);
  return {
    pausas: Object.fromEntries(Object.entries(pausas).map(([op, p]) => [op, String(p.motivo ?? '')])),
    conFallas,
  };
}
