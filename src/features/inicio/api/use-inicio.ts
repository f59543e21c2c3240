import { auth, tokenDeSesion } from '../../../lib/firebase';
import { readSessionUser } from '../../../lib/session-user';
import { adelantar, useCarga } from '../../../lib/use-carga';
import {
  cargarCliente,
  cargarPendientes,
  cargarStockBajo,
  cargarVentas,
  CLAVES_ADMIN,
  claveCliente,
  lecturasInicio,
  type InicioCliente,
  type PendientesAdmin,
  type StockBajo,
  type VentasAdmin,
} from './lecturas';
import { usarTokenDeSesion } from './lectura-temprana';

// A read the page load started with the stored token, and which failed, is made again with this.
usarTokenDeSesion(async () => {
  await auth.authStateReady();
  return tokenDeSesion();
});

/** A read of lecturas.ts with the session's token. */
const conToken =
  <T>(cargar: (token: string) => Promise<T>) =>
  async () =>
    cargar(await tokenDeSesion());

/** admin: the day's sales, what waits and the low stock, each shown as soon as it arrives. */
export const useInicioAdmin = () => ({
  ventas: useCarga<VentasAdmin>(CLAVES_ADMIN.ventas, conToken(cargarVentas)),
  pendientes: useCarga<PendientesAdmin>(CLAVES_ADMIN.pendientes, conToken(cargarPendientes)),
  stockBajo: useCarga<StockBajo>(CLAVES_ADMIN.stock, conToken(cargarStockBajo)),
});

export const useInicioCliente = (uid: string) =>
  useCarga<InicioCliente>(
    claveCliente(uid),
    conToken((token) => cargarCliente(token, uid)),
  );

/**
 * Inicio's reads, started from the menu's click or by the route's guard once it passes
 * (use-carga.ts, adelantar): its page takes them. A read the page load has started already
 * (lectura-temprana.ts) is taken instead.
 */
export function adelantarInicio(): void {
  const sesion = readSessionUser();
  if (sesion.status !== 'ok') return;
  for (const { clave, cargar } of lecturasInicio(sesion.user.role, sesion.user.uid)) adelantar(clave, conToken(cargar));
}
