import { z } from 'zod';

export const LOG_TYPES = ['INFO', 'WARN', 'ERROR'] as const;
export type LogType = (typeof LOG_TYPES)[number];

export interface LogDetalle {
  entidad: string;
  id: string;
  antes: Record<string, unknown> | null;
  despues: Record<string, unknown> | null;
}

/** The screens logs are written from (the route names, plus the sign-in screen). */
export const LOG_SCREENS = [
  'login',
  'inicio',
  'clientes',
  'compras',
  'distribuidores',
  'logs',
  'perfil',
  'productos',
  'proveedores',
  'recargas',
  'reportes',
  'usuarios',
] as const;
export type LogScreen = (typeof LOG_SCREENS)[number];

/** The screen a path belongs to, for its logs: its first segment, or inicio for any other path. */
export function pantallaDeRuta(pathname: string): LogScreen {
  const segment = pathname.replace(/^\//, '').split('/')[0] || 'login';
  return (LOG_SCREENS as readonly string[]).includes(segment) ? (segment as LogScreen) : 'inicio';
}

/** POST /api/sesion/cerrar: the screen the user signed out from. */
export const cierreSesionSchema = z.object({
  screen: z.enum(LOG_SCREENS, { error: 'La pantalla no es válida' }),
});
