import { compraRef } from './modelo';

/**
 * What approving compra `id` is worth, for the step-up check (caller.ts exigirVerificacionReciente):
 * its total while it waits; 0 once it does not (approving it again changes nothing) or when there
 * is no such compra (the approval itself answers that).
 */
export async function totalPorAprobar(id: string): Promise<number> {
  const data = (await compraRef(id).get()).data();
  return data?.estado === 'pendiente' ? Number(data.total) || 0 : 0;
}
