import { errorCode } from './sesion/auth-errors';

// The database's status codes, each with a Spanish message for the person who met it.
const MESSAGES: Record<string, string> = {
  cancelled: 'La operación se canceló.',
  unknown: 'Ocurrió un error desconocido en la base de datos.',
  'invalid-argument': 'Los datos enviados no son válidos.',
  'deadline-exceeded': 'La base de datos tardó demasiado en responder. Intente de nuevo.',
  'not-found': 'El registro no existe.',
  'already-exists': 'El registro ya existe.',
  'permission-denied': 'No tiene permiso para esta operación.',
  'resource-exhausted': 'Se alcanzó el límite de operaciones. Intente más tarde.',
  'failed-precondition': 'La operación no se puede realizar en el estado actual.',
  aborted: 'La operación se interrumpió por un conflicto. Intente de nuevo.',
  'out-of-range': 'Un valor está fuera del rango permitido.',
  unimplemented: 'Operación no disponible.',
  internal: 'Error interno de la base de datos.',
  unavailable: 'La base de datos no está disponible. Revise su conexión e intente de nuevo.',
  'data-loss': 'Se perdieron datos en la operación.',
  unauthenticated: 'Su sesión no es válida. Inicie sesión de nuevo.',
};

export function dbErrorMessage(error: unknown): string {
  const code = errorCode(error)?.replace(/^firestore\//, '');
  return (code && MESSAGES[code]) || 'No se pudo completar la operación. Intente de nuevo.';
}

/**
 * What a form shows when saving failed: the database's Spanish message for its status code, or
 * the message our own code or the server wrote (ApiError, a duplicate name), never a stack.
 */
export function mensajeDeError(error: unknown): string {
  if (errorCode(error) === undefined && error instanceof Error && error.message) return error.message;
  return dbErrorMessage(error);
}

/** A refusal that belongs to one field (a duplicate name or SKU): shown under it, not above the form. */
export class ErrorDeCampo extends Error {
  constructor(
    readonly campo: string,
    message: string,
  ) {
    super(message);
  }
}
