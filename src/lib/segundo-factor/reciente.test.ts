import { describe, expect, it, vi } from 'vitest';
import { CODIGO_VERIFICACION_RECIENTE, PIDE_VERIFICACION_RECIENTE } from '@domain/segundo-factor';
import { ApiError } from '../api/api-client';
import { alPedirVerificacion, conVerificacionReciente } from './reciente';

vi.mock('../firebase', () => ({ auth: {} }));

const pideVerificacion = () =>
  new ApiError(403, PIDE_VERIFICACION_RECIENTE, undefined, {
    error: PIDE_VERIFICACION_RECIENTE,
    codigo: CODIGO_VERIFICACION_RECIENTE,
  });

describe('an operation that asks for a recent verification', () => {
  it('asks the user with the server’s message and sends the same request again once verified', async () => {
    const pedir = vi.fn(() => Promise.resolve(true));
    const quitar = alPedirVerificacion(pedir);
    const accion = vi.fn().mockRejectedValueOnce(pideVerificacion()).mockResolvedValueOnce('hecho');
    await expect(conVerificacionReciente(accion)).resolves.toBe('hecho');
    expect(pedir).toHaveBeenCalledWith(PIDE_VERIFICACION_RECIENTE);
    expect(accion).toHaveBeenCalledTimes(2);
    quitar();
  });

  it('keeps the refusal when the user cancels, and asks nothing for any other refusal', async () => {
    const pedir = vi.fn(() => Promise.resolve(false));
    const quitar = alPedirVerificacion(pedir);
    const accion = vi.fn().mockRejectedValue(pideVerificacion());
    await expect(conVerificacionReciente(accion)).rejects.toThrow(PIDE_VERIFICACION_RECIENTE);
    expect(accion).toHaveBeenCalledTimes(1);
    const otra = vi.fn().mockRejectedValue(new ApiError(403, 'Se requiere verificación en dos pasos'));
    await expect(conVerificacionReciente(otra)).rejects.toThrow('Se requiere verificación en dos pasos');
    expect(pedir).toHaveBeenCalledTimes(1);
    quitar();
  });
});
