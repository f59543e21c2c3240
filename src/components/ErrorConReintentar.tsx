import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/** A read that failed: its Spanish message, and Reintentar to read again. */
export function ErrorConReintentar({
  mensaje,
  onReintentar,
  sx,
}: {
  mensaje: string;
  onReintentar: () => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" onClick={onReintentar}>
          Reintentar
        </Button>
      }
    >
      {mensaje}
    </Alert>
  );
}
