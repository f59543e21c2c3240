import { describe, expect, it } from 'vitest';
import { cierreSesionSchema, pantallaDeRuta } from './logs';

describe('pantallaDeRuta', () => {
  it('names a screen by the first segment of its path', () => {
    expect(pantallaDeRuta('/clientes')).toBe('clientes');
    expect(pantallaDeRuta('/perfil/')).toBe('perfil');
    expect(pantallaDeRuta('/logs/algo')).toBe('logs');
  });

  it('takes / and /login as the sign-in screen, and any other path as inicio', () => {
    expect(pantallaDeRuta('/')).toBe('login');
    expect(pantallaDeRuta('/login')).toBe('login');
    expect(pantallaDeRuta('/no-existe')).toBe('inicio');
  });
});

describe('cierreSesionSchema', () => {
  it('accepts a known screen', () => {
    expect(cierreSesionSchema.parse({ screen: 'reportes' })).toEqual({ screen: 'reportes' });
  });

  it('refuses an unknown or missing screen in Spanish', () => {
    for (const body of [{ screen: 'otra' }, {}, { screen: 3 }]) {
      const result = cierreSesionSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('La pantalla no es válida');
    }
  });
});
