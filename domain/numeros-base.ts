// Kept free of zod: Inicio's early reads use it (numeros.ts adds the endpoints' schemas).
import { normalizeSearch, searchTokens } from './busqueda';

// The numbers a shop sells to. Two records, both the server's to write:
// - numerosCliente/{clienteId}_{numero}: how many exitosas the shop sold to the number and the
//   last one's carrier, product and seller, kept by the same transaction that settles or reverts
//   each top-up (functions/src/resumenes/numeros.ts). A number sold to twice is a frequent one.
// - favoritos/{clienteId}_{numero}: a number the shop saved with a name ("Doña Lupe").

/** The id of both records of a shop's number. */
export const idNumeroCliente = (clienteId: string, numero: string) => `${clienteId}_${numero}`;

/** A number sold to this many times (exitosas) is offered as a frequent one. */
export const VECES_FRECUENTE = 2;

/** Fewest digits a search by part of a number takes: fewer would find half the shop's numbers. */
export const MIN_DIGITOS_BUSQUEDA = 4;

const NUMERO = /^\d{10}$/;

/**
 * Every run of at least MIN_DIGITOS_BUSQUEDA digits of a 10-digit number (28 keys): a top-up or a
 * favourite carries them in `busqueda`, so the last 4 digits a customer quotes, or any other part,
 * find it with one array-contains query.
 */
export function clavesDeNumero(numero: string): string[] {
  if (!NUMERO.test(numero)) return [];
  const claves = new Set<string>();
  for (let largo = MIN_DIGITOS_BUSQUEDA; largo <= numero.length; largo += 1) {
    for (let inicio = 0; inicio + largo <= numero.length; inicio += 1) claves.add(numero.slice(inicio, inicio + largo));
  }
  return [...claves];
}

/** What a search box holds as a search of numbers: its digits, when there are enough of them. */
export const busquedaDeNumero = (texto: string) => {
  const digitos = texto.replace(/\D/g, '').slice(0, 10);
  return digitos.length >= MIN_DIGITOS_BUSQUEDA ? digitos : '';
};

/** The last exitosa a shop sold to a number: what a repeat sale starts from. */
export interface UltimaVenta {
  operador: string;
  productoId: string;
  monto: number;
  distribuidorId?: string;
}

/** numerosCliente/{clienteId}_{numero}. */
export interface NumeroCliente {
  clienteId: string;
  numero: string;
  /** Exitosas sold to it (a revertida no longer counts). */
  veces: number;
  ultima: UltimaVenta;
}

export const FAVORITO_NOMBRE_MAX = 60;
/** How many favourites a shop keeps: a short list is what one tap is for. */
export const FAVORITOS_MAX = 100;

/** The search keys of a favourite: any part of its number, and its name's words. */
export const busquedaFavorito = (numero: string, nombre: string) => [
  ...clavesDeNumero(numero),
  ...searchTokens(nombre),
];

/**
 * What a favourites search box sends: a part of a number (4 digits or more; spaces and dashes
 * aside), or the start of a word of a name (2 letters or more); '' searches nothing yet.
 */
export function textoDeBusquedaFavorito(texto: string): string {
  if (/^[\d\s-]+$/.test(texto)) return busquedaDeNumero(texto);
  const nombre = normalizeSearch(texto);
  return nombre.length >= 2 ? nombre : '';
}

/** Its answer: only the carrier, or null; never who sold it or when. */
export interface OperadorDeNumero {
  operador: string | null;
}

/**
 * How many carrier lookups a shop may make in a window: enough for a busy counter's new numbers,
 * too few to map the business's customers' carriers.
 */
export const LIMITE_OPERADOR = { maximo: 60, ventanaMs: 60 * 60_000 } as const;
