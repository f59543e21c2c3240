// A change the user made (an /api call, a save) makes what screens have read old: the query
// client (consultas.ts) listens here, so that the modules that change things need not load it.

const alCambiarse: (() => void)[] = [];

/** `marcar` runs after every change the user makes. */
export function alCambiar(marcar: () => void): void {
  alCambiarse.push(marcar);
}

/** Called by what changes data on the server, once it has answered (or failed to). */
export function avisarCambio(): void {
  alCambiarse.forEach((marcar) => marcar());
}
