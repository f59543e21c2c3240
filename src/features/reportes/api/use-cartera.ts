import {
  CAMPOS_CREDITO,
  creditoDeDatos,
  estadoCredito,
  TRAMOS_CARTERA,
  tramosDe,
  type TramoCartera,
} from '@domain/credito-base';
import { diaNegocio } from '@domain/fechas';
import { consultarComoSesion, sumarYContarComoSesion } from '@/lib/rest/lectura-sesion';
import { useCarga } from '@/lib/carga/use-carga';

/** Cartera lists at most this many debtors, the largest debts first; its totals count them all. */
export const MAX_CARTERA = 500;

export interface FilaCartera {
  id: string;
  nombre: string;
  deuda: number;
  limite: number;
  disponible: number;
  /** The oldest debt's last day within term (YYYY-MM-DD). */
  vence: string | null;
  tramos: Record<TramoCartera, number>;
}

export interface Cartera {
  filas: FilaCartera[];
  /** Every debtor's debt, added up on the server. */
  deuda: number;
  deudores: number;
  /** The listed debtors' debt per bucket. */
  tramos: Record<TramoCartera, number>;
  truncado: boolean;
}

/**
 * The clients who owe (saldo below zero), the largest debts first: each one's line, what it can
 * still spend and its debt by days past due (from the lots its clientes document keeps, first in,
 * first out over its ledger).
 */
async function cargarCartera(): Promise<Cartera> {
  const hoy = diaNegocio(new Date());
  const enDeuda = [{ campo: 'saldo', op: 'LESS_THAN' as const, valor: 0 }];
  const [{ suma, cuantos }, deudores] = await Promise.all([
    sumarYContarComoSesion('clientes', enDeuda, 'saldo'),
    consultarComoSesion('clientes', { filtros: enDeuda, orden: 'saldo', limite: MAX_CARTERA + 1 }, [
      'nombre',
      ...CAMPOS_CREDITO,
    ]),
  ]);
  const filas = deudores.slice(0, MAX_CARTERA).map(({ id, data }): FilaCartera => {
    const credito = creditoDeDatos(data);
    const estado = estadoCredito(credito, hoy);
    return {
      id,
      nombre: String(data.nombre),
      deuda: estado.deuda,
      limite: estado.limite,
      disponible: estado.disponible,
      vence: estado.vence,
      tramos: tramosDe(credito.adeudo ?? [], estado.plazoDias, hoy),
    };
  });
  const tramos = Object.fromEntries(
    TRAMOS_CARTERA.map(({ id }) => [id, filas.reduce((sum, f) => sum + f.tramos[id], 0)]),
  ) as Record<TramoCartera, number>;
  return { filas, deuda: -suma, deudores: cuantos, tramos, truncado: deudores.length > MAX_CARTERA };
}

export const useCartera = () => useCarga('cartera', cargarCartera);
