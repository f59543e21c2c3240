import { auth } from '../firebase';
import { avisarEstado } from '../sesion/rechazos';
import { avisarCambio } from '../carga/cambios';

/**
 * An /api/** answer that was not 2xx. `message` is the server's Spanish text, or a Spanish one for
 * an answer that is not the server's own (a gateway's page); `texto` is the server's text, or that
 * other answer's text as it came, which SPEC.md's user screens print after their prefix.
 */
export class ApiError extends Error {
  readonly texto: string;
  constructor(
    readonly status: number,
    message: string,
    texto?: string,
    /** What the server's answer says beside its message (the state a compra is in). */
    readonly datos: Record<string, unknown> = {},
  ) {
    super(message);
    this.texto = texto ?? message;
  }
}

/** The current ID token, or '' when there is none or it cannot be read: reading it never throws. */
export async function currentIdToken(): Promise<string> {
  try {
    return (await auth.currentUser?.getIdToken()) ?? '';
  } catch {
    return '';
  }
}

/**
 * A gateway's answer (502, 504: the hosting layer or a proxy before the function) says nothing of
 * whether the request was applied: like a dropped connection, a request with a key is sent again.
 */
const SIN_RESPUESTA = new Set([0, 502, 503, 504]);

/** A request whose fate is unknown: it may have been applied, so what it changes must be read again. */
export const sinRespuesta = (error: unknown) => error instanceof ApiError && SIN_RESPUESTA.has(error.status);

/** What a user reads for an answer that is not the server's own Spanish `{ error }`. */
export function mensajeSinCuerpo(status: number): string {
  if (SIN_RESPUESTA.has(status)) {
    return 'El servidor no respondió a tiempo. Intente de nuevo: una operación ya registrada no se repite.';
  }
  if (status >= 500) return `Error del servidor (HTTP ${status}). Intente de nuevo en unos minutos.`;
  return `La solicitud no se pudo completar (HTTP ${status}).`;
}

/** The server's Spanish message and the answer's text; a proxy's or gateway's page is never the message. */
async function responseError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
      return new ApiError(res.status, body.error, undefined, body as Record<string, unknown>);
    }
  } catch {
    // not JSON: not the server's own answer
  }
  return new ApiError(res.status, mensajeSinCuerpo(res.status), text || `${res.status} ${res.statusText}`);
}

function apiRequest(token: string, body: unknown, keepalive = false): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    ...(keepalive ? { keepalive } : {}),
  };
}

export async function postApi<T>(path: string, body: unknown): Promise<T> {
  const token = await currentIdToken();
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, apiRequest(token, body));
  } catch {
    throw new ApiError(0, 'No hay conexión con el servidor. Revise su conexión e intente de nuevo.');
  } finally {
    // Whatever it answered (a lost answer may have been a change made), a screen shown after this
    // reads again instead of showing what it read before.
    avisarCambio();
  }
  avisarEstado(res.status);
  if (!res.ok) throw await responseError(res);
  return (await res.json()) as T;
}

const ESPERAS_MS = [1_000, 2_000, 4_000];

/** Whether the browser says it has no network at all (a phone in airplane mode, a dead Wi-Fi). */
export const sinRed = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * postApi for an idempotent request (its body carries its key): a dropped connection, a busy
 * server (503) or a gateway that gave up waiting (502, 504) is retried with the very same body, so
 * the server applies it at most once and the retry answers what the first attempt did. Any other
 * refusal is final, and so is a failure while the browser has no network: retrying then only
 * keeps the user waiting (the caller says what happened and offers to try again).
 */
export async function postIdempotente<T>(path: string, body: unknown, esperas = ESPERAS_MS): Promise<T> {
  for (const espera of esperas) {
    try {
      return await postApi<T>(path, body);
    } catch (error) {
      if (!sinRespuesta(error) || sinRed()) throw error;
      // Jittered: many tabs refused at once by a busy saldo must not all come back at once.
      await new Promise((resolve) => setTimeout(resolve, espera * (0.5 + Math.random())));
    }
  }
  return postApi<T>(path, body);
}

/**
 * Sends a request that outlives the page (keepalive) and resolves as soon as it has left, without
 * its answer: for the last word of a session, before the tab may reload or close. Never throws.
 */
export async function sendApi(path: string, body: unknown): Promise<void> {
  // A token that needs a refresh over a dead network must not hold the caller for long.
  const token = await Promise.race([
    currentIdToken(),
    new Promise<string>((resolve) => setTimeout(() => resolve(''), 2000)),
  ]);
  if (!token) return;
  fetch(`/api/${path}`, apiRequest(token, body, true)).catch((error: unknown) =>
    console.error(`No se pudo enviar /api/${path}`, error),
  );
}
