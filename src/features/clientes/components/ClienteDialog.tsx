import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  clienteEdicionFormSchema,
  nuevoClienteSchema,
  PASSWORD_MIN,
  type ClienteFormValues,
  type NuevoCliente,
  type NuevoClienteInput,
} from '../../../../domain/usuarios';
import { FormText } from '../../../components/form/FormText';
import { dbErrorMessage } from '../../../lib/db-errors';
import { registrarUsuario } from '../../../lib/registrar-usuario';
import { editarCliente } from '../api/editar-cliente';
import type { ClienteFila } from '../api/list-clientes';
import { ClienteCampos } from './ClienteCampos';

interface Props {
  cliente: ClienteFila | null;
  onClose: () => void;
  onSaved: (nombre: string) => void;
}

const errorText = (error: unknown) =>
  error instanceof Error && !('code' in error) ? error.message : dbErrorMessage(error);

/** "Nuevo cliente" creates its login and record in one step (/api/register); edit changes all but saldo. */
export function ClienteDialog({ cliente, onClose, onSaved }: Props) {
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [serverError, setServerError] = useState<string | null>(null);
  const resolver: Resolver<NuevoClienteInput, unknown, ClienteFormValues> = cliente
    ? zodResolver(clienteEdicionFormSchema)
    : zodResolver(nuevoClienteSchema);
  const { control, handleSubmit, formState } = useForm<NuevoClienteInput, unknown, ClienteFormValues>({
    resolver,
    defaultValues: {
      nombre: cliente?.nombre ?? '',
      contacto: cliente?.contacto ?? '',
      telefono: cliente?.telefono ?? '',
      rfc: cliente?.rfc ?? '',
      direccion: cliente?.direccion ?? '',
      comision: String(cliente?.comisiones.predeterminada ?? 0),
      correo: '',
      password: '',
      confirmar: '',
    },
  });

  const submit = handleSubmit(async (data) => {
    setServerError(null);
    try {
      if (cliente) {
        await editarCliente(cliente, data);
      } else {
        const { correo, password, comision, nombre, contacto, telefono, rfc, direccion } = data as NuevoCliente;
        await registrarUsuario({
          email: correo,
          password,
          displayName: contacto,
          role: 'user',
          cliente: { nombre, contacto, telefono, rfc, direccion, comisiones: { predeterminada: comision } },
        });
      }
      onSaved(data.nombre);
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{cliente ? 'Editar cliente' : 'Nuevo cliente'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <ClienteCampos control={control} />
            <Divider />
            {cliente ? (
              <TextField
                label="Correo (acceso)"
                value={cliente.correo}
                disabled
                helperText="Es el correo con el que inicia sesión"
              />
            ) : (
              <>
                <FormText control={control} name="correo" label="Correo (acceso)" type="email" required />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormText
                    control={control}
                    name="password"
                    label="Contraseña"
                    type="password"
                    autoComplete="new-password"
                    helperText={`Mínimo ${PASSWORD_MIN} caracteres`}
                    required
                  />
                  <FormText
                    control={control}
                    name="confirmar"
                    label="Confirmar contraseña"
                    type="password"
                    autoComplete="new-password"
                    required
                  />
                </Stack>
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {cliente ? 'Guardar' : 'Crear cliente'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
