import { createBrowserRouter } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import { PageLoading } from '../components/PageLoading';
import { RouteError } from '../components/RouteError';
import { setForcedLogoutHandler } from '../lib/session';
import { loginLoader, screenLoader } from './guards';
import { AppLayout } from './layout/AppLayout';
import { clearReloadFlag, lazyPage } from './lazy-page';
import { SCREENS } from './routes';

const loginPage = lazyPage(() => import('../features/auth/components/LoginPage'));

const shared = { errorElement: <RouteError />, hydrateFallbackElement: <PageLoading /> };

export const router = createBrowserRouter([
  { path: '/', loader: loginLoader, lazy: loginPage, ...shared },
  { path: '/login', loader: loginLoader, lazy: loginPage, ...shared },
  {
    element: <AppLayout />,
    ...shared,
    children: [
      ...SCREENS.map((screen) => ({
        path: screen.path,
        loader: screenLoader(screen),
        lazy: lazyPage(screen.load),
        errorElement: <RouteError />,
      })),
      { path: '*', loader: screenLoader(null), element: <NotFound /> },
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
