import { describe, expect, it } from 'vitest';
import { claveOrden, normalizeSearch, searchTokens } from './busqueda';

describe('search tokens', () => {
  const tokens = searchTokens('Papelería y Recargas Gómez', 'maria.gomez@demo.test');

  it('matches the start of the whole text and of any word, ignoring case and accents', () => {
    for (const typed of [
      'Pap',
      'papeleria y rec',
      'GOMEZ',
      'gó',
      'recargas',
      'recargas gom',
      'maria.gomez@d',
      'gomez@demo',
    ]) {
      expect(tokens).toContain(normalizeSearch(typed));
    }
  });

  it('does not match text from the middle of a word', () => {
    expect(tokens).not.toContain('eleria');
    expect(tokens).not.toContain('omez@');
  });

  it('skips empty texts and has no empty token', () => {
    expect(searchTokens(undefined, null, '')).toEqual([]);
    expect(tokens).not.toContain('');
  });
});

/** No lone UTF-16 surrogate: what Firestore cannot store. */
const wellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('search tokens of text beyond Latin letters', () => {
  it.each([
    ['emoji', 'Recargas 📱 Pérez 😀😀😀'],
    ['a flag and a ZWJ family', 'Tienda 🇲🇽 👨‍👩‍👧 del barrio'],
    ['astral letters', '𝐀𝐁𝐂 𝔘𝔫𝔦𝔠𝔬𝔡𝔢'],
    ['combining marks', 'Jose\u0301 Pe\u0303na'],
    ['emoji past the prefix limit', `${'x'.repeat(39)}😀😀`],
  ])('never cuts a character in two: %s', (_case, text) => {
    const tokens = searchTokens(text);
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(wellFormed(token), JSON.stringify(token)).toBe(true);
  });

  it('keeps an emoji whole and searchable', () => {
    const tokens = searchTokens('Recargas 📱 Centro');
    expect(tokens).toContain('recargas 📱');
    expect(tokens).toContain('📱 centro');
    expect(tokens).not.toContain('recargas \uD83D');
  });

  it('keeps a ZWJ sequence whole: no prefix ends inside it', () => {
    const family = '👨‍👩‍👧';
    const tokens = searchTokens(`a ${family}`);
    expect(tokens).toContain(`a ${family}`);
    expect(tokens.filter((token) => token.startsWith('a 👨') && token !== `a ${family}`)).toEqual([]);
  });

  it('finds Ñ, accents and combining marks however they are typed', () => {
    const tokens = searchTokens('Ñandú Peña José');
    for (const typed of ['ñandu', 'NANDU', 'pen\u0303a', 'pena', 'jose\u0301', 'josé']) {
      expect(tokens).toContain(normalizeSearch(typed));
    }
  });
});

describe('claveOrden', () => {
  it('sorts names as a Spanish reader expects: case and accents folded, ñ between n and o', () => {
    const nombres = ['Zurita', 'zapata', 'Óptica Luz', 'Ñandú', 'Nube', 'ocampo', 'Álvarez', 'abarrotes  Lupita'];
    const ordenados = [...nombres].sort((a, b) => (claveOrden(a) < claveOrden(b) ? -1 : 1));
    expect(ordenados).toEqual([
      'abarrotes  Lupita',
      'Álvarez',
      'Nube',
      'Ñandú',
      'ocampo',
      'Óptica Luz',
      'zapata',
      'Zurita',
    ]);
    expect(claveOrden('  Abarrotes   Lupita ')).toBe('abarrotes lupita');
    expect(claveOrden('ÁRBOL ÑANDÚ')).toBe('arbol n~andu');
  });

  it('lowers ASCII capitals only, as firestore.rules lower() does (its claveOrden must agree)', () => {
    expect(claveOrden('ÇA Ωmega')).toBe('Ça Ωmega');
  });
});
