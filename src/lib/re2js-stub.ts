/**
 * Stands in for the re2js package in the web build (see vite.config.ts). Firestore imports it
 * (45 kB gzip, more than the rest of the sign-in flow) only to evaluate the regular expressions of
 * Pipeline queries on the client, and this app runs no Pipeline queries. Should one ever run, it
 * fails here, loudly, instead of matching wrongly.
 */
export class RE2JS {
  static compile(pattern: string): never {
    throw new Error(`Expresión regular de consulta Pipeline no admitida en esta aplicación: ${pattern}`);
  }
}
