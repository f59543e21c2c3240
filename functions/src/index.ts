import { onRequest } from 'firebase-functions/v2/https';
import { cambiarCreditoCliente } from './clientes/credito';
import { editarCliente } from './clientes/editar';
import { datosDeposito } from './clientes/referencia-deposito';
import { cambiarUmbral } from './clientes/umbral';
import { aplicarConciliacion } from './conciliacion/aplicar';
import { guardarMapeo } from './conciliacion/mapeo';
import { previaConciliacion } from './conciliacion/previa';
import { guardarCuentas } from './config/cuentas';
import { crearCompra } from './compras/crear';
import { aprobar, cancelar, rechazar, recibir } from './compras/transiciones';
import { answerBodyErrorsAsJson } from './cuerpo-json';
import { HttpError, requireJsonObject, sendError, type Handler } from './http';
import { crearRecarga } from './recargas/crear';
import { guardarFavorito, quitarFavorito } from './numeros/favoritos';
import { operadorDeNumero } from './numeros/operador';
import { FallaSimulada } from './recargas/falla-simulada';
import { revertirRecarga } from './recargas/revertir';
import { verificarPendientes, verificarRecarga } from './recargas/verificar';
import {
  estadoOperadores,
  estadoPasarelas,
  fondearPasarela,
  guardarPasarela,
  guardarRuta,
  pausarOperador,
} from './pasarelas/admin';
import { ajustarSaldo } from './saldo/ajuste';
import { cerrarSesion } from './sesion/cerrar';
import { registrarActoPropio } from './sesion/propia';
import { cerrarMisSesiones } from './sesion/revocar';
import { cerrarTurno } from './turnos/cerrar';
import { cambiarEstatus } from './usuarios/cambiar-estatus';
import { cambiarRol } from './usuarios/cambiar-rol';
import { cerrarSesionesDe } from './usuarios/cerrar-sesiones';
import { deleteUser } from './usuarios/delete-user';
import { register } from './usuarios/register';

/** The scheduled functions (programadas/index.ts). */
export * from './programadas';

/** Every POST route of /api, by path. Exported for the property test that calls each of them. */
export const postRoutes: Record<string, Handler> = {
  '/register': register,
  '/deleteUser': deleteUser,
  '/usuarios/rol': cambiarRol,
  '/usuarios/estatus': cambiarEstatus,
  '/usuarios/sesiones': cerrarSesionesDe,
  '/saldo/ajuste': ajustarSaldo,
  '/clientes/editar': editarCliente,
  '/clientes/credito': cambiarCreditoCliente,
  '/sesion/cerrar': cerrarSesion,
  '/sesion/propia': registrarActoPropio,
  '/sesion/revocar': cerrarMisSesiones,
  '/recargas': crearRecarga,
  '/recargas/verificar': verificarRecarga,
  '/recargas/verificar-pendientes': verificarPendientes,
  '/recargas/revertir': revertirRecarga,
  '/recargas/operador': operadorDeNumero,
  '/favoritos': guardarFavorito,
  '/favoritos/quitar': quitarFavorito,
  '/turnos/cerrar': cerrarTurno,
  '/compras/crear': crearCompra,
  '/compras/aprobar': aprobar,
  '/compras/rechazar': rechazar,
  '/compras/cancelar': cancelar,
  '/compras/recibir': recibir,
  '/config/cuentas': guardarCuentas,
  '/clientes/referencia-deposito': datosDeposito,
  '/clientes/umbral': cambiarUmbral,
  '/conciliacion/previa': previaConciliacion,
  '/conciliacion/aplicar': aplicarConciliacion,
  '/conciliacion/mapeo': guardarMapeo,
  '/pasarelas/guardar': guardarPasarela,
  '/pasarelas/ruta': guardarRuta,
  '/pasarelas/pausa': pausarOperador,
  '/pasarelas/fondeo': fondearPasarela,
  '/pasarelas/estado': estadoPasarelas,
  '/recargas/estado-operadores': estadoOperadores,
};

answerBodyErrorsAsJson();

/**
 * Every /api/** call arrives here through the Hosting rewrite. Whatever the request, the answer is
 * JSON: the handler's result, or {error} with a Spanish message and the right status.
 */
// timeoutSeconds: a recarga's request ends within it, which verificar's ENVIO_EN_CURSO_MS relies on.
export const api = onRequest({ region: 'us-central1', timeoutSeconds: 60 }, async (req, res) => {
  const route = req.path.replace(/^\/api(?=\/)/, '');
  if (route === '/health' && req.method === 'GET') {
    res.json({ ok: true });
    return;
  }
  const inicio = Date.now();
  // How long the handler itself took, beside what the platform adds (queueing, cold starts).
  const duracion = () => res.set('Server-Timing', `app;dur=${Date.now() - inicio}`);
  try {
    const handler = Object.hasOwn(postRoutes, route) ? postRoutes[route] : undefined;
    if (!handler) throw new HttpError(404, 'Recurso no encontrado');
    if (req.method !== 'POST') throw new HttpError(405, 'Método no permitido');
    requireJsonObject(req);
    const body = await handler(req);
    duracion().status(200).json(body);
  } catch (error) {
    // A crash asked for by a test (emulators only): no answer at all, as when an instance dies.
    if (error instanceof FallaSimulada) return void req.socket.destroy();
    sendError(duracion(), error);
  }
});
