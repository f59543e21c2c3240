// The identity service's error codes, each with a Spanish message for the person who met it.

/**
 * An unknown e-mail and a wrong password get the same message: two would tell a stranger which
 * e-mails have an account. (Projects with e-mail enumeration protection answer both with
 * invalid-credential; the emulator still tells them apart.)
 */
export const CREDENCIALES_INCORRECTAS = 'El correo o la contraseña son incorrectos.';

const MESSAGES: Record<string, string> = {
  'auth/wrong-password': CREDENCIALES_INCORRECTAS,
  'auth/invalid-credential': CREDENCIALES_INCORRECTAS,
  'auth/invalid-login-credentials': CREDENCIALES_INCORRECTAS,
  'auth/user-not-found': CREDENCIALES_INCORRECTAS,
  'auth/invalid-email': 'El correo no es válido.',
  'auth/missing-password': 'Escriba su contraseña.',
  'auth/missing-email': 'Escriba su correo.',
  'auth/email-already-in-use': 'Ya existe una cuenta con ese correo.',
  'auth/too-many-requests': 'Demasiados intentos. Espere unos minutos e intente de nuevo.',
  'auth/user-disabled': 'El usuario no está activo',
  'auth/network-request-failed': 'No hay conexión con el servidor. Revise su conexión a internet e intente de nuevo.',
  'auth/timeout': 'El servidor tardó demasiado en responder. Intente de nuevo.',
  'auth/weak-password': 'La contraseña es demasiado débil: use al menos 6 caracteres.',
  'auth/password-does-not-meet-requirements': 'La contraseña no cumple la política de contraseñas.',
  'auth/requires-recent-login': 'Por seguridad, vuelva a iniciar sesión e intente de nuevo.',
  'auth/user-token-expired': 'Su sesión expiró. Inicie sesión de nuevo.',
  'auth/invalid-user-token': 'Su sesión ya no es válida. Inicie sesión de nuevo.',
  'auth/user-mismatch': 'Las credenciales no corresponden al usuario de la sesión.',
  'auth/popup-blocked': 'El navegador bloqueó la ventana emergente.',
  'auth/popup-closed-by-user': 'Se cerró la ventana antes de terminar.',
  'auth/unauthorized-domain': 'Este dominio no está autorizado para iniciar sesión.',
  'auth/invalid-api-key': 'La configuración de la aplicación no es válida (clave de API).',
  'auth/operation-not-allowed': 'Este método de inicio de sesión no está habilitado.',
  'auth/internal-error': 'Error interno del servicio de autenticación. Intente de nuevo.',
  'auth/quota-exceeded': 'Se alcanzó el límite de operaciones. Intente más tarde.',
  'auth/expired-action-code': 'El enlace expiró. Solicite uno nuevo.',
  'auth/invalid-action-code': 'El enlace no es válido o ya se usó.',
  // Two-step verification (SMS codes).
  'auth/multi-factor-auth-required': 'Escriba el código que le enviamos por SMS.',
  'auth/missing-verification-code': 'Escriba el código que le enviamos por SMS.',
  'auth/invalid-verification-code': 'El código no es correcto. Revise el SMS e intente de nuevo.',
  'auth/code-expired': 'El código expiró. Pida uno nuevo.',
  'auth/invalid-verification-id': 'La verificación ya no es válida. Pida un código nuevo.',
  'auth/missing-verification-id': 'La verificación ya no es válida. Pida un código nuevo.',
  'auth/invalid-multi-factor-session': 'La verificación expiró. Empiece de nuevo.',
  'auth/missing-multi-factor-session': 'La verificación expiró. Empiece de nuevo.',
  'auth/multi-factor-info-not-found': 'Ese teléfono ya no está registrado en su cuenta.',
  'auth/invalid-phone-number': 'El número de teléfono no es válido.',
  'auth/missing-phone-number': 'Escriba su número de teléfono.',
  'auth/second-factor-already-in-use': 'Ese teléfono ya está registrado en su cuenta.',
  'auth/maximum-second-factor-count-exceeded': 'Su cuenta ya tiene el máximo de teléfonos registrados.',
  'auth/unverified-email': 'Antes de activar la verificación en dos pasos debe verificar su correo.',
  'auth/captcha-check-failed': 'No se pudo comprobar la solicitud (reCAPTCHA). Intente de nuevo.',
  'auth/invalid-app-credential': 'No se pudo comprobar la solicitud (reCAPTCHA). Intente de nuevo.',
  'auth/missing-app-credential': 'No se pudo comprobar la solicitud (reCAPTCHA). Intente de nuevo.',
  'auth/sin-telefono': 'Su cuenta pide un segundo factor que no es un teléfono; avise al administrador.',
};

export const GENERIC_AUTH_ERROR = 'No se pudo completar la operación de autenticación. Intente de nuevo.';

export function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

export function authErrorMessage(error: unknown): string {
  const code = errorCode(error);
  return (code && MESSAGES[code]) || GENERIC_AUTH_ERROR;
}
