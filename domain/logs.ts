import './zod';
import { z } from 'zod';
import { LOG_SCREENS } from './pantallas';

export const LOG_TYPES = ['INFO', 'WARN', 'ERROR'] as const;
export type LogType = (typeof LOG_TYPES)[number];

/**
 * Who wrote an entry: the server (Admin SDK, in the transaction of the change) or a browser, which
 * the rules allow only the entries below and force to 'navegador'. Entries from before this field
 * existed have none.
 */
export const ORIGENES_LOG = ['servidor', 'navegador'] as const;
export type OrigenLog = (typeof ORIGENES_LOG)[number];
export const ORIGEN_LOG_LABELS: Record<OrigenLog, string> = { servidor: 'Servidor', navegador: 'Navegador' };

/**
 * The entries a browser writes about its own act, right after it authenticated (the rules take
 * them within 5 minutes of the token's auth_time, and no other free entry).
 */
export const ENTRADAS_PROPIAS = {
  inicioDeSesion: { screen: 'login', message: 'Sesion iniciada' },
  cambioDePassword: { screen: 'perfil', message: 'Contraseña cambiada' },
} as const;
export type EntradaPropia = keyof typeof ENTRADAS_PROPIAS;

/**
 * The collections a browser changes itself, with the word of their log messages ("Producto
 * editado: X"). The rules (logs section) hold the same list: a browser's entry of a change must
 * describe, in the same batch or transaction, exactly the change it makes.
 */
export const ETIQUETAS_DE_CAMBIO = { productos: 'Producto', proveedores: 'Proveedor', distribuidores: 'Distribuidor' };
export type EntidadDeCambio = keyof typeof ETIQUETAS_DE_CAMBIO;

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
