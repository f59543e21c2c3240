import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * What a screen shows when it could not load: what happened and what to do next. Drawn with
 * theme/shell.css only, since what failed to load may be MUI itself.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="shell-error" role="alert">
      <p>
        {notFound
          ? 'La página no existe.'
          : 'No se pudo cargar esta pantalla. Revise su conexión y recargue la página.'}
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Recargar
      </button>
    </div>
  );
}
