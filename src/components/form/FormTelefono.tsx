import type { FieldValues } from 'react-hook-form';
import { soloDigitos } from '@domain/telefono';
import { FormText, type FormTextProps } from './FormText';

const TECLADO_NUMERICO = { htmlInput: { inputMode: 'numeric' } } as const;

/**
 * A phone field: it keeps only the digits of what is typed or pasted ("55 1542-9165" becomes
 * 5515429165), the 10 that the schema takes and the database stores; a phone shows its number pad.
 */
export function FormTelefono<T extends FieldValues, TOut extends FieldValues = T>(props: FormTextProps<T, TOut>) {
  return (
    <FormText
      label="Teléfono (10 dígitos)"
      autoComplete="tel-national"
      required
      slotProps={TECLADO_NUMERICO}
      {...props}
      conservar={soloDigitos}
    />
  );
}
