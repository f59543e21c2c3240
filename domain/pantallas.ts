// Kept free of zod: the web app's session code (on every signed-in screen's first load) uses it.

/** The screens logs are written from (the route names, plus the sign-in screen). */
export const LOG_SCREENS = [
  'login',
  'inicio',
  'clientes',
  'compras',
  'corte',
  'distribuidores',
  'logs',
  'pasarelas',
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
