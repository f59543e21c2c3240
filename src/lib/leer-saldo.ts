import { leerDocumentos } from './documentos-rest';
import { firestoreRest, tokenDeSesion } from './firebase';

/** A client's saldo as it is now, read from the server (one document read, only that field). */
export async function leerSaldo(clienteId: string): Promise<number> {
  const [cliente] = await leerDocumentos(firestoreRest, await tokenDeSesion(), 'clientes', [clienteId], ['saldo']);
  return Number(cliente?.data.saldo ?? 0);
}
