import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { OPERADORES_INICIALES } from '../../../domain/catalogo';
import type { Comisiones } from '../../../domain/comisiones';
import { db } from '../admin';
import { HttpError } from '../http';

export const operadoresRef = () => db.collection('config').doc('operadores');

/**
 * A per-carrier commission must name a carrier of the catalogue (config/operadores, or the
 * initial list before anyone has saved one), or no recarga would ever use it.
 */
export function exigirOperadoresConocidos(config: DocumentSnapshot, comisiones: Comisiones | undefined): void {
  const lista: unknown = config.data()?.lista;
  const conocidos: unknown[] = Array.isArray(lista) ? lista : OPERADORES_INICIALES;
  const desconocidos = Object.keys(comisiones?.operadores ?? {}).filter((nombre) => !conocidos.includes(nombre));
  if (desconocidos.length) {
    throw new HttpError(422, `Operador desconocido en las comisiones: ${desconocidos.join(', ')}`);
  }
}
