import type { RecargaRespuesta } from '@domain/recargas';
import { leerComoSesion } from '@/lib/rest/lectura-sesion';
import { leerSaldo } from '@/lib/lecturas/leer-saldo';
import { CAMPOS_RECARGA } from '@/lib/recargas/recargas-query';
import { toRecargaFila } from '@/lib/recargas/list-recargas';

/** A top-up as the API answers it, read again (over REST) with its client's saldo: after the server settled it. */
export async function leerRecarga(id: string, clienteId: string): Promise<RecargaRespuesta | null> {
  const [[doc], saldo] = await Promise.all([
    leerComoSesion('recargas', [id], [...CAMPOS_RECARGA]),
    leerSaldo(clienteId),
  ]);
  if (!doc) return null;
  const { fecha, completadaEn, ...fila } = toRecargaFila({ id: doc.id, data: () => doc.data });
  return {
    ...fila,
    creadoEn: fecha?.getTime() ?? 0,
    ...(completadaEn ? { completadaEn: completadaEn.getTime() } : {}),
    saldo,
  };
}
