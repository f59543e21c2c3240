import { z } from 'zod';
import { LOG_SCREENS } from './pantallas';

export const LOG_TYPES = ['INFO', 'WARN', 'ERROR'] as const;
export type LogType = (typeof LOG_TYPES)[number];

export interface LogDetalle {
  entidad: string;
  id: string;
  antes: Record<string, unknown> | null;
  despues: Record<string, unknown> | null;
}

export { LOG_SCREENS, pantallaDeRuta, type LogScreen } from './pantallas';

/** POST /api/sesion/cerrar: the screen the user signed out from. */
export const cierreSesionSchema = z.object({
  screen: z.enum(LOG_SCREENS, { error: 'La pantalla no es válida' }),
});
