// Firestore has no text search: a record carries the normalized prefixes of its searchable
// texts in `busqueda`, and a list query asks `array-contains` the normalized typed text.

const MAX_PREFIX = 40;

/** Lower case, no accents, single spaces. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_PREFIX);
}

function prefixes(text: string, into: Set<string>) {
  for (let end = 1; end <= text.length; end += 1) into.add(text.slice(0, end));
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
  return [...tokens];
}
