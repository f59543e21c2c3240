import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';

/** A path no screen has, inside the signed-in frame (loaded on demand, like a screen). */
export default function NotFound() {
  return (
    <Alert
      severity="warning"
      action={
        <Button component={Link} to="/" color="inherit">
          Ir al inicio
        </Button>
      }
    >
      La página que busca no existe.
    </Alert>
  );
}
