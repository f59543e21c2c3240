import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitText?: string;
  /** The server's refusal, shown above the fields. */
  error?: string | null;
  /** While the form's starting data loads: a spinner, and nothing to submit. */
  loading?: boolean;
  maxWidth?: 'xs' | 'sm';
  children: ReactNode;
}

/**
 * The shell of every create/edit form: full screen on a phone, cannot be dismissed while it
 * is sending (so nobody leaves a request half-seen), Cancelar and the submit button.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitting,
  submitText = 'Guardar',
  error,
  loading = false,
  maxWidth = 'sm',
  children,
}: Props) {
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullScreen={fullScreen} maxWidth={maxWidth} fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {loading ? (
            <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
              <CircularProgress aria-label="Cargando" />
            </Box>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {error && <Alert severity="error">{error}</Alert>}
              {children}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={submitting} disabled={loading}>
            {submitText}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
