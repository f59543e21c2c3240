import { describe, expect, it } from 'vitest';
import { landingFor, menuFor, SCREENS, screenFor } from './routes';

const titles = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((screen) => screen.title);

describe('route table', () => {
  it('has the eleven specified screens besides / and /login, plus corte de caja and pasarelas, each lazy', () => {
    expect(SCREENS.map((screen) => screen.path).sort()).toEqual(
      [
        '/clientes',
        '/compras',
        '/corte',
        '/distribuidores',
        '/inicio',
        '/logs',
        '/pasarelas',
        '/perfil',
        '/productos',
        '/proveedores',
        '/recargas',
        '/reportes',
        '/usuarios',
      ].sort(),
    );
    for (const screen of SCREENS) expect(typeof screen.load).toBe('function');
  });

  it('shows the admin every entry but Recargas, in SPEC order', () => {
    expect(titles('admin')).toEqual([
      'Inicio',
      'Clientes',
      'Reportes',
      'Distribuidores',
      'Proveedores',
      'Usuarios',
      'Productos',
      'Compras',
      'Logs',
    ]);
  });

  it('shows the manager only Reportes', () => {
    expect(titles('manager')).toEqual(['Reportes']);
  });

  it('shows a user Inicio, Reportes, Distribuidores, Recargas, Corte de caja and Compras', () => {
    expect(titles('user')).toEqual(['Inicio', 'Reportes', 'Distribuidores', 'Recargas', 'Corte de caja', 'Compras']);
  });

  it('shows no entries without a session user', () => {
    expect(titles(null)).toEqual([]);
  });

  it('lands each role on a screen it may see', () => {
    expect(landingFor('admin')).toBe('/inicio');
    expect(landingFor('user')).toBe('/inicio');
    expect(landingFor('manager')).toBe('/reportes');
  });

  it('finds a screen by its path with or without a trailing slash, as the router matches it', () => {
    expect(screenFor('/clientes')?.title).toBe('Clientes');
    expect(screenFor('/clientes/')?.title).toBe('Clientes');
    expect(screenFor('/clientes//')?.title).toBe('Clientes');
    expect(screenFor('/')).toBeUndefined();
    expect(screenFor('/clientesx')).toBeUndefined();
    expect(screenFor('/clientes/x')).toBeUndefined();
  });

  it('lets every role open Perfil, outside the menu', () => {
    const perfil = SCREENS.find((screen) => screen.path === '/perfil');
    expect(perfil?.roles).toEqual(['admin', 'manager', 'user']);
    expect(perfil?.inMenu).toBe(false);
  });
});
