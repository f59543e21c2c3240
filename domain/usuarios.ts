import './zod';
import { z } from 'zod';
import {
  CORREO_MAX,
  correoSchema,
  docIdSchema,
  esTextoBienFormado,
  rfcOpcional,
  telefonoSchema,
  texto,
  textoLibre,
  textoOpcional,
} from './campos';
import { CODIGO_NO_VALIDO, codigoSms, PASSWORD_MAX, PASSWORD_MIN } from './campos-base';
import { comisionesSchema } from './comisiones';
import { ROLES } from './roles';
import { TELEFONO_NO_VALIDO, telefonoInternacional } from './segundo-factor';

export { PASSWORD_MAX, PASSWORD_MIN } from './campos-base';

/** A password as typed: any characters, well-formed, bounded (the identity service takes it as is). */
const passwordEscrita = (vacia: string) =>
  z
    .string({ error: vacia })
    .min(1, vacia)
    .max(PASSWORD_MAX, 'La contraseña es demasiado larga')
    .refine(esTextoBienFormado, 'La contraseña contiene caracteres no válidos');

export const passwordSchema = z
  .string({ error: 'La contraseña es obligatoria' })
  .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`)
  .max(PASSWORD_MAX, 'La contraseña es demasiado larga')
  .refine(esTextoBienFormado, 'La contraseña contiene caracteres no válidos');

export const roleSchema = z.enum(ROLES, { error: 'El rol no es válido' });

/** Business data of a client, taken when an admin registers a user with role user. */
export const clienteAltaSchema = z.object({
  nombre: texto('El nombre del negocio', 120),
  contacto: texto('El contacto', 120),
  telefono: telefonoSchema,
  rfc: rfcOpcional,
  direccion: textoOpcional('La dirección', 300),
  comisiones: comisionesSchema.optional(),
});
export type ClienteAlta = z.infer<typeof clienteAltaSchema>;

const registerFields = z.object({
  email: correoSchema,
  password: passwordSchema,
  displayName: texto('El nombre', 120),
  role: roleSchema,
  cliente: clienteAltaSchema.optional(),
});

const clienteRequired = {
  check: (body: { role: string; cliente?: unknown }) => body.role !== 'user' || body.cliente !== undefined,
  message: 'Los datos del cliente son obligatorios para el rol usuario',
};

export const registerSchema = registerFields.refine(clienteRequired.check, {
  message: clienteRequired.message,
  path: ['cliente'],
});
export type RegisterBody = z.output<typeof registerSchema>;

/** A new password typed twice must match; checked only once the password is text, so its own error shows first. */
export const passwordConfirmada = {
  check: (form: { password: string; confirmar: string }) => form.confirmar === form.password,
  params: {
    message: 'Las contraseñas no coinciden',
    path: ['confirmar'],
    when: ({ value }: { value: unknown }) => typeof (value as { password?: unknown } | null)?.password === 'string',
  },
};

/** The second typing of a new password: only compared with the first, never stored. */
export const confirmarSchema = z
  .string()
  .max(PASSWORD_MAX, 'La contraseña es demasiado larga')
  .refine(esTextoBienFormado, 'La contraseña contiene caracteres no válidos');

/** The "Nuevo usuario" form: the register body plus the password typed twice. */
export const nuevoUsuarioSchema = registerFields
  .extend({ confirmar: confirmarSchema })
  .refine(passwordConfirmada.check, passwordConfirmada.params)
  .refine(clienteRequired.check, { message: clienteRequired.message, path: ['cliente'] });
export type NuevoUsuarioInput = z.input<typeof nuevoUsuarioSchema>;
export type NuevoUsuarioForm = z.output<typeof nuevoUsuarioSchema>;

export const uidSchema = docIdSchema('El uid');

export const deleteUserSchema = z.object({ uid: uidSchema });
export type DeleteUserBody = z.infer<typeof deleteUserSchema>;

/** The session user kept in sessionStorage.currentUser. */
export const sessionUserSchema = z.object({
  uid: uidSchema,
  nombre: textoLibre('El nombre', 120),
  correo: textoLibre('El correo', CORREO_MAX),
  role: roleSchema,
  estatus: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginSchema = z.object({
  correo: correoSchema,
  password: passwordEscrita('Escriba su contraseña'),
});
export type LoginForm = z.infer<typeof loginSchema>;

export const cambiarRolSchema = z.object({ uid: uidSchema, role: roleSchema });
export type CambiarRolBody = z.infer<typeof cambiarRolSchema>;

export const cambiarEstatusSchema = z.object({
  uid: uidSchema,
  estatus: z.boolean({ error: 'El estatus debe ser verdadero o falso' }),
});
export type CambiarEstatusBody = z.infer<typeof cambiarEstatusSchema>;

/** POST /api/usuarios/sesiones: the user whose sessions an admin ends. */
export const cerrarSesionesSchema = z.object({ uid: uidSchema });

/** POST /api/sesion/revocar: the caller's own sessions; the body names nothing. */
export const cerrarMisSesionesSchema = z.object({});

export const cambiarPasswordSchema = z
  .object({
    actual: passwordEscrita('Escriba su contraseña actual'),
    nueva: passwordSchema,
    confirmar: confirmarSchema,
  })
  .refine((form) => form.confirmar === form.nueva, { message: 'Las contraseñas no coinciden', path: ['confirmar'] })
  .refine((form) => form.nueva !== form.actual, {
    message: 'La contraseña nueva debe ser distinta de la actual',
    path: ['nueva'],
  });
export type CambiarPasswordForm = z.infer<typeof cambiarPasswordSchema>;

/** A text read by `leer` (null: not valid, with `mensaje`), as the form's value. */
const leido = (leer: (texto: string) => string | null, mensaje: string) =>
  z.string().transform((texto, ctx) => {
    const valor = leer(texto);
    if (valor === null) {
      ctx.addIssue({ code: 'custom', message: mensaje });
      return z.NEVER;
    }
    return valor;
  });

/** Perfil's "Agregar teléfono": the phone of a second factor, as Auth takes it (E.164). */
export const telefonoSegundoFactorSchema = z.object({ telefono: leido(telefonoInternacional, TELEFONO_NO_VALIDO) });

/** The SMS code of a second factor (enrolling, or verifying again). */
export const codigoSmsSchema = z.object({ codigo: leido(codigoSms, CODIGO_NO_VALIDO) });

/** Verifying again before an operation that asks for it: the current password first. */
export const passwordActualSchema = z.object({ password: passwordEscrita('Escriba su contraseña') });
