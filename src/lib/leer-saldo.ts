import { leerComoSesion } from './lectura-sesion';

/** A client's saldo as it is now, read from the server (one document read, only that field). */
export async function leerSaldo(clienteId: string): Promise<number> {
  const [cliente] = await leerComoSesion('clientes', [clienteId], ['saldo']);
  return Number(cliente?.data.saldo ?? 0);
}
