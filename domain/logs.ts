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
