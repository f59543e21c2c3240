import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@domain/usuarios';
import { getTheme } from '@/theme/theme';
import { menuFor } from '../routes';
import { MenuContent } from './MenuContent';

const { logout } = vi.hoisted(() => ({
  logout: vi.fn((goToLogin?: () => void) => {
    if (!goToLogin) throw new Error('logout sin navegación a /login');
    goToLogin();
    return Promise.resolve();
  }),
}));
vi.mock('@/lib/sesion/session', () => ({ logout }));

function renderMenu(user: SessionUser | null, compact = false, ruta = '/reportes') {
  return render(
    <ThemeProvider theme={getTheme()}>
      <MemoryRouter initialEntries={[ruta]}>
        <MenuContent user={user} compact={compact} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const manager: SessionUser = { uid: 'm', nombre: 'Gerardo', correo: 'g@x.test', role: 'manager', estatus: true };

describe('side menu', () => {
  beforeEach(() => {
    logout.mockClear();
  });

  it('shows the manager only Reportes, marked as the current page, and its role icon', () => {
    renderMenu(manager);
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    const entries = within(nav).getAllByRole('link');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Reportes']);
    expect(entries[0]).toHaveClass('Mui-selected');
    expect(screen.getByTestId('icono-rol-manager')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Perfil de Gerardo' })).toHaveAttribute('href', '/perfil');
  });

  it('marks the current page at its path with a trailing slash too, which the router matches', () => {
    renderMenu(manager, false, '/reportes/');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Reportes' })).toHaveClass('Mui-selected');
  });

  it('shows Invitado, no entries and the default icon without a session user', () => {
    renderMenu(null);
    expect(screen.getByText('Invitado')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation')).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByTestId('icono-rol-invitado')).toBeInTheDocument();
  });

  it("has the admin's entries, nothing else, and Cerrar Sesión at the bottom, which logs out", async () => {
    renderMenu({ ...manager, role: 'admin', nombre: 'Ada' });
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    // The route table's admin menu, whose SPEC order routes.test.ts holds.
    const titles = within(nav)
      .getAllByRole('link')
      .map((entry) => entry.textContent);
    expect(titles).toEqual(menuFor('admin').map((entry) => entry.title));
    // Below the entries only Cerrar Sesión: the theme is chosen in Perfil (DESIGN.md section 6).
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cerrar Sesión']);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('in the narrow rail, names entries by their accessible label only', () => {
    renderMenu({ ...manager, role: 'admin' }, true);
    expect(screen.queryByText('Clientes')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clientes' })).toHaveAttribute('href', '/clientes');
  });
});
