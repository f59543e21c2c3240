import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './LoginPage.module.css';

interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  /** A button drawn inside the field, at its end (show or hide the password). */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An outlined field as the signed-in screens draw theirs (label, helper text, error state), in
 * plain HTML: the sign-in page downloads no MUI (its first visit is held to 150 kB gzip).
 */
export function LoginField({ label, helperText, error = false, endAdornment, ...input }: LoginFieldProps) {
  const id = useId();
  const helperId = `${id}-ayuda`;
  return (
    <div className={styles.field} data-error={error || undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          className={styles.input}
          aria-invalid={error}
          aria-describedby={helperText ? helperId : undefined}
          {...input}
        />
        {endAdornment}
      </div>
      {helperText && (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}
