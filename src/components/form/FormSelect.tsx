import MenuItem from '@mui/material/MenuItem';
import type { FieldValues } from 'react-hook-form';
import { FormText, type FormTextProps } from './FormText';

type FormSelectProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  FormTextProps<T, TOut>,
  'select' | 'children'
> & {
  /** The choices, e.g. optionsOf(LABELS) for a value → label map. */
  options: readonly { value: string; label: string }[];
};

/** A select bound to react-hook-form: one choice per option, the field's error under it. */
export function FormSelect<T extends FieldValues, TOut extends FieldValues = T>({
  options,
  ...props
}: FormSelectProps<T, TOut>) {
  return (
    <FormText {...props} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormText>
  );
}
