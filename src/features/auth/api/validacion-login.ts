import { loginSchema, type LoginForm } from '../../../../domain/usuarios';

export type LoginErrors = Partial<Record<keyof LoginForm, string>>;
export type LoginCheck = { ok: true; data: LoginForm } | { ok: false; errors: LoginErrors };

/** The sign-in form's checks: the shared zod schema, first message per field. */
export function validarLogin(values: LoginForm): LoginCheck {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'correo' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The e-mail as the schema normalises it, or null when it is not a valid address. */
export function correoValido(correo: string): string | null {
  const parsed = loginSchema.shape.correo.safeParse(correo);
  return parsed.success ? parsed.data : null;
}
