import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextProps<T extends FieldValues, TOut extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: FieldPath<T>;
  /** TOut: the values after the schema's transforms (e.g. pesos typed, centavos stored). */
  control: Control<T, unknown, TOut>;
  /** What the field keeps of what is typed or pasted (a phone's digits); all of it by default. */
  conservar?: (text: string) => string;
};

/** A text field bound to react-hook-form, showing its field's Spanish error under it. */
export function FormText<T extends FieldValues, TOut extends FieldValues = T>({
  name,
  control,
  conservar,
  ...props
}: FormTextProps<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          // The input itself gets the ref: after a refused Guardar the form focuses (and so scrolls to) the first invalid field.
          inputRef={ref}
          onChange={(event) => field.onChange(conservar ? conservar(event.target.value) : event)}
          value={field.value ?? ''}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
          fullWidth
        />
      )}
    />
  );
}
