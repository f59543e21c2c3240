// The sign-in's second step, drawn like the first without MUI: the SMS code of the account's
// second factor (Firebase Auth's multi-factor sign-in).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CODIGO_NO_VALIDO, codigoSms } from '@domain/campos-base';
import { authErrorMessage } from '@/lib/sesion/auth-errors';
import type { Acceso } from '../api/acceso';
import { LoginError, loginErrorMessage } from '../api/login-error';
import { LoginField } from './LoginField';
import styles from './LoginPage.module.css';

type PasoCodigo = Extract<Acceso, { paso: 'codigo' }>;
type Aviso = { severity: 'error' | 'success'; text: string } | null;

interface Props {
  paso: PasoCodigo;
  /** The code was right and the sign-in is complete. */
  onListo: () => void;
  /** Back to the password: the visitor chose to, or the product refused the account (its message). */
  onVolver: (rechazo?: string) => void;
}

export default function CodigoSmsForm({ paso, onListo, onVolver }: Props) {
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<Aviso>(null);
  const [enviando, setEnviando] = useState(false);
  const [reenviando, setReenviando] = useState(false);
  const campo = useRef<HTMLInputElement>(null);
  // The page turned to this step for this one field: the code is typed there.
  useEffect(() => campo.current?.focus(), []);

  const verificar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const limpio = codigoSms(codigo);
    if (!limpio) {
      setError(CODIGO_NO_VALIDO);
      campo.current?.focus();
      return;
    }
    setError(null);
    setAviso(null);
    setEnviando(true);
    try {
      await paso.confirmar(limpio);
      onListo();
    } catch (failure) {
      // The account itself refused (inactive, without a record): its sign-in has ended.
      if (failure instanceof LoginError) onVolver(failure.message);
      else setAviso({ severity: 'error', text: loginErrorMessage(failure).texto });
    } finally {
      setEnviando(false);
    }
  };

  const reenviar = async () => {
    setAviso(null);
    setReenviando(true);
    try {
      await paso.reenviar();
      setAviso({ severity: 'success', text: `Le enviamos un código nuevo al ${paso.telefono}.` });
    } catch (failure) {
      setAviso({ severity: 'error', text: authErrorMessage(failure) });
    } finally {
      setReenviando(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={verificar} aria-labelledby="titulo-codigo">
      <h2 id="titulo-codigo" className={styles.paso}>
        Verificación en dos pasos
      </h2>
      <p className={styles.subtitle}>Escriba el código de 6 dígitos que le enviamos por SMS al {paso.telefono}.</p>
      {aviso && (
        <p className={styles.alert} data-severity={aviso.severity} role="alert">
          {aviso.text}
        </p>
      )}
      <LoginField
        label="Código de verificación"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        ref={campo}
        value={codigo}
        onChange={(event) => {
          setCodigo(event.target.value);
          if (error) setError(codigoSms(event.target.value) ? null : CODIGO_NO_VALIDO);
        }}
        error={Boolean(error)}
        helperText={error}
      />
      <button type="submit" className={styles.submit} disabled={enviando} aria-busy={enviando}>
        {enviando && <span className={styles.spinner} aria-hidden="true" />}
        Verificar
      </button>
      <button type="button" className={styles.link} onClick={reenviar} disabled={reenviando}>
        Reenviar el código
      </button>
      <button type="button" className={styles.link} onClick={() => onVolver()}>
        Volver a la contraseña
      </button>
    </form>
  );
}
