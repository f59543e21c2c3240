import { zodResolver } from '@hookform/resolvers/zod';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { ROLE_LABELS } from '@domain/roles';
import { nuevoUsuarioSchema, type NuevoUsuarioForm, type NuevoUsuarioInput } from '@domain/usuarios';
import { FormDialog } from '@/components/FormDialog';
import { optionsOf } from '@/components/filters';
import { FormSelect } from '@/components/form/FormSelect';
import { FormText } from '@/components/form/FormText';
import { FormTelefono } from '@/components/form/FormTelefono';
import { NuevaPassword } from '@/components/form/NuevaPassword';
import { useFormulario } from '@/components/form/use-formulario';
import { registrarUsuario } from '@/lib/cuentas/registrar-usuario';

/** Mounted only while open, so every opening starts from an empty form. */
interface Props {
  onClose: () => void;
  onCreated: (correo: string) => void;
}

const EMPTY: NuevoUsuarioInput = {
  displayName: '',
  email: '',
  password: '',
  confirmar: '',
  role: 'user',
  cliente: { nombre: '', contacto: '', telefono: '', rfc: '', direccion: '' },
};

export function NuevoUsuarioDialog({ onClose, onCreated }: Props) {
  const { control, dialogo } = useFormulario<NuevoUsuarioInput, NuevoUsuarioForm>({
    resolver: zodResolver(nuevoUsuarioSchema),
    defaultValues: EMPTY,
    shouldUnregister: true,
    guardar: async ({ email, password, displayName, role: rol, cliente }) => {
      await registrarUsuario({
        email,
        password,
        displayName,
        role: rol,
        cliente: rol === 'user' ? cliente : undefined,
      });
      onCreated(email);
    },
  });
  const role = useWatch({ control, name: 'role' });

  return (
    <FormDialog title="Nuevo usuario" onClose={onClose} {...dialogo} submitText="Crear usuario">
      <FormText control={control} name="displayName" label="Nombre" autoComplete="off" required />
      <FormText control={control} name="email" label="Correo electrónico" type="email" autoComplete="off" required />
      <NuevaPassword control={control} name="password" confirmName="confirmar" />
      <FormSelect control={control} name="role" label="Rol" options={optionsOf(ROLE_LABELS)} required />
      {role === 'user' && (
        <>
          <Divider />
          <Typography variant="subtitle1" component="h3">
            Datos del cliente
          </Typography>
          <FormText control={control} name="cliente.nombre" label="Nombre del negocio" required />
          <FormText control={control} name="cliente.contacto" label="Contacto" required />
          <FormTelefono control={control} name="cliente.telefono" />
          <FormText control={control} name="cliente.rfc" label="RFC (opcional)" />
          <FormText control={control} name="cliente.direccion" label="Dirección (opcional)" multiline />
        </>
      )}
    </FormDialog>
  );
}
