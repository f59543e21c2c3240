import { describe, expect, it } from 'vitest';
import { busquedaDeNumero, busquedaFavorito, clavesDeNumero, textoDeBusquedaFavorito } from './numeros';

describe('searching numbers by any part', () => {
  it('keys every run of 4 to 10 digits of a number, and nothing for a malformed one', () => {
    const claves = clavesDeNumero('5512345678');
    expect(claves).toHaveLength(28);
    expect(claves).toEqual(expect.arrayContaining(['5678', '1234', '5512', '2345678', '5512345678']));
    expect(claves).not.toContain('678');
    expect(clavesDeNumero('55123')).toEqual([]);
  });

  it('reads a search box as digits once 4 are typed, spaces and dashes aside', () => {
    expect(busquedaDeNumero('56 78')).toBe('5678');
    expect(busquedaDeNumero('567')).toBe('');
    expect(textoDeBusquedaFavorito('55-1234')).toBe('551234');
    expect(textoDeBusquedaFavorito('123')).toBe('');
  });

  it('finds a favourite by the start of a word of its name, accents and case aside', () => {
    expect(busquedaFavorito('5512345678', 'Doña Lupe')).toEqual(expect.arrayContaining(['dona', 'lupe', '5678']));
    expect(textoDeBusquedaFavorito('  LUPE ')).toBe('lupe');
    expect(textoDeBusquedaFavorito('D')).toBe('');
  });
});
