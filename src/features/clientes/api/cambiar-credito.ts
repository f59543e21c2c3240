import type { CreditoClienteBody } from '@domain/credito';
import { postIdempotente } from '@/lib/api/api-client';

/** Sets the values it names, so sending it again (a dropped connection) changes nothing more. */
export function cambiarCredito(body: CreditoClienteBody) {
  return postIdempotente<{ uid: string }>('clientes/credito', body);
}
