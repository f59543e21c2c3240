import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSessionUser } from '../../lib/session-user';
import AppLayout from './AppLayout';

// The phone's top bar (SPEC.md section 2): it shows the user's name, or the word Menú when there
// is no name. jsdom has no matchMedia, so the layout draws as on a phone.
vi.mock('../../lib/session', () => ({ logout: vi.fn() }));

function renderLayout() {
  const router = createMemoryRouter([{ element: <AppLayout />, children: [{ path: '/inicio', element: null }] }], {
    initialEntries: ['/inicio'],
  });
  return render(<RouterProvider router={router} />);
}

describe('the phone top bar', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the session user’s name on the button that opens the menu', async () => {
    writeSessionUser({ uid: 'u1', nombre: 'Carla Núñez', correo: 'c@demo.test', role: 'user', estatus: true });
    renderLayout();
    expect(await screen.findByRole('button', { name: 'Abrir menú' })).toHaveTextContent('Carla Núñez');
  });

  it('shows Menú when the user has no name', async () => {
    writeSessionUser({ uid: 'u1', nombre: '', correo: 'c@demo.test', role: 'user', estatus: true });
    renderLayout();
    expect(await screen.findByRole('button', { name: 'Abrir menú' })).toHaveTextContent(/^Menú$/);
  });
});
