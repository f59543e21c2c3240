import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { APP_NAME } from '../../../lib/app-name';
import { authErrorMessage } from '../../../lib/auth-errors';
import { correoValido, iniciarSesion, precargarAcceso, restablecerPassword } from '../api/acceso';
import { loginErrorMessage } from '../api/login-error';
import { LoginField } from './LoginField';
import { useLoginForm } from './use-login-form';
import { MENSAJE_SIN_ACCESO, MOTIVO_SIN_ACCESO } from '../../../lib/salida';

type Feedback = { severity: 'error' | 'success' | 'info'; text: string } | null;

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
  const [sendingReset, setSendingReset] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useLoginForm();

  const onSubmit = handleSubmit(async ({ correo, password }) => {
    setFeedback(null);
    try {
      await iniciarSesion(correo, password);
      // The sign-in route sends a valid session on to the landing screen of its role.
      navigate('/', { replace: true });
    } catch (error) {
      setFeedback({ severity: 'error', text: loginErrorMessage(error) });
    }
  });

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
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
            <PhoneAndroidIcon color="primary" sx={{ fontSize: 48 }} />
            <Typography variant="h5" component="h1">
              {APP_NAME}
            </Typography>
            <Typography color="text.secondary">Inicie sesión para continuar</Typography>
          </Stack>
          <Box component="form" noValidate onSubmit={onSubmit} onFocus={precargarAcceso}>
            <Stack spacing={2}>
              {feedback && (
                <Alert severity={feedback.severity} role="alert">
                  {feedback.text}
                </Alert>
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
                  <InputAdornment position="end">
                    <IconButton
                      onClick={() => setShowPassword((value) => !value)}
                      aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                }
              />
              <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
                Iniciar sesión
              </Button>
              <Link
                component="button"
                type="button"
                onClick={onReset}
                disabled={sendingReset}
                sx={{ alignSelf: 'center' }}
              >
                ¿Olvidó su contraseña?
              </Link>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
