import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';

type Cambio = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/** A text field's value kept outside react-hook-form; `campo` binds it: `<TextField {...campo} />`. */
export function useCampoTexto(inicial = '') {
  const [valor, cambiar] = useState(inicial);
  return { valor, cambiar, campo: { value: valor, onChange: (event: Cambio) => cambiar(event.target.value) } };
}

/**
 * A text field checked by its zod schema when sent: `validar()` gives the schema's value, or shows
 * the schema's first message (`error`) on the field until the user types again.
 */
export function useCampoValidado<T>(schema: z.ZodType<T, string>) {
  const texto = useCampoTexto();
  const [error, setError] = useState<string | null>(null);

  const cambiar = (valor: string) => {
    texto.cambiar(valor);
    setError(null);
  };
  const validar = (): T | undefined => {
    const parsed = schema.safeParse(texto.valor);
    if (parsed.success) return parsed.data;
    setError(parsed.error.issues[0].message);
    return undefined;
  };

  const campo = { value: texto.valor, onChange: (event: Cambio) => cambiar(event.target.value), error: Boolean(error) };
  return { valor: texto.valor, cambiar, validar, error, campo };
}
