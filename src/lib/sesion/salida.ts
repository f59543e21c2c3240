/** Why the role guard signed the user out, carried to the sign-in screen in its URL (?motivo=…). */
export const MOTIVO_SIN_ACCESO = 'sin-acceso';
export const MENSAJE_SIN_ACCESO = 'Su cuenta no tiene acceso a esa página';
