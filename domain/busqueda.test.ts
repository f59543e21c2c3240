import { describe, expect, it } from 'vitest';
import { normalizeSearch, searchTokens } from './busqueda';

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
