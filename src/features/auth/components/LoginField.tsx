import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

interface LoginFieldProps extends Omit<OutlinedInputProps, 'label' | 'id'> {
  label: string;
  helperText?: ReactNode;
}

/**
 * An outlined text field as MUI's TextField draws it (label, helper text, error state), built
 * from its parts: TextField always brings its Select, Menu and Popover code along, about 10 kB
 * gzip that the sign-in page would download only to leave unused.
 */
export function LoginField({ label, helperText, error, ...input }: LoginFieldProps) {
  const id = useId();
  const helperId = `${id}-ayuda`;
  return (
    <FormControl fullWidth error={error} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperText ? helperId : undefined} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
