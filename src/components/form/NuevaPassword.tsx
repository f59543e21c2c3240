import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PASSWORD_MIN } from '@domain/usuarios';
import { FormText } from './FormText';

interface Props<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  confirmName: FieldPath<T>;
  label?: string;
  confirmLabel?: string;
  required?: boolean;
}

/** A new password typed twice, side by side where there is room; the schema checks they match. */
export function NuevaPassword<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  confirmName,
  label = 'Contraseña',
  confirmLabel = 'Confirmar contraseña',
  required = true,
}: Props<T, TOut>) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormText
        control={control}
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        helperText={`Mínimo ${PASSWORD_MIN} caracteres`}
        required={required}
      />
      <FormText
        control={control}
        name={confirmName}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required={required}
      />
    </Stack>
  );
}
