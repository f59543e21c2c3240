import { consultarComoSesion, sumarYContarComoSesion } from '@/lib/rest/lectura-sesion';
import { useCarga } from '@/lib/carga/use-carga';

/** The balances list: the clients with the most saldo. */
export const MAX_SALDOS = 100;

export interface Saldos {
  total: number;
  clientes: number;
  mayores: { id: string; nombre: string; saldo: number; activo: boolean }[];
}

/**
 * What the business holds of its clients' money: the positive saldos added up on the server (one
 * aggregation; a debt is Cartera's), the number of clients, and the largest saldos.
 */
async function cargarSaldos(): Promise<Saldos> {
  const [{ suma }, { cuantos }, mayores] = await Promise.all([
    sumarYContarComoSesion('clientes', [{ campo: 'saldo', op: 'GREATER_THAN', valor: 0 }], 'saldo'),
    sumarYContarComoSesion('clientes', [], 'saldo'),
    consultarComoSesion('clientes', { filtros: [], orden: 'saldo', descendente: true, limite: MAX_SALDOS }, [
      'nombre',
      'saldo',
      'estatus',
    ]),
  ]);
  return {
    total: suma,
    clientes: cuantos,
    mayores: mayores.map(({ id, data }) => ({
      id,
      nombre: String(data.nombre),
      saldo: Number(data.saldo ?? 0),
      activo: data.estatus === true,
    })),
  };
}

export const useSaldos = () => useCarga('saldos', cargarSaldos);
