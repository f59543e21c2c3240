import { umbralDe } from '@domain/saldo-bajo';
import { CAMPOS_CREDITO, creditoDeDatos, type CreditoDeCliente } from '@domain/credito-base';
import { leerComoSesion } from '../rest/lectura-sesion';

/** A client's saldo as it is now, read from the server (one document read, only that field). */
export async function leerSaldo(clienteId: string): Promise<number> {
  const [cliente] = await leerComoSesion('clientes', [clienteId], ['saldo']);
  return Number(cliente?.data.saldo ?? 0);
}

/** A client's saldo and credit as they are now (one document read, only those fields). */
export async function leerCredito(clienteId: string): Promise<CreditoDeCliente> {
  const [cliente] = await leerComoSesion('clientes', [clienteId], CAMPOS_CREDITO);
  return creditoDeDatos(cliente?.data ?? {});
}

/** A client's low-saldo threshold as it is now (one document read, only that field). */
export async function leerUmbral(clienteId: string): Promise<number> {
  const [cliente] = await leerComoSesion('clientes', [clienteId], ['umbralSaldo']);
  return umbralDe(cliente?.data);
}
