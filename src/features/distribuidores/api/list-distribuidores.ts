import { useMemo } from 'react';
import { filaDe } from '@/lib/rest/fila-de-documento';
import { usePaginaConNombres } from '@/lib/lecturas/use-nombres';
import { distribuidoresQuery, type DistribuidoresFiltro } from './distribuidores-query';

export interface DistribuidorFila {
  id: string;
  nombre: string;
  telefono: string;
  correo?: string;
  zona?: string;
  comision: number;
  clienteId: string | null;
  estatus: boolean;
}

export const toDistribuidorFila = filaDe<DistribuidorFila>((data) => ({
  nombre: data.nombre,
  telefono: data.telefono,
  correo: data.correo,
  zona: data.zona,
  comision: Number(data.comision ?? 0),
  clienteId: data.clienteId ?? null,
  estatus: data.estatus === true,
}));

/** One page of distribuidores; for the admin, with their owners' business names. */
export function useDistribuidores(filtro: DistribuidoresFiltro, conDuenos: boolean) {
  const { texto, estatus, dueno } = filtro;
  const base = useMemo(() => distribuidoresQuery({ texto, estatus, dueno }), [texto, estatus, dueno]);
  return usePaginaConNombres(base, toDistribuidorFila, 'clientes', (row) => row.clienteId, conDuenos);
}
