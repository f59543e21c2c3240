import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** What a screen shows when it could not load: what happened and what to do next. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Box sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            Recargar
          </Button>
        }
      >
        {notFound
          ? 'La página no existe.'
          : 'No se pudo cargar esta pantalla. Revise su conexión y recargue la página.'}
      </Alert>
    </Box>
  );
}
