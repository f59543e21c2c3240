import { describe, expect, it } from 'vitest';
import { HttpError } from '../../functions/src/http';
import { gatewayRecargas, SIN_PASARELA } from '../../functions/src/recargas/gateway';

// Which carrier gateway a deployment uses: the simulated one only where nothing is real.
describe('gatewayRecargas', () => {
  const rechazo = (env: NodeJS.ProcessEnv) => {
    try {
      gatewayRecargas(env);
    } catch (error) {
      return error;
    }
    return null;
  };

  it('a demo- project without configuration uses the simulated carrier', () => {
    expect(typeof gatewayRecargas({ GCLOUD_PROJECT: 'demo-recargas' }).recargar).toBe('function');
  });

  it('a real project without RECARGAS_GATEWAY refuses every top-up with a 503 in Spanish', () => {
    const error = rechazo({ GCLOUD_PROJECT: 'mi-negocio-prod' });
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, message: SIN_PASARELA });
    // Shown on the client's Recargas screen, which calls the carriers compañías.
    expect(SIN_PASARELA).toBe(
      'Las recargas no están disponibles: falta configurar la pasarela de las compañías. Avise al administrador.',
    );
    expect(rechazo({})).toMatchObject({ status: 503 });
  });

  it('an unknown gateway name is refused the same way, in any project', () => {
    expect(rechazo({ GCLOUD_PROJECT: 'demo-recargas', RECARGAS_GATEWAY: 'telcel-real' })).toMatchObject({
      status: 503,
    });
  });

  it('a name of an Object method is no gateway: refused before anything is charged', () => {
    for (const nombre of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(rechazo({ GCLOUD_PROJECT: 'demo-recargas', RECARGAS_GATEWAY: nombre })).toMatchObject({
        status: 503,
        message: SIN_PASARELA,
      });
  });

  it('a real project may choose the simulated carrier only by naming it (a staging site)', () => {
    expect(typeof gatewayRecargas({ GCLOUD_PROJECT: 'mi-negocio-qa', RECARGAS_GATEWAY: 'simulado' }).consultar).toBe(
      'function',
    );
  });
});
