import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { useNotify } from '@/components/notify';
import { mensajeDeError } from '@/lib/db-errors';
import { cerrarSesionesPropias } from '../api/cerrar-sesiones';

// Loaded when first asked for: Perfil draws without the dialog's code.
const ConfirmDialog = lazyDialog(() => import('@/components/ConfirmDialog').then((m) => m.ConfirmDialog));

/** "Cerrar sesión en todos sus dispositivos": for a lost phone, or a session left open elsewhere. */
export function SesionesSeccion() {
  const notify = useNotify();
  const [confirmando, setConfirmando] = useState(false);
  const cerrar = async () => {
    try {
      await cerrarSesionesPropias();
    } catch (failure) {
      notify(mensajeDeError(failure), 'error');
    }
  };
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Cierra esta sesión y las que tenga abiertas en otros dispositivos, por ejemplo en un teléfono perdido. Para
        volver a entrar se le pedirá su contraseña.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setConfirmando(true)} sx={{ alignSelf: 'flex-start' }}>
        Cerrar sesión en todos sus dispositivos
      </Button>
      {confirmando && (
        <ConfirmDialog
          open
          title="Cerrar sesión en todos sus dispositivos"
          confirmText="Cerrar sesiones"
          danger
          onClose={() => setConfirmando(false)}
          onConfirm={cerrar}
        >
          Se cerrarán esta sesión y las de sus otros dispositivos en unos segundos.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
