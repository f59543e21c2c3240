import { readSessionUser } from '@/lib/sesion/session-user';
import { adelantar } from '@/lib/carga/use-carga';
import { claveMiCliente, leerMiCliente } from '@/lib/lecturas/use-mi-cliente';
import { CLAVE_CATALOGO, productosDeMostrador } from './use-catalogo-recargas';
import { claveFrecuentes, leerFrecuentesDeSesion } from './use-frecuentes';

/**
 * Recargas' first reads (the client's record, the catalogue, its favourites and frequent numbers),
 * started from the menu's click or the route's guard (routes.ts, PageModule) while the page renders:
 * a shop opens this screen all day, and a repeat sale is drawn as soon as they answer.
 */
export function adelantarRecargas(): void {
  const sesion = readSessionUser();
  if (sesion.status !== 'ok' || sesion.user.role !== 'user') return;
  const { uid } = sesion.user;
  adelantar(claveMiCliente(uid), () => leerMiCliente(uid));
  adelantar(CLAVE_CATALOGO, productosDeMostrador);
  adelantar(claveFrecuentes(uid), () => leerFrecuentesDeSesion(uid));
}
