import './zod';
import { z } from 'zod';
import { ENTRADAS_PROPIAS, type EntradaPropia } from './logs-base';
import { LOG_SCREENS } from './pantallas';

export * from './logs-base';

export const LOG_TYPES = ['INFO', 'WARN', 'ERROR'] as const;
export type LogType = (typeof LOG_TYPES)[number];

/**
 * Who wrote an entry: the server (Admin SDK, in the transaction of the change, or as the browser
 * asks for its own sign-in and password change) or a browser, which the rules allow only the entry
 * of a change it makes, and force to 'navegador'. Entries from before this field existed have none.
 */
export const ORIGENES_LOG = ['servidor', 'navegador'] as const;
export type OrigenLog = (typeof ORIGENES_LOG)[number];
export const ORIGEN_LOG_LABELS: Record<OrigenLog, string> = { servidor: 'Servidor', navegador: 'Navegador' };

export { LOG_SCREENS, pantallaDeRuta, type LogScreen } from './pantallas';

/** POST /api/sesion/propia: which of the caller's own acts (ENTRADAS_PROPIAS) the entry records. */
export const actoPropioSchema = z.object({
  entrada: z.enum(Object.keys(ENTRADAS_PROPIAS) as [EntradaPropia, ...EntradaPropia[]], {
    error: 'La entrada no es válida',
  }),
});

/** POST /api/sesion/cerrar: the screen the user signed out from. */
export const cierreSesionSchema = z.object({
  screen: z.enum(LOG_SCREENS, { error: 'La pantalla no es válida' }),
});
