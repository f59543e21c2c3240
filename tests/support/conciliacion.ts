// Helpers for the reconciliation suites: pending and approved purchases with bank references, a
// statement file as a bank exports it, and an import run as the screen runs it (read, preview in
// parts, apply the matched lines in parts).
import { createHash, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  APLICABLES,
  claveLinea,
  LINEAS_POR_APLICACION,
  LINEAS_POR_PREVIA,
  unirPartes,
  type AplicacionLinea,
  type Categoria,
  type LineaBanco,
  type ResultadoLinea,
  type ResumenImportacion,
} from '../../domain/conciliacion';
import { aLineas } from '../../domain/estado-bancario';
import { filasCsv } from '../../src/features/compras/conciliacion/leer-estado';
import { registrarCompraCliente } from '../../functions/src/compras/crear';
import { aprobarCompra } from '../../functions/src/compras/transiciones';
import { callApi, callApiComoElNavegador } from './emulators';
export { estadoCsv, type LineaCsv } from './estado-csv';

export const MAPEO = { fecha: 'Fecha', concepto: 'Concepto', abono: 'Abono', referencia: 'Referencia' };

/** A client's compra of saldo paid by transfer with `referencia`, pending; approved too with `aprobar`. */
export async function compraPorTransferencia(clienteId: string, monto: number, referencia: string, aprobar = false) {
  const id = randomUUID();
  const body = {
    origen: 'cliente' as const,
    id,
    partidas: [],
    saldo: monto,
    metodoPago: 'transferencia' as const,
    referencia,
  };
  await registrarCompraCliente(body, clienteId, 'pruebas@recargas.test');
  if (aprobar) await aprobarCompra(id, 'admin@prueba.test');
  return id;
}

export interface Importacion {
  previa: ResultadoLinea[];
  resultados: AplicacionLinea[];
  resumen: ResumenImportacion;
}

const partes = <T>(items: T[], n: number) =>
  Array.from({ length: Math.ceil(items.length / n) }, (_, i) => items.slice(i * n, (i + 1) * n));

/** An import as the reconciliation screen runs it, by the admin whose token is given. */
export async function importar(token: string, archivo: string, texto: string): Promise<Importacion> {
  const lineas = aLineas(filasCsv(texto), MAPEO);
  const previas: ResultadoLinea[][] = [];
  for (const parte of partes(lineas, LINEAS_POR_PREVIA)) {
    const r = await callApi('conciliacion/previa', { lineas: parte }, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    previas.push(r.body.resultados as ResultadoLinea[]);
  }
  const previa = unirPartes(previas, new Map(lineas.map((l) => [l.fila, claveLinea(l)])));
  const filas = new Set(previa.filter((r) => APLICABLES.includes(r.categoria)).map((r) => r.fila));
  const aplicar = partes(
    lineas.filter((l) => filas.has(l.fila)),
    LINEAS_POR_APLICACION,
  );
  if (!aplicar.length) aplicar.push([]);
  const importacion = {
    id: randomUUID(),
    archivo,
    sha256: createHash('sha256').update(texto).digest('hex'),
    lineas: lineas.length,
    banco: 'BBVA',
  };
  const resultados: AplicacionLinea[] = [];
  let resumen: ResumenImportacion | undefined;
  for (const [parte, grupo] of aplicar.entries()) {
    const fin = parte === aplicar.length - 1;
    const r = await callApiComoElNavegador('conciliacion/aplicar', { importacion, parte, lineas: grupo, fin }, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    resultados.push(...(r.body.resultados as AplicacionLinea[]));
    if (fin) resumen = r.body.resumen as ResumenImportacion;
  }
  if (!resumen) throw new Error('La importación no terminó');
  return { previa, resultados, resumen };
}

export const contarCategorias = (previa: ResultadoLinea[]) =>
  previa.reduce<Partial<Record<Categoria, number>>>((n, r) => ({ ...n, [r.categoria]: (n[r.categoria] ?? 0) + 1 }), {});

export type { LineaBanco };
