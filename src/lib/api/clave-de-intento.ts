import { readSessionUser } from '../sesion/session-user';

/**
 * A new idempotency key (a v4 UUID). crypto.randomUUID exists only in secure contexts (https,
 * localhost); a shop that opens the app by its LAN address still gets a key of the same form.
 */
export function nuevaClave(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Where the keys of requests whose outcome the screen has not learnt are kept: this tab's session. */
const PENDIENTES = 'claves-pendientes';
/** At most this many (the oldest go first): a tab rarely has more than one open. */
const MAX_PENDIENTES = 20;
/** When sessionStorage cannot be used (a private mode that refuses it): this page's memory. */
let enMemoria: Record<string, string> = {};

function leerPendientes(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(PENDIENTES) ?? '{}') as Record<string, string>;
  } catch {
    return enMemoria;
  }
}

function guardarPendientes(pendientes: Record<string, string>): void {
  enMemoria = pendientes;
  try {
    sessionStorage.setItem(PENDIENTES, JSON.stringify(pendientes));
  } catch {
    // Kept in memory only.
  }
}

/**
 * The idempotency key of one thing the signed-in user asks for (`que`: what it is, `contenido`: what
 * makes it that thing, its free texts aside). The same request made again before an answer has
 * said it was done (a lost answer, then the user going back, closing and reopening the dialog,
 * even reloading the tab) gets the same key, so the server answers what the first did instead of
 * moving money again. `hecha()` forgets it once the server has answered that it is done: the same
 * request after that is a new one, as a second identical top-up sold on purpose is.
 */
export function claveDeIntento(que: string, contenido: unknown): { clave: string; hecha: () => void } {
  // Whose it is too: another user signed in on this tab asks for its own.
  const sesion = readSessionUser();
  const id = `${sesion.status === 'ok' ? sesion.user.uid : ''}:${que}:${JSON.stringify(contenido)}`;
  const pendientes = leerPendientes();
  const clave = pendientes[id] ?? nuevaClave();
  if (!pendientes[id]) {
    const conservadas = Object.entries(pendientes).slice(-(MAX_PENDIENTES - 1));
    guardarPendientes({ ...Object.fromEntries(conservadas), [id]: clave });
  }
  return {
    clave,
    hecha: () => {
      const pendientesAhora = leerPendientes();
      delete pendientesAhora[id];
      guardarPendientes(pendientesAhora);
    },
  };
}
