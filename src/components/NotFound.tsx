import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';

export function NotFound() {
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
