// The screens' REST reads as the signed-in user: the database's address and the session's ID
// token, which every read a screen makes carries (consulta-rest.ts, documentos-rest.ts). The
// functions they wrap stay for the callers that bring their own token: Inicio's page load
// (lectura-temprana.ts), the benchmarks and the emulator tests.
import { consultar, sumarYContar, type Consulta, type Filtro } from './consulta-rest';
import { leerDocumentos } from './documentos-rest';
import { firestoreRest, tokenDeSesion } from '../firebase';

/** consultar as the session: the documents a query of `coleccion` finds, with only `campos` of each. */
export const consultarComoSesion = async (coleccion: string, consulta: Consulta, campos?: string[]) =>
  consultar(firestoreRest, await tokenDeSesion(), coleccion, consulta, campos);

/** leerDocumentos as the session: the documents of `coleccion` with these ids, with only `campos` of each. */
export const leerComoSesion = async (coleccion: string, ids: string[], campos?: string[]) =>
  leerDocumentos(firestoreRest, await tokenDeSesion(), coleccion, ids, campos);

/** sumarYContar as the session: the sum of `campo` and the count of the documents found, on the server. */
export const sumarYContarComoSesion = async (coleccion: string, filtros: readonly Filtro[], campo: string) =>
  sumarYContar(firestoreRest, await tokenDeSesion(), coleccion, filtros, campo);
