import { createBrowserRouter } from 'react-router-dom';
import { MarcoCargando } from '../components/MarcoCargando';
import { PageLoading } from '../components/PageLoading';
import { RouteError } from '../components/RouteError';
import { setForcedLogoutHandler } from '../lib/sesion/session-shell';
import { loginLoader, screenLoader } from './guards';
import { clearReloadFlag, lazyPage } from './lazy-page';
import { loadLayout } from './carga-layout';
import { PUBLIC_SCREENS, SCREENS, screenFor } from './routes';

const shared = { errorElement: <RouteError />, hydrateFallbackElement: <PageLoading /> };

export const router = createBrowserRouter([
  ...PUBLIC_SCREENS.map((screen) => ({
    path: screen.path,
    loader: loginLoader,
    lazy: lazyPage(screen.load),
    ...shared,
  })),
  {
    lazy: lazyPage(loadLayout),
    ...shared,
    // The first load of a signed-in screen draws its bar and title, as its own HTML already has
    // (main.tsx adopts them).
    hydrateFallbackElement: <MarcoCargando titulo={screenFor(window.location.pathname)?.title} />,
    children: [
      ...SCREENS.map((screen) => ({
        path: screen.path,
        loader: screenLoader(screen),
        lazy: lazyPage(screen.load),
        errorElement: <RouteError />,
      })),
      { path: '*', loader: screenLoader(null), lazy: lazyPage(() => import('../components/NotFound')) },
    ],
  },
]);

function whenRouterReady(done: () => void) {
  if (router.state.initialized) return done();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    done();
  });
}

whenRouterReady(clearReloadFlag);
setForcedLogoutHandler((motivo) => void router.navigate('/login', { replace: true, state: { motivo } }));
