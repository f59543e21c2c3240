import { auth, tokenDeSesion } from '@/lib/firebase';
import { readSessionUser } from '@/lib/sesion/session-user';
import { adelantar, useCarga } from '@/lib/carga/use-carga';
import {
  LECTURAS_ADMIN,
  lecturaCliente,
  lecturasInicio,
  type InicioCliente,
  type LecturaInicio,
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

/** One of lecturas.ts's reads, shown by the screen: read again at a reload or with a new key. */
const useLectura = <T>({ clave, cargar }: LecturaInicio<T>) => useCarga<T>(clave, conToken(cargar));

/** admin: the day's sales, what waits and the low stock, each shown as soon as it arrives. */
export const useInicioAdmin = () => ({
  ventas: useLectura<VentasAdmin>(LECTURAS_ADMIN.ventas),
  pendientes: useLectura<PendientesAdmin>(LECTURAS_ADMIN.pendientes),
  stockBajo: useLectura<StockBajo>(LECTURAS_ADMIN.stock),
});

export const useInicioCliente = (uid: string) => useLectura<InicioCliente>(lecturaCliente(uid));

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
