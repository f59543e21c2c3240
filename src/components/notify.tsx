import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SnackbarProps } from '@mui/material/Snackbar';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { enReposo } from '../lib/carga/en-reposo';

type Notify = (message: string, severity?: AlertColor) => void;

const NotifyContext = createContext<Notify>(() => undefined);

const cargarSnackbar = () => import('@mui/material/Snackbar');

// The snackbar (its transitions and click-away listener) is not part of a screen's first draw
// (Inicio's first visit is held to 300 kB gzip): it loads once the signed-in frame is idle, so
// that a failure reported while the network is down needs no download. If its code still cannot be fetched, the
// message shows without the entrance: a notification is not a page, and reloading for it (SPEC's
// rule for pages) would lose the screen and the message with it.
const Snackbar = lazy(() => cargarSnackbar().catch(() => ({ default: AvisoFijo })));

/** The one notification channel: every screen reports results and errors through it. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ key: number; message: string; severity: AlertColor } | null>(null);
  const [used, setUsed] = useState(false);
  const notify = useCallback<Notify>((message, severity = 'success') => {
    setUsed(true);
    setCurrent({ key: Date.now(), message, severity });
  }, []);
  const value = useMemo(() => notify, [notify]);
  const cerrar = useCallback<NonNullable<SnackbarProps['onClose']>>(
    (_, reason) => reason !== 'clickaway' && setCurrent(null),
    [],
  );
  useEffect(() => {
    enReposo(() => void cargarSnackbar().catch(() => undefined));
  }, []);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <Snackbar
            key={current?.key}
            open={current !== null}
            autoHideDuration={current?.severity === 'error' ? 8000 : 4000}
            onClose={cerrar}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          >
            {current ? (
              <Alert
                severity={current.severity}
                variant="filled"
                onClose={() => setCurrent(null)}
                sx={{ width: '100%' }}
              >
                {current.message}
              </Alert>
            ) : undefined}
          </Snackbar>
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

/** The notification where the snackbar's code could not load: fixed at the bottom, closing on time. */
function AvisoFijo({ open, autoHideDuration, onClose, children }: SnackbarProps) {
  useEffect(() => {
    if (!open || !autoHideDuration) return;
    const id = window.setTimeout(() => onClose?.(new Event('timeout'), 'timeout'), autoHideDuration);
    return () => window.clearTimeout(id);
  }, [open, autoHideDuration, onClose]);
  if (!open) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        insetInline: 8,
        bottom: 24,
        zIndex: 'snackbar',
        display: 'flex',
        justifyContent: 'center',
      }}
    >
      {children}
    </Box>
  );
}

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
