import './zod';
import { z } from 'zod';
import { texto } from './campos';
import { FAVORITO_NOMBRE_MAX } from './numeros-base';

export * from './numeros-base';

export const numeroSchema = z
  .string({ error: 'El número es obligatorio' })
  .trim()
  .regex(/^\d{10}$/, 'El número debe tener 10 dígitos');

/** POST /api/favoritos: a number saved with a name (saved again, it is renamed). */
export const favoritoSchema = z.object({
  numero: numeroSchema,
  nombre: texto('El nombre', FAVORITO_NOMBRE_MAX),
});
export type FavoritoInput = z.input<typeof favoritoSchema>;

/** POST /api/favoritos/quitar */
export const quitarFavoritoSchema = z.object({ numero: numeroSchema });

/** POST /api/recargas/operador: the carrier a number was last topped up with, by any client. */
export const operadorDeNumeroSchema = z.object({ numero: numeroSchema });
