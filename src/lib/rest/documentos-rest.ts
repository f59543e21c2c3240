// Documents read once by id over Firestore's REST API (documents:batchGet), with the signed-in
// user's ID token: the same security rules judge them as the SDK's reads. One request answers
// every id, where the SDK's channel sends one listen target per read, one request at a time, and
// then keeps them in its cache: for a screen's few fixed documents (the business's day shards),
// or the role guard's first read of the usuarios record (session.ts), this is a round trip, and no
// watch to set up and take down on a cheap phone's CPU.

import { avisarEstado } from '../sesion/rechazos';

/** A field's value as the REST API writes it (the types a summary holds, and the rest as text). */
export interface ValorRest {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  stringValue?: string;
  timestampValue?: string;
  referenceValue?: string;
  bytesValue?: string;
  mapValue?: { fields?: Record<string, ValorRest> };
  arrayValue?: { values?: ValorRest[] };
}

/** A REST value as the SDK's data() gives it: numbers as numbers, maps as objects, dates as Date. */
export function valorDeRest(valor: ValorRest): unknown {
  if (valor.integerValue !== undefined) return Number(valor.integerValue);
  if (valor.doubleValue !== undefined) return Number(valor.doubleValue);
  if (valor.mapValue) return camposDeRest(valor.mapValue.fields);
  if (valor.arrayValue) return (valor.arrayValue.values ?? []).map(valorDeRest);
  if (valor.timestampValue !== undefined) return new Date(valor.timestampValue);
  if (valor.booleanValue !== undefined) return valor.booleanValue;
  return valor.stringValue ?? valor.referenceValue ?? valor.bytesValue ?? null;
}

export const camposDeRest = (campos: Record<string, ValorRest> = {}): Record<string, unknown> =>
  Object.fromEntries(Object.entries(campos).map(([campo, valor]) => [campo, valorDeRest(valor)]));

/** The SDK's code for an HTTP status, so that db-errors.ts gives the same Spanish message. */
const CODIGOS: Record<number, string> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  500: 'internal',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

const fallo = (code: string, mensaje: string) => Object.assign(new Error(mensaje), { code });

/**
 * The SDK's code of a refused request: the status Firestore names in its answer ("FAILED_PRECONDITION"
 * for a query whose index is still building, which shares HTTP 400 with a bad argument), else its
 * HTTP status's.
 */
async function codigoDeError(respuesta: Response): Promise<string> {
  const cuerpo = (await respuesta.json().catch(() => null)) as { error?: { status?: unknown } } | null;
  const estado = cuerpo?.error?.status;
  if (typeof estado === 'string' && /^[A-Z_]+$/.test(estado) && estado !== 'OK') {
    return estado.toLowerCase().replaceAll('_', '-');
  }
  return CODIGOS[respuesta.status] ?? 'unknown';
}

/** No read waits longer than this: the screen shows its error and a Reintentar instead. */
const ESPERA_MS = 20_000;

/** One POST to the REST API with the user's token; its answer, or the SDK's error for its status. */
export async function pedir<T>(url: string, token: string, cuerpo: object): Promise<T> {
  let respuesta: Response;
  try {
    respuesta = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(cuerpo),
      signal: AbortSignal.timeout(ESPERA_MS),
    });
  } catch (error) {
    const agotado = error instanceof DOMException && error.name === 'TimeoutError';
    throw fallo(agotado ? 'deadline-exceeded' : 'unavailable', String(error));
  }
  const metodo = url.slice(url.lastIndexOf(':') + 1);
  avisarEstado(respuesta.status);
  if (!respuesta.ok) throw fallo(await codigoDeError(respuesta), `${metodo}: HTTP ${respuesta.status}`);
  return (await respuesta.json()) as T;
}

export type DocumentoRest = { name: string; fields?: Record<string, ValorRest> };

export const leido = ({ name, fields }: DocumentoRest) => ({
  id: name.slice(name.lastIndexOf('/') + 1),
  data: camposDeRest(fields),
});

/**
 * The documents of `coleccion` with these ids that exist, each with its id, in one request; with
 * `campos` (field paths), only those fields of each. `base` is the database's REST address
 * (…/databases/(default)/documents); `token` the user's ID token. A refusal of the rules is a
 * `permission-denied` error, as from the SDK.
 */
export async function leerDocumentos(
  base: string,
  token: string,
  coleccion: string,
  ids: string[],
  campos?: string[],
): Promise<{ id: string; data: Record<string, unknown> }[]> {
  if (!ids.length) return [];
  // The database's own name of a document: base without the host, then collection and id.
  const raiz = base.slice(base.indexOf('/projects/') + 1);
  const filas = await pedir<{ found?: DocumentoRest }[]>(`${base}:batchGet`, token, {
    documents: ids.map((id) => `${raiz}/${coleccion}/${id}`),
    ...(campos && { mask: { fieldPaths: campos } }),
  });
  return filas.flatMap(({ found }) => (found ? [leido(found)] : []));
}
