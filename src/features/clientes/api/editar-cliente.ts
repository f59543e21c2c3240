import type { EditarClienteBody } from '@domain/clientes';
import { postApi } from '@/lib/api/api-client';

/** POST /api/clientes/editar: data and commissions, validated again and logged by the server. */
export async function editarCliente(body: EditarClienteBody): Promise<void> {
  await postApi<{ uid: string }>('clientes/editar', body);
}
