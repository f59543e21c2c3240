// Firestore has no text search: a record carries the normalized prefixes of its searchable
// texts in `busqueda`, and a list query asks `array-contains` the normalized typed text.

// Texts are cut and prefixed by user-perceived characters (graphemes), never inside one: a cut
// inside a surrogate pair (an emoji, an astral letter) leaves text Firestore refuses to store, and
// a cut inside a ZWJ sequence or before a combining mark leaves half a character.

const MAX_PREFIX = 40;
/** Most keys a record carries; the rules hold the same bound on `busqueda`. */
export const BUSQUEDA_MAX = 500;

const segmenter = new Intl.Segmenter('es', { granularity: 'grapheme' });
const graphemes = (text: string) => Array.from(segmenter.segment(text), ({ segment }) => segment);

/** Lower case, no accents (Ñ is N), single spaces, at most MAX_PREFIX characters. */
export function normalizeSearch(text: string): string {
  const normalized = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return graphemes(normalized).slice(0, MAX_PREFIX).join('');
}

function prefixes(text: string, into: Set<string>) {
  let prefix = '';
  for (const grapheme of graphemes(text)) {
    prefix += grapheme;
    into.add(prefix);
  }
}

/**
 * Prefixes of each text starting at every word: for "Recarga Telcel banco 00999", typing
 * "rec", "telcel ban" or "banco 009" all match; "admin@d" matches an e-mail.
 */
export function searchTokens(...texts: (string | null | undefined)[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const normalized = normalizeSearch(text);
    prefixes(normalized, tokens);
    for (const match of normalized.matchAll(/[\s,.;:()/-]+/g)) {
      prefixes(normalized.slice(match.index + match[0].length), tokens);
    }
  }
  tokens.delete('');
  return [...tokens].slice(0, BUSQUEDA_MAX);
}

/**
 * A name with its ASCII capitals lowered and its accented vowels (either case) plain: what
 * firestore.rules can compute too. Its lower() lowers ASCII only ("ÁRBOL" is "Árbol" there),
 * so the accented capitals are folded here by name, never by toLowerCase.
 */
export function plegarNombre(nombre: string): string {
  return nombre
    .trim()
    .replace(/[A-Z]/g, (letra) => letra.toLowerCase())
    .replace(/[áàâäãÁÀÂÄÃ]/g, 'a')
    .replace(/[éèêëÉÈÊË]/g, 'e')
    .replace(/[íìîïÍÌÎÏ]/g, 'i')
    .replace(/[óòôöõÓÒÔÖÕ]/g, 'o')
    .replace(/[úùûüÚÙÛÜ]/g, 'u');
}

/**
 * The key a list sorts names by (`nombreOrden`), as a Spanish reader expects: case and accents
 * folded ("zapata" beside "Zurita", "Álvarez" among the A), ñ after every n and before o ("n~"),
 * single spaces. firestore.rules computes the same (claveOrden) where a browser writes it, so
 * both change together.
 */
export function claveOrden(nombre: string): string {
  return plegarNombre(nombre).replace(/[ñÑ]/g, 'n~').replace(/ +/g, ' ');
}
