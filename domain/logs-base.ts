// The log entries a browser writes, without the schemas: what signing in needs, so the sign-in flow
// does not download zod (logs.ts re-exports all of it).

/**
 * The entries of a user's own act, right after it authenticated: the browser asks for them
 * (POST /api/sesion/propia), and the server writes them within 5 minutes of the token's auth_time.
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
