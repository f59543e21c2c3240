import { z } from 'zod';
import { correoSchema, rfcOpcional, telefonoSchema, texto, textoOpcional } from './campos';
import { ROLES } from './roles';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 4096;

export const passwordSchema = z
  .string({ error: 'La contraseña es obligatoria' })
  .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`)
  .max(PASSWORD_MAX, 'La contraseña es demasiado larga');

export const roleSchema = z.enum(ROLES, { error: 'El rol no es válido' });

export const COMISION_MAX = 20;

const porcentaje = z
  .number({ error: 'La comisión debe ser un número' })
  .min(0, 'La comisión no puede ser negativa')
  .max(COMISION_MAX, `La comisión no puede pasar de ${COMISION_MAX}%`);

/** Percent the client keeps on each top-up: one default, and optionally one per carrier. */
export const comisionesSchema = z.object({
  predeterminada: porcentaje,
  operadores: z.record(z.string().min(1).max(40), porcentaje).optional(),
});
export type Comisiones = z.infer<typeof comisionesSchema>;

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

/** The "Nuevo usuario" form: the register body plus the password typed twice. */
export const nuevoUsuarioSchema = registerFields
  .extend({ confirmar: z.string() })
  .refine((form) => form.confirmar === form.password, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmar'],
    when: ({ value }) => typeof (value as { password?: unknown }).password === 'string',
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

/** A commission typed as text ("2.5") in a form. */
export const comisionTexto = z.string().transform((text, ctx) => {
  const value = Number(text.trim().replace(',', '.') || '0');
  if (!Number.isFinite(value) || value < 0 || value > COMISION_MAX) {
    ctx.addIssue({ code: 'custom', message: `La comisión debe estar entre 0 y ${COMISION_MAX}%` });
    return z.NEVER;
  }
  return value;
});

const clienteCampos = clienteAltaSchema.omit({ comisiones: true }).extend({ comision: comisionTexto });

/** Editing a client: everything but saldo (server-only) and the login e-mail. */
export const clienteEdicionSchema = clienteCampos;
export type ClienteEdicionInput = z.input<typeof clienteEdicionSchema>;
export type ClienteEdicion = z.output<typeof clienteEdicionSchema>;

/** "Nuevo cliente": the client's data plus its login (role user), created in one step by /api/register. */
export const nuevoClienteSchema = clienteCampos
  .extend({ correo: correoSchema, password: passwordSchema, confirmar: z.string() })
  .refine((form) => form.confirmar === form.password, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmar'],
    when: ({ value }) => typeof (value as { password?: unknown }).password === 'string',
  });
export type NuevoClienteInput = z.input<typeof nuevoClienteSchema>;
export type NuevoCliente = z.output<typeof nuevoClienteSchema>;

/** The edit form shares the new-client form's fields; the login ones are shown read-only and ignored. */
export const clienteEdicionFormSchema = clienteCampos.extend({
  correo: z.string(),
  password: z.string(),
  confirmar: z.string(),
});
export type ClienteFormValues = NuevoCliente | z.output<typeof clienteEdicionFormSchema>;
