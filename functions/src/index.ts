import { onRequest } from 'firebase-functions/v2/https';
import { editarCliente } from './clientes/editar';
import { HttpError, sendError, type Handler } from './http';
import { ajustarSaldo } from './saldo/ajuste';
import { cerrarSesion } from './sesion/cerrar';
import { cambiarEstatus } from './usuarios/cambiar-estatus';
import { cambiarRol } from './usuarios/cambiar-rol';
import { deleteUser } from './usuarios/delete-user';
import { register } from './usuarios/register';

const postRoutes: Record<string, Handler> = {
  '/register': register,
  '/deleteUser': deleteUser,
  '/usuarios/rol': cambiarRol,
  '/usuarios/estatus': cambiarEstatus,
  '/saldo/ajuste': ajustarSaldo,
  '/clientes/editar': editarCliente,
  '/sesion/cerrar': cerrarSesion,
};

/** Every /api/** call arrives here through the Hosting rewrite. */
export const api = onRequest({ region: 'us-central1' }, async (req, res) => {
  const route = req.path.replace(/^\/api(?=\/)/, '');
  if (route === '/health' && req.method === 'GET') {
    res.json({ ok: true });
    return;
  }
  try {
    const handler = postRoutes[route];
    if (!handler) throw new HttpError(404, 'Recurso no encontrado');
    if (req.method !== 'POST') throw new HttpError(405, 'Método no permitido');
    res.status(200).json(await handler(req));
  } catch (error) {
    sendError(res, error);
  }
});
