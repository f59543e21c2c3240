import { useRef, useState, type FormEvent } from 'react';
import type { LoginForm } from '@domain/usuarios';
import { validarLogin } from '../api/acceso';

type Field = keyof LoginForm;
type Errors = Partial<Record<Field, { message?: string }>>;

/**
 * The sign-in form's state in react-hook-form's shape (register, handleSubmit, getValues,
 * setError, formState) without its code: the library is about 15 kB gzip, a tenth of the sign-in
 * page's first-visit budget. The checks are the shared zod schema, loaded on demand; after a
 * refused submit a field is checked again as it changes, and the first invalid one gets focus.
 */
export function useLoginForm() {
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const getValues = (field: Field) => inputs.current[field]?.value ?? '';
  const values = (): LoginForm => ({ correo: getValues('correo'), password: getValues('password') });

  const recheck = async (field: Field) => {
    if (!submitted.current) return;
    const check = await validarLogin(values());
    const message = check.ok ? undefined : check.errors[field];
    setErrors((current) => ({ ...current, [field]: message ? { message } : undefined }));
  };

  const register = (field: Field) => ({
    name: field,
    ref: (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    },
    onChange: () => void recheck(field),
  });

  const handleSubmit = (onValid: (data: LoginForm) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      const check = await validarLogin(values());
      if (!check.ok) {
        setErrors(Object.fromEntries(Object.entries(check.errors).map(([field, message]) => [field, { message }])));
        const first = (['correo', 'password'] as const).find((field) => check.errors[field]);
        if (first) inputs.current[first]?.focus();
        return;
      }
      setErrors({});
      await onValid(check.data);
    } finally {
      setSubmitting(false);
    }
  };

  const setError = (field: Field, error: { message: string }) =>
    setErrors((current) => ({ ...current, [field]: error }));

  return { register, handleSubmit, getValues, setError, formState: { errors, isSubmitting } };
}
