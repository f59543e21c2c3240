import { CacheProvider } from '@emotion/react';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { APP_NAME } from '@/lib/app-name';
import { NotifyProvider } from '@/components/notify';
import { VerificacionReciente } from '@/components/segundo-factor/VerificacionReciente';
import { readSessionUser } from '@/lib/sesion/session-user';
import { cacheEstilos } from '@/theme/emotion-cache';
import { getTheme } from '@/theme/theme';
import '@/theme/variables.css';
import { screenFor } from '../routes';
import { DesktopMenu, MobileMenu } from './SideMenu';
import { lazyWithReload } from '@/lib/chunk-reload';

const COLLAPSED_KEY = 'recargas:menu-contraido';

// The bar shown while the next screen loads: not needed for the first draw, so a first visit does
// not download it.
const LinearProgress = lazyWithReload(() => import('@mui/material/LinearProgress'));

/**
 * The signed-in frame brings MUI's theme with it: the sign-in page draws without MUI (its first
 * visit's budget is 150 kB gzip), so the theme and its baseline styles start here. Its CSS variables
 * come as a stylesheet written from the theme at build time (variables.css, held equal by its test),
 * not generated and inserted by the provider in the frame's first commit: 24 kB of CSS that a
 * phone serialized on every first load.
 */
export default function AppLayout() {
  // Its own style cache, without the vendor prefixes of browsers the build does not run on (emotion-cache.ts).
  return (
    <CacheProvider value={cacheEstilos}>
      <ThemeProvider theme={getTheme()} defaultMode="light" disableStyleSheetGeneration>
        <CssBaseline />
        <Marco />
      </ThemeProvider>
    </CacheProvider>
  );
}

function Marco() {
  const isDesktop = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const navigation = useNavigation();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const stored = readSessionUser();
  const user = stored.status === 'ok' ? stored.user : null;
  const screen = screenFor(location.pathname);
  const title = screen?.title ?? 'Página no encontrada';
  // The screen draws in a commit after the frame's, not in the same one: on a phone the two together
  // were one long task (Emotion writes each new component's styles as it commits), which Lighthouse
  // counts as blocking time (held to 100 ms on a phone). The frame stays mounted between screens,
  // so only a page load waits the extra commit.
  const pagina = useDeferredValue(true, false);

  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  };

  // The notification channel serves the signed-in screens only: the sign-in page shows its own
  // messages and does not load it.
  return (
    <NotifyProvider>
      <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
        {navigation.state === 'loading' && (
          <Suspense fallback={null}>
            <LinearProgress
              sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
              aria-label="Cargando"
            />
          </Suspense>
        )}
        {!isDesktop && (
          <AppBar position="fixed" color="primary" elevation={1}>
            <Toolbar>
              <Typography variant="h6" component="span" sx={{ flexGrow: 1 }} noWrap>
                Recargas
              </Typography>
              <Button
                color="inherit"
                onClick={() => setMobileOpen(true)}
                endIcon={<MenuIcon />}
                aria-label="Abrir menú"
                aria-haspopup="true"
                sx={{ textTransform: 'none', maxWidth: '55%' }}
              >
                <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {user?.nombre || 'Menú'}
                </Box>
              </Button>
            </Toolbar>
          </AppBar>
        )}
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, pt: { xs: 9, md: 3 } }}>
          <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {pagina && <Outlet />}
        </Box>
        {isDesktop ? (
          <DesktopMenu user={user} collapsed={collapsed} onToggle={toggleCollapsed} />
        ) : (
          <MobileMenu user={user} open={mobileOpen} onClose={() => setMobileOpen(false)} />
        )}
      </Box>
      <VerificacionReciente />
    </NotifyProvider>
  );
}
