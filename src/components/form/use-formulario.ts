import { useState } from 'react';
import { useForm, type FieldPath, type FieldValues, type UseFormProps } from 'react-hook-form';
import { ErrorDeCampo, mensajeDeError } from '@/lib/db-errors';

interface Opciones<I extends FieldValues, O> extends UseFormProps<I, unknown, O> {
  /** Sends the validated values; what it throws is shown (ErrorDeCampo under its field). */
  guardar: (datos: O) => Promise<unknown>;
}

/**
 * A create/edit form: react-hook-form with its schema, and the save that FormDialog submits. The
 * server's refusal is kept to show above the fields and cleared on the next attempt.
 */
export function useFormulario<I extends FieldValues, O extends FieldValues = I>({ guardar, ...props }: Opciones<I, O>) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<I, unknown, O>(props);
  const onSubmit = form.handleSubmit(async (datos) => {
    setError(null);
    try {
      await guardar(datos);
    } catch (failure) {
      if (failure instanceof ErrorDeCampo) form.setError(failure.campo as FieldPath<I>, { message: failure.message });
      else setError(mensajeDeError(failure));
    }
  });
  return { ...form, dialogo: { onSubmit, submitting: form.formState.isSubmitting, error } };
}

/**
 * A form's starting values: the record's own where it has them (as text where the form holds text),
 * the empty form's elsewhere; a new record (null) starts empty.
 */
export function valoresIniciales<V extends Record<string, unknown>>(vacio: V, registro: object | null): V {
  if (!registro) return vacio;
  const propios = registro as Record<string, unknown>;
  const valores: Record<string, unknown> = { ...vacio };
  for (const campo of Object.keys(vacio)) {
    const valor = propios[campo];
    if (valor !== undefined && valor !== null)
      valores[campo] = typeof vacio[campo] === 'string' ? String(valor) : valor;
  }
  return valores as V;
}
