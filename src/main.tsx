import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { NotifyProvider } from './components/notify';
import { auth } from './lib/firebase';
import { startTokenSync } from './lib/token-sync';
import { theme } from './theme/theme';

startTokenSync(auth, import.meta.env.VITE_AUTH_TOKEN_SYNC_URL);

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={theme} defaultMode="light">
      <CssBaseline />
      <NotifyProvider>
        <RouterProvider router={router} />
      </NotifyProvider>
    </ThemeProvider>
  </StrictMode>,
);
