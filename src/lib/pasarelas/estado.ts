import { postApi } from '../api/api-client';

export interface SaludVista {
  enviadas: number;
  exito: number | null;
  p50: number | null;
  p95: number | null;
  pendientes: number;
}

export interface PasarelaFila {
  id: string;
  nombre: string;
  implementacion: string;
  activa: boolean;
  umbralSaldo: number;
  costos: Record<string, number>;
  nuestro: { disponible: number; reservado: number; consumido: number; saldo: number };
  proveedor: number | null;
  diferencia: number | null;
  saldoBajo: boolean;
}

export interface EstadoPasarelas {
  pasarelas: PasarelaFila[];
  rutas: Record<string, string[]>;
  pausas: Record<string, string>;
  salud: Record<string, SaludVista & { pasarelas: Record<string, SaludVista> }>;
}

/** Everything the screen shows, from the server: floats (ours and the provider's), routes, pauses, health. */
export const leerEstadoPasarelas = () => postApi<EstadoPasarelas>('pasarelas/estado', {});
