// The reconciliation's steps outside the screen: read the file into lines with the mapping,
// preview them in parts, apply the matched ones in parts. The dialog shows where each is.
import {
  APLICABLES,
  claveLinea,
  LINEAS_POR_APLICACION,
  LINEAS_POR_PREVIA,
  unirPartes,
  type AplicacionLinea,
  type LineaBanco,
  type ResultadoLinea,
  type ResumenImportacion,
} from '@domain/conciliacion';
import { aLineas, type Celda, type Mapeo } from '@domain/estado-bancario';
import { aplicarParte, previa } from '../api/conciliacion-api';

const partes = <T>(items: T[], n: number) =>
  Array.from({ length: Math.ceil(items.length / n) }, (_, i) => items.slice(i * n, (i + 1) * n));

export interface Previa {
  lineas: LineaBanco[];
  resultados: ResultadoLinea[];
}

/** The file's lines through the mapping, and what each would do (nothing moves). */
export async function previsualizar(filas: Celda[][], mapeo: Mapeo): Promise<Previa> {
  const lineas = aLineas(filas, mapeo);
  const resultados: ResultadoLinea[][] = [];
  for (const parte of partes(lineas, LINEAS_POR_PREVIA)) resultados.push((await previa(parte)).resultados);
  return { lineas, resultados: unirPartes(resultados, new Map(lineas.map((l) => [l.fila, claveLinea(l)]))) };
}

export interface Aplicacion {
  resultados: AplicacionLinea[];
  resumen: ResumenImportacion;
}

/** The matched lines applied, part after part; `avance` hears how many are done. */
export async function aplicar(
  p: Previa,
  archivo: { nombre: string; sha256: string; banco: string },
  avance: (hechas: number) => void,
): Promise<Aplicacion> {
  const filas = new Set(p.resultados.filter((r) => APLICABLES.includes(r.categoria)).map((r) => r.fila));
  const grupos = partes(
    p.lineas.filter((l) => filas.has(l.fila)),
    LINEAS_POR_APLICACION,
  );
  if (!grupos.length) grupos.push([]);
  const importacion = {
    id: crypto.randomUUID(),
    archivo: archivo.nombre,
    sha256: archivo.sha256,
    lineas: p.lineas.length,
    banco: archivo.banco,
  };
  const resultados: AplicacionLinea[] = [];
  for (const [parte, lineas] of grupos.entries()) {
    const r = await aplicarParte({ importacion, parte, lineas, fin: parte === grupos.length - 1 });
    resultados.push(...r.resultados);
    avance(resultados.length);
    if (r.resumen) return { resultados, resumen: r.resumen };
  }
  throw new Error('La importación no terminó');
}
