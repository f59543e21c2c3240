import { render, screen } from '@testing-library/react';
import { Profiler, useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSessionUser } from '@/lib/sesion/session-user';
import AppLayout from './AppLayout';

// The phone's top bar, which opens the menu: it shows the user's name, or the word Menú when there
// is no name. jsdom has no matchMedia, so the layout draws as on a phone.
vi.mock('@/lib/sesion/session', () => ({ logout: vi.fn() }));

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

describe('the first draw', () => {
  afterEach(() => sessionStorage.clear());

  // A phone spent one long task committing the frame and the screen together (blocking time, which
  // Lighthouse's mobile run holds to 100 ms): the frame commits first, the screen in one of its own.
  it('commits the frame before the screen, and then the screen', async () => {
    writeSessionUser({ uid: 'u1', nombre: 'Carla', correo: 'c@demo.test', role: 'admin', estatus: true });
    const commits: string[] = [];
    let commitsAlMontarPantalla = -1;
    function Pantalla() {
      useLayoutEffect(() => {
        commitsAlMontarPantalla = commits.length;
      }, []);
      return <p>Contenido de la pantalla</p>;
    }
    const router = createMemoryRouter(
      [{ element: <AppLayout />, children: [{ path: '/inicio', element: <Pantalla /> }] }],
      { initialEntries: ['/inicio'] },
    );
    render(
      <Profiler id="app" onRender={(_, phase) => commits.push(phase)}>
        <RouterProvider router={router} />
      </Profiler>,
    );
    expect(await screen.findByText('Contenido de la pantalla')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
    // The frame's commit (the bar and the title) came before the one that mounted the screen.
    expect(commitsAlMontarPantalla).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
  });
});
