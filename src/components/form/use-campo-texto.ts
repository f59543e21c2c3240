import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';

type Cambio = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/**
 * A text field's value kept outside react-hook-form; `campo` binds it: `<TextField {...campo} />`.
 * `alCambiar` runs on every change, typed or set.
 */
export function useCampoTexto(inicial = '', alCambiar?: () => void) {
  const [valor, setValor] = useState(inicial);
  const cambiar = (nuevo: string) => {
    setValor(nuevo);
    alCambiar?.();
  };
  return { valor, cambiar, campo: { value: valor, onChange: (event: Cambio) => cambiar(event.target.value) } };
}

/**
 * A text field checked by its zod schema when sent: `validar()` gives the schema's value, or shows
 * the schema's first message (`error`) on the field until it changes again.
 */
export function useCampoValidado<T>(schema: z.ZodType<T, string>, inicial = '') {
  const [error, setError] = useState<string | null>(null);
  const texto = useCampoTexto(inicial, () => setError(null));

  const validar = (): T | undefined => {
    const parsed = schema.safeParse(texto.valor);
    if (parsed.success) return parsed.data;
    setError(parsed.error.issues[0].message);
    return undefined;
  };

  return { ...texto, validar, error, campo: { ...texto.campo, error: Boolean(error) } };
}
