// The admin's alerts on Inicio: top-ups still pendiente after 30 minutes, closes with
// disagreements, clients below their saldo threshold, the credit owed and past due. Each a query of at most a few documents on
// an indexed field (no collection is read whole), read after the figures, so Inicio's first
// figures come as fast as before.
import { CAMPOS_CREDITO, creditoDeDatos, estadoCredito } from '@domain/credito-base';
import { diaNegocio } from '@domain/fechas';
import { sumarDias } from '@domain/reportes';
import { UMBRAL_PREDETERMINADO } from '@domain/saldo-bajo';
import { consultarComoSesion, leerComoSesion, sumarYContarComoSesion } from '@/lib/rest/lectura-sesion';

/** A top-up still unknown this long after its charge is an alert: the schedule asks every 2 minutes. */
export const MINUTOS_ALERTA_PENDIENTE = 30;

export interface Alertas {
  pendientes: { id: string; folio: string; cliente: string; operador: string; creadoEn: Date | null }[];
  cierres: { dia: string; nDescuadres: number }[];
  saldoBajo: { id: string; nombre: string; saldo: number; umbral: number }[];
  /** What the clients owe on their credit lines, and what of it is past due (and by whom). */
  cartera: {
    deuda: number;
    deudores: number;
    vencida: number;
    vencidos: { id: string; nombre: string; vencido: number; vence: string }[];
  };
}

/** The shops past due listed on Inicio; the amount counts at most this many (they cannot sell on credit meanwhile). */
const MAX_VENCIDOS = 50;

export async function leerAlertas(ahora = Date.now()): Promise<Alertas> {
  const hoy = diaNegocio(new Date(ahora));
  const [pendientes, cierres, bajos, cartera, vencidos] = await Promise.all([
    consultarComoSesion(
      'recargas',
      {
        filtros: [
          { campo: 'estado', op: 'EQUAL', valor: 'pendiente' },
          { campo: 'creadoEn', op: 'LESS_THAN_OR_EQUAL', valor: new Date(ahora - MINUTOS_ALERTA_PENDIENTE * 60_000) },
        ],
        orden: 'creadoEn',
        limite: 10,
      },
      ['folio', 'clienteId', 'operador', 'creadoEn'],
    ),
    consultarComoSesion(
      'cierres',
      {
        filtros: [
          { campo: 'estado', op: 'EQUAL', valor: 'descuadre' },
          { campo: 'dia', op: 'GREATER_THAN_OR_EQUAL', valor: sumarDias(diaNegocio(new Date(ahora)), -30) },
        ],
        orden: 'dia',
        descendente: true,
        limite: 5,
      },
      ['nDescuadres'],
    ),
    consultarComoSesion(
      'clientes',
      {
        filtros: [
          { campo: 'saldoBajo', op: 'EQUAL', valor: true },
          { campo: 'estatus', op: 'EQUAL', valor: true },
        ],
        orden: 'saldo',
        limite: 10,
      },
      ['nombre', 'saldo', 'umbralSaldo'],
    ),
    sumarYContarComoSesion('clientes', [{ campo: 'saldo', op: 'LESS_THAN', valor: 0 }], 'saldo'),
    // venceAdeudo: the oldest debt's last day within term, kept with every movement (domain/credito.ts).
    consultarComoSesion(
      'clientes',
      { filtros: [{ campo: 'venceAdeudo', op: 'LESS_THAN', valor: hoy }], orden: 'venceAdeudo', limite: MAX_VENCIDOS },
      ['nombre', ...CAMPOS_CREDITO],
    ),
  ]);
  const enMora = vencidos.map(({ id, data }) => {
    const e = estadoCredito(creditoDeDatos(data), hoy);
    return { id, nombre: String(data.nombre), vencido: e.vencido, vence: e.vence ?? hoy };
  });
  const ids = [...new Set(pendientes.map(({ data }) => String(data.clienteId)))];
  const nombres = new Map(
    (await leerComoSesion('clientes', ids, ['nombre'])).map(({ id, data }) => [id, String(data.nombre)]),
  );
  return {
    pendientes: pendientes.map(({ id, data }) => ({
      id,
      folio: String(data.folio),
      cliente: nombres.get(String(data.clienteId)) ?? String(data.clienteId),
      operador: String(data.operador),
      creadoEn: data.creadoEn instanceof Date ? data.creadoEn : null,
    })),
    cierres: cierres.map(({ id, data }) => ({ dia: id, nDescuadres: Number(data.nDescuadres) })),
    saldoBajo: bajos.map(({ id, data }) => ({
      id,
      nombre: String(data.nombre),
      saldo: Number(data.saldo),
      umbral: typeof data.umbralSaldo === 'number' ? data.umbralSaldo : UMBRAL_PREDETERMINADO,
    })),
    cartera: {
      deuda: -cartera.suma,
      deudores: cartera.cuantos,
      vencida: enMora.reduce((sum, c) => sum + c.vencido, 0),
      vencidos: enMora,
    },
  };
}
