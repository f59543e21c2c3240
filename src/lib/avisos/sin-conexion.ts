import { aviso } from './aviso';

/** What every page says while the device has no network: nothing can be sold until it returns. */
export const SIN_CONEXION = 'Sin conexión: no se puede vender ahora. Todo vuelve a funcionar al regresar la conexión.';

/** Shows SIN_CONEXION while the browser reports no network, from the page's load on. */
export function vigilarConexion(): void {
  const sinRed = aviso('shell-aviso-sin-conexion');
  const revisar = () => (navigator.onLine ? sinRed.ocultar() : sinRed.mostrar(SIN_CONEXION));
  window.addEventListener('online', revisar);
  window.addEventListener('offline', revisar);
  revisar();
}
