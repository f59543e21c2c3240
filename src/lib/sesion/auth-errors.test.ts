import { describe, expect, it } from 'vitest';
import { authErrorMessage, GENERIC_AUTH_ERROR } from './auth-errors';
import { dbErrorMessage } from '../db-errors';

const MENSAJES: [string, (error: unknown) => string, [string, string][]][] = [
  [
    'identity service',
    authErrorMessage,
    [
      ['auth/invalid-credential', 'El correo o la contraseña son incorrectos.'],
      ['auth/email-already-in-use', 'Ya existe una cuenta con ese correo.'],
      ['auth/too-many-requests', 'Demasiados intentos. Espere unos minutos e intente de nuevo.'],
      ['auth/user-disabled', 'El usuario no está activo'],
      [
        'auth/network-request-failed',
        'No hay conexión con el servidor. Revise su conexión a internet e intente de nuevo.',
      ],
      ['auth/password-does-not-meet-requirements', 'La contraseña no cumple la política de contraseñas.'],
      ['auth/popup-blocked', 'El navegador bloqueó la ventana emergente.'],
      ['auth/popup-closed-by-user', 'Se cerró la ventana antes de terminar.'],
      ['auth/unauthorized-domain', 'Este dominio no está autorizado para iniciar sesión.'],
      ['auth/invalid-api-key', 'La configuración de la aplicación no es válida (clave de API).'],
    ],
  ],
  [
    'database',
    dbErrorMessage,
    [
      ['permission-denied', 'No tiene permiso para esta operación.'],
      ['unavailable', 'La base de datos no está disponible. Revise su conexión e intente de nuevo.'],
      ['not-found', 'El registro no existe.'],
      ['unauthenticated', 'Su sesión no es válida. Inicie sesión de nuevo.'],
      ['failed-precondition', 'La operación no se puede realizar en el estado actual.'],
      ['invalid-argument', 'Los datos enviados no son válidos.'],
    ],
  ],
];

describe.each(MENSAJES)('%s error messages', (_servicio, mensaje, casos) => {
  it.each(casos)('%s → %s', (code, message) => {
    expect(mensaje({ code })).toBe(message);
  });
});

describe('identity service error messages for anything else', () => {
  it('answers an unknown code or a non-error with a generic Spanish message', () => {
    expect(authErrorMessage({ code: 'auth/algo-nuevo' })).toBe(GENERIC_AUTH_ERROR);
    expect(authErrorMessage('texto')).toBe(GENERIC_AUTH_ERROR);
  });
});

describe('the sign-in screen does not tell who has an account', () => {
  it('answers an unknown e-mail and a wrong password with the same message', () => {
    const messages = ['auth/user-not-found', 'auth/wrong-password', 'auth/invalid-credential'].map((code) =>
      authErrorMessage({ code }),
    );
    expect(new Set(messages)).toEqual(new Set(['El correo o la contraseña son incorrectos.']));
  });
});
