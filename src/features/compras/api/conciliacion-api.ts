import type { AplicacionLinea, LineaBanco, MapeoBanco, ResultadoLinea, ResumenImportacion } from '@domain/conciliacion';
import type { CuentaBancaria, DatosDeposito } from '@domain/depositos';
import { postApi, postIdempotente } from '@/lib/api/api-client';
import { leerComoSesion } from '@/lib/rest/lectura-sesion';
import { conVerificacionReciente } from '@/lib/segundo-factor/reciente';

// The reconciliation's and the bank accounts' calls. Reads go over REST as the session; every
// write goes through /api (the rules refuse them from the SDK).

export const previa = (lineas: LineaBanco[]) =>
  postApi<{ resultados: ResultadoLinea[] }>('conciliacion/previa', { lineas });

/**
 * One part of an application: safe to send again (its lines' claims and its part number). A part
 * worth more than $50,000.00 may ask the user to verify again first (conVerificacionReciente).
 */
export const aplicarParte = (body: {
  importacion: { id: string; archivo: string; sha256: string; lineas: number; banco: string };
  parte: number;
  lineas: LineaBanco[];
  fin: boolean;
}) =>
  conVerificacionReciente(() =>
    postIdempotente<{ resultados: AplicacionLinea[]; resumen?: ResumenImportacion }>('conciliacion/aplicar', body),
  );

export const guardarMapeo = (mapeo: MapeoBanco) => postApi<MapeoBanco>('conciliacion/mapeo', mapeo);

/** The remembered column mapping of each bank, by its key (claveReferencia of its name). */
export async function leerMapeos(): Promise<Record<string, MapeoBanco>> {
  const [doc] = await leerComoSesion('config', ['conciliacion'], ['mapeos']);
  return (doc?.data.mapeos ?? {}) as Record<string, MapeoBanco>;
}

export async function leerCuentas(): Promise<CuentaBancaria[]> {
  const [doc] = await leerComoSesion('config', ['cuentasBancarias'], ['cuentas']);
  return (doc?.data.cuentas ?? []) as CuentaBancaria[];
}

export const guardarCuentas = (cuentas: CuentaBancaria[]) =>
  postApi<{ cuentas: CuentaBancaria[] }>('config/cuentas', { cuentas });

/** A client's own deposit reference (given the first time) and the accounts to pay into. */
export const datosDeposito = () => postIdempotente<DatosDeposito>('clientes/referencia-deposito', {});
