/**
 * Selling through the API as the browser does, for the e2e tests and the functions' tests alike:
 * nothing here imports a test runner or the functions' code.
 */
import { comisionPara, type Comisiones } from '../../domain/comisiones';
import { esIdDeDocumento } from '../../domain/campos';
import { precioRecarga } from '../../domain/recargas';
import { adminDb, callApi, type ApiAnswer } from './emulators';

/** The uid a Firebase ID token names; '' for a token that is not one (a test of bad tokens). */
function uidDe(token: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { user_id?: unknown };
    return typeof payload.user_id === 'string' ? payload.user_id : '';
  } catch {
    return '';
  }
}

/**
 * The body as the browser sends it: with the price the screen showed, worked out from the product
 * and the client's commission as the screen does, unless the test sets its own. A product that
 * does not exist is shown at $0.00 (the server refuses it before the price).
 */
export async function conPrecio(token: string, body: unknown): Promise<unknown> {
  if (!body || typeof body !== 'object' || 'precio' in body) return body;
  const { productoId } = body as { productoId?: unknown };
  const p =
    typeof productoId === 'string' && esIdDeDocumento(productoId)
      ? (await adminDb.collection('productos').doc(productoId).get()).data()
      : undefined;
  const uid = uidDe(token);
  const cliente = uid ? (await adminDb.collection('clientes').doc(uid).get()).data() : undefined;
  const comisiones = (cliente?.comisiones ?? { predeterminada: 0 }) as Comisiones;
  const precio = p ? precioRecarga(Number(p.monto), comisionPara(comisiones, String(p.operador))).precio : 0;
  return { ...body, precio };
}

export async function recargar(token: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer> {
  return callApi('recargas', await conPrecio(token, body), token, 'POST', headers);
}
