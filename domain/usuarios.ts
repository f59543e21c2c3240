import { z } from 'zod';
import { ROLES } from './roles';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 4096;

const texto = (campo: string, max: number) =>
  z
    .string({ error: `${campo} es obligatorio` })
    .trim()
    .min(1, `${campo} es obligatorio`)
    .max(max, `${campo} admite como máximo ${max} caracteres`);

export const correoSchema = z
  .string({ error: 'El correo es obligatorio' })
  .trim()
  .toLowerCase()
  .pipe(z.email('El correo no es válido'));

export const passwordSchema = z
  .string({ error: 'La contraseña es obligatoria' })
  .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`)
  .max(PASSWORD_MAX, 'La contraseña es demasiado larga');

export const roleSchema = z.enum(ROLES, { error: 'El rol no es válido' });

export const telefonoSchema = z
  .string({ error: 'El teléfono es obligatorio' })
  .trim()
  .regex(/^\d{10}$/, 'El teléfono debe tener 10 dígitos');

export const rfcSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/, 'El RFC no es válido (12 o 13 caracteres)');

/** Business data of a client, taken when an admin registers a user with role user. */
export const clienteAltaSchema = z.object({
  nombre: texto('El nombre del negocio', 120),
  contacto: texto('El contacto', 120),
  telefono: telefonoSchema,
  // Optional fields left empty in a form arrive as '' and are stored as absent.
  rfc: z.union([z.literal('').transform(() => undefined), rfcSchema]).optional(),
  direccion: z
    .string()
    .trim()
    .max(300, 'La dirección es demasiado larga')
    .transform((value) => value || undefined)
    .optional(),
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

/** The "Nuevo usuario" form: the register body plus the password typed twice. */
export const nuevoUsuarioSchema = registerFields
  .extend({ confirmar: z.string() })
  .refine((form) => form.confirmar === form.password, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmar'],
  })
  .refine(clienteRequired.check, { message: clienteRequired.message, path: ['cliente'] });
export type NuevoUsuarioInput = z.input<typeof nuevoUsuarioSchema>;
export type NuevoUsuarioForm = z.output<typeof nuevoUsuarioSchema>;

const uidSchema = z.string({ error: 'El uid es obligatorio' }).trim().min(1, 'El uid es obligatorio').max(128);

export const deleteUserSchema = z.object({ uid: uidSchema });
export type DeleteUserBody = z.infer<typeof deleteUserSchema>;

/** The session user kept in sessionStorage.currentUser. */
export const sessionUserSchema = z.object({
  uid: z.string().min(1),
  nombre: z.string(),
  correo: z.string(),
  role: roleSchema,
  estatus: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginSchema = z.object({
  correo: correoSchema,
  password: z.string().min(1, 'Escriba su contraseña'),
});
export type LoginForm = z.infer<typeof loginSchema>;

export const cambiarRolSchema = z.object({ uid: uidSchema, role: roleSchema });
export type CambiarRolBody = z.infer<typeof cambiarRolSchema>;

export const cambiarEstatusSchema = z.object({
  uid: uidSchema,
  estatus: z.boolean({ error: 'El estatus debe ser verdadero o falso' }),
});
export type CambiarEstatusBody = z.infer<typeof cambiarEstatusSchema>;

export const cambiarPasswordSchema = z
  .object({
    actual: z.string().min(1, 'Escriba su contraseña actual'),
    nueva: passwordSchema,
    confirmar: z.string(),
  })
  .refine((form) => form.confirmar === form.nueva, { message: 'Las contraseñas no coinciden', path: ['confirmar'] })
  .refine((form) => form.nueva !== form.actual, {
    message: 'La contraseña nueva debe ser distinta de la actual',
    path: ['nueva'],
  });
export type CambiarPasswordForm = z.infer<typeof cambiarPasswordSchema>;
