import type { Request } from 'firebase-functions/v2/https';
import { clasificar, previaSchema, type ResultadoLinea } from '../../../domain/conciliacion';
import { referenciasEnConcepto } from '../../../domain/depositos';
import { requireCaller } from '../caller';
import { parseBody } from '../http';
import { leerCandidatos } from './candidatos';

/**
 * POST /api/conciliacion/previa {lineas} (admin): what each line of a bank statement would do,
 * before anything moves. Reads only; the file is sent in parts of at most 500 lines.
 */
export async function previaConciliacion(req: Request): Promise<{ resultados: ResultadoLinea[] }> {
  await requireCaller(req, ['admin']);
  const { lineas } = parseBody(previaSchema, req.body);
  return { resultados: clasificar(lineas, await leerCandidatos(lineas), referenciasEnConcepto) };
}
