import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { aplicarModoGuardado } from './theme/modo';
import './theme/shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

// The app has started: Inicio's early entry, if it runs after this (a reload from the cache), leaves
// the reads to the app instead of making them twice (features/inicio/api/lectura-temprana.ts).
document.documentElement.setAttribute('data-app', '');

// MUI and its theme come with the signed-in frame (app/layout/AppLayout.tsx): the sign-in page,
// the first-load spinner and a screen's load error draw with theme/shell.css in the remembered mode.
aplicarModoGuardado();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
