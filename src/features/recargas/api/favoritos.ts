import type { FavoritoInput } from '@domain/numeros';
import { postApi } from '@/lib/api/api-client';

/** Saves the number among the shop's favourites with a name, or renames it. */
export const guardarFavorito = (favorito: FavoritoInput) => postApi<FavoritoInput>('favoritos', favorito);

/** The number leaves the shop's favourites. */
export const quitarFavorito = (numero: string) => postApi<{ numero: string }>('favoritos/quitar', { numero });
