// The sign-in page draws without MUI: a first visit downloads React, the router and this page,
// 150 kB gzip at most (its size target); its look follows the theme through theme/shell.css.
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { APP_NAME } from '@/lib/app-name';
import { authErrorMessage } from '@/lib/sesion/auth-errors';
import { correoValido, iniciarSesion, precargarAcceso, restablecerPassword, type Acceso } from '../api/acceso';
import { LoginError, loginErrorMessage } from '../api/login-error';
import { LoginField } from './LoginField';
import styles from './LoginPage.module.css';
import { useLoginForm } from './use-login-form';
import { MENSAJE_SIN_ACCESO, MOTIVO_SIN_ACCESO } from '@/lib/sesion/salida';
import { lazyWithReload } from '@/lib/chunk-reload';

// The SMS step draws only for an account with a second factor, once its password was right.
const CodigoSmsForm = lazyWithReload(() => import('./CodigoSmsForm'));

type Feedback = { severity: 'error' | 'success' | 'info'; text: string; ayuda?: string } | null;

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const motivo = (location.state as { motivo?: string } | null)?.motivo;
  const sinAcceso = new URLSearchParams(location.search).get('motivo') === MOTIVO_SIN_ACCESO;
  const [feedback, setFeedback] = useState<Feedback>(
    motivo
      ? { severity: 'info', text: `Su sesión se cerró: ${motivo}` }
      : sinAcceso
        ? { severity: 'info', text: MENSAJE_SIN_ACCESO }
        : null,
  );
  const [showPassword, setShowPassword] = useState(false);
  /** The SMS step of an account with a second factor, once its password was right. */
  const [paso, setPaso] = useState<Extract<Acceso, { paso: 'codigo' }> | null>(null);
  /** Where reCAPTCHA's invisible verifier goes, which sending an SMS code needs. */
  const [verificador, setVerificador] = useState<HTMLDivElement | null>(null);
  const [sendingReset, setSendingReset] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useLoginForm();

  // The sign-in route sends a valid session on to the landing screen of its role.
  const entrar = () => navigate('/', { replace: true });

  const onSubmit = handleSubmit(async ({ correo, password }) => {
    setFeedback(null);
    if (!verificador) return;
    try {
      const acceso = await iniciarSesion(correo, password, verificador);
      if (acceso.paso === 'codigo') setPaso(acceso);
      else entrar();
    } catch (error) {
      const { texto, ayuda } = loginErrorMessage(error);
      setFeedback({ severity: 'error', text: texto, ayuda });
    }
  });

  const volver = (rechazo?: string) => {
    setPaso(null);
    // Refused after its code (inactive, without a record): the same two lines as before it.
    const ayuda = rechazo ? loginErrorMessage(new LoginError(rechazo)).ayuda : undefined;
    setFeedback(rechazo ? { severity: 'error', text: rechazo, ayuda } : null);
  };

  const onReset = async () => {
    const correo = await correoValido(getValues('correo'));
    if (!correo) {
      setError('correo', { message: 'Escriba su correo para restablecer la contraseña' });
      return;
    }
    setSendingReset(true);
    try {
      await restablecerPassword(correo);
      setFeedback({ severity: 'success', text: `Enviamos a ${correo} un correo para restablecer la contraseña.` });
    } catch (error) {
      setFeedback({ severity: 'error', text: authErrorMessage(error) });
    } finally {
      setSendingReset(false);
    }
  };

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="titulo-acceso">
        <header className={styles.header}>
          <Icono path={TELEFONO} className={styles.logo} />
          <h1 id="titulo-acceso" className={styles.title}>
            {APP_NAME}
          </h1>
          <p className={styles.subtitle}>Inicie sesión para continuar</p>
        </header>
        {paso && (
          <Suspense fallback={<p className={styles.subtitle}>Enviando el código…</p>}>
            <CodigoSmsForm paso={paso} onListo={entrar} onVolver={volver} />
          </Suspense>
        )}
        <form className={styles.form} noValidate onSubmit={onSubmit} onFocus={precargarAcceso} hidden={paso !== null}>
          {feedback && (
            <p className={styles.alert} data-severity={feedback.severity} role="alert">
              {feedback.text}
              {feedback.ayuda && (
                <>
                  {' '}
                  <span className={styles.ayuda}>{feedback.ayuda}</span>
                </>
              )}
            </p>
          )}
          <LoginField
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            {...register('correo')}
            error={Boolean(errors.correo)}
            helperText={errors.correo?.message}
          />
          <LoginField
            label="Contraseña"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            {...register('password')}
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
            endAdornment={
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => setShowPassword((value) => !value)}
                aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
              >
                <Icono path={showPassword ? OJO_TACHADO : OJO} />
              </button>
            }
          />
          <button type="submit" className={styles.submit} disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting && <span className={styles.spinner} aria-hidden="true" />}
            Iniciar sesión
          </button>
          <button type="button" className={styles.link} onClick={onReset} disabled={sendingReset}>
            ¿Olvidó su contraseña?
          </button>
        </form>
        <div ref={setVerificador} />
      </section>
    </main>
  );
}

// Material icons' paths (PhoneAndroid, Visibility, VisibilityOff), drawn without MUI's SvgIcon.
const TELEFONO =
  'M16 1H8C6.34 1 5 2.34 5 4v16c0 1.66 1.34 3 3 3h8c1.66 0 3-1.34 3-3V4c0-1.66-1.34-3-3-3m-2 20h-4v-1h4zm3.25-3H6.75V4h10.5z';
const OJO =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const OJO_TACHADO =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

function Icono({ path, className }: { path: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
