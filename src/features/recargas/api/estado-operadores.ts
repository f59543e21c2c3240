import { postApi } from '@/lib/api/api-client';
import type { EstadoOperadores } from '../components/PasosCatalogo';

/** Paused carriers with their reason, and those failing now (under 80 % of the last 15 minutes delivered). */
export const leerEstadoOperadores = () => postApi<EstadoOperadores>('recargas/estado-operadores', {});
