// The server's refusals of the signed-in user (HTTP 401, 403), from the REST reads
// (documentos-rest.ts) and the API (api-client.ts): the session (session.ts) reads the user's
// usuarios record again at once, so a deactivated account or a changed role ends the session the
// moment the server starts refusing it, not at the next periodic check.

let oyente: (() => void) | null = null;

/** Calls `alRechazar` at each refusal from now on, until the function it returns is called. */
export function alRechazar(alRechazo: () => void): () => void {
  oyente = alRechazo;
  return () => {
    if (oyente === alRechazo) oyente = null;
  };
}

/** Reports an answer's HTTP status: a 401 or a 403 is a refusal of the session. */
export function avisarEstado(estado: number): void {
  if (estado === 401 || estado === 403) oyente?.();
}
