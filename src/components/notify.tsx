import Alert, { type AlertColor } from '@mui/material/Alert';
import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyWithReload } from '../lib/chunk-reload';

type Notify = (message: string, severity?: AlertColor) => void;

const NotifyContext = createContext<Notify>(() => undefined);

// The snackbar (its transitions and click-away listener) loads with the first notification: a
// screen that only reads draws without it (issue 14: Inicio's first visit).
const Snackbar = lazyWithReload(() => import('@mui/material/Snackbar'));

/** The one notification channel: every screen reports results and errors through it. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ key: number; message: string; severity: AlertColor } | null>(null);
  const [used, setUsed] = useState(false);
  const notify = useCallback<Notify>((message, severity = 'success') => {
    setUsed(true);
    setCurrent({ key: Date.now(), message, severity });
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <Snackbar
            key={current?.key}
            open={current !== null}
            autoHideDuration={current?.severity === 'error' ? 8000 : 4000}
            onClose={(_, reason) => reason !== 'clickaway' && setCurrent(null)}
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

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
