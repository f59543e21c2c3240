import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatFecha } from '@domain/fechas';
import { exigeSegundoFactor } from '@domain/segundo-factor';
import type { SessionUser } from '@domain/usuarios';
import { lazyDialog } from '@/components/lazy-dialog';
import { useNotify } from '@/components/notify';
import { mensajeDeVerificacion } from '@/lib/segundo-factor/mensajes';
import { quitarFactor, useSegundoFactor, type Factor } from '../api/segundo-factor';
import { AgregarTelefonoForm } from './AgregarTelefonoForm';

// Loaded when first asked for: Perfil draws without the dialog's code.
const ConfirmDialog = lazyDialog(() => import('@/components/ConfirmDialog').then((m) => m.ConfirmDialog));

/**
 * Two-step verification: the phones enrolled as the account's second factor, and enrolling one
 * (phone number, then the SMS code). Required of an admin, who is brought here until it has one;
 * optional for the other roles, who may also remove theirs.
 */
export function SegundoFactorSeccion({ usuario }: { usuario: SessionUser }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const { factores, verificada, error, loading, reload } = useSegundoFactor(usuario.uid);
  const [quitando, setQuitando] = useState<Factor | null>(null);
  const obligatoria = exigeSegundoFactor(usuario.role);

  const inscrito = () => {
    notify('Verificación en dos pasos activada');
    // An admin that had to enrol goes on to its screens: the sign-in route sends it to its landing one.
    if (obligatoria && !verificada) navigate('/', { replace: true });
    else reload();
  };
  const quitar = async () => {
    if (!quitando) return;
    try {
      await quitarFactor(quitando.uid);
      notify(`Teléfono ${quitando.telefono} quitado`);
      setQuitando(null);
      reload();
    } catch (failure) {
      notify(mensajeDeVerificacion(failure), 'error');
    }
  };

  if (loading) return <Skeleton variant="rounded" height={120} />;
  return (
    <Stack spacing={2}>
      {obligatoria && !verificada && (
        <Alert severity="warning">
          {factores.length
            ? 'Esta sesión no pasó por su segundo factor: cierre sesión y vuelva a entrar con el código que le llega por SMS.'
            : 'Su cuenta de administrador necesita la verificación en dos pasos. Registre su teléfono para usar el sistema.'}
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {factores.length ? (
        <List dense disablePadding aria-label="Teléfonos registrados">
          {factores.map((factor) => (
            <ListItem
              key={factor.uid}
              disableGutters
              secondaryAction={
                !obligatoria && (
                  <Button color="error" onClick={() => setQuitando(factor)}>
                    Quitar
                  </Button>
                )
              }
            >
              <ListItemText
                primary={`Teléfono ${factor.telefono}`}
                secondary={`Registrado el ${formatFecha(new Date(factor.inscritoEn))}`}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">
          {obligatoria
            ? 'Obligatoria para las cuentas de administrador: al iniciar sesión se pide, además de la contraseña, un código que llega por SMS.'
            : 'No activada. Si la activa, al iniciar sesión le pediremos, además de la contraseña, un código que llega por SMS a su teléfono.'}
        </Typography>
      )}
      <AgregarTelefonoForm otro={factores.length > 0} onInscrito={inscrito} />
      {quitando && (
        <ConfirmDialog
          open
          title="Quitar teléfono"
          confirmText="Quitar"
          danger
          onClose={() => setQuitando(null)}
          onConfirm={quitar}
        >
          Al iniciar sesión ya no se pedirá el código que llega al {quitando.telefono}.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
