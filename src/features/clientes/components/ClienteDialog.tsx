import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import {
  clienteEdicionFormSchema,
  nuevoClienteSchema,
  type ClienteFormValues,
  type NuevoClienteInput,
} from '@domain/clientes';
import { comisionesFormValues } from '@domain/comisiones';
import type { FormularioProps } from '@/components/dialogo-props';
import { FormDialog } from '@/components/FormDialog';
import { FormText } from '@/components/form/FormText';
import { useFormulario } from '@/components/form/use-formulario';
import { NuevaPassword } from '@/components/form/NuevaPassword';
import { registrarUsuario } from '@/lib/cuentas/registrar-usuario';
import { leerOperadores } from '@/lib/lecturas/use-operadores';
import { editarCliente } from '../api/editar-cliente';
import type { ClienteFila } from '../api/list-clientes';
import { ClienteCampos } from './ClienteCampos';

interface Props extends FormularioProps {
  cliente: ClienteFila | null;
}

/** "Nuevo cliente" creates its login and record in one step (/api/register); edit changes all but saldo. */
export function ClienteDialog({ cliente, onClose, onSaved }: Props) {
  const [aviso, setAviso] = useState<string | null>(null);
  const resolver: Resolver<NuevoClienteInput, unknown, ClienteFormValues> = cliente
    ? zodResolver(clienteEdicionFormSchema)
    : zodResolver(nuevoClienteSchema);
  const { control, formState, dialogo } = useFormulario<NuevoClienteInput, ClienteFormValues>({
    resolver,
    // One row per carrier of the catalogue: the form waits for that one read.
    defaultValues: async () => {
      const operadores = await leerOperadores();
      setAviso(operadores.error);
      return {
        nombre: cliente?.nombre ?? '',
        contacto: cliente?.contacto ?? '',
        telefono: cliente?.telefono ?? '',
        rfc: cliente?.rfc ?? '',
        direccion: cliente?.direccion ?? '',
        comisiones: comisionesFormValues(cliente?.comisiones, operadores.lista),
        correo: '',
        password: '',
        confirmar: '',
      };
    },
    guardar: async (data) => {
      const { nombre, contacto, telefono, rfc, direccion, comisiones } = data;
      const datos = { nombre, contacto, telefono, rfc, direccion, comisiones };
      if (cliente) {
        await editarCliente({ uid: cliente.id, ...datos });
      } else {
        const { correo, password } = data;
        await registrarUsuario({ email: correo, password, displayName: contacto, role: 'user', cliente: datos });
      }
      onSaved(nombre);
    },
  });

  return (
    <FormDialog
      title={cliente ? 'Editar cliente' : 'Nuevo cliente'}
      onClose={onClose}
      {...dialogo}
      submitText={cliente ? 'Guardar' : 'Crear cliente'}
      loading={formState.isLoading}
    >
      {aviso && <Alert severity="warning">{aviso}</Alert>}
      <ClienteCampos control={control} />
      <Divider />
      {cliente ? (
        <TextField
          label="Correo (acceso)"
          value={cliente.correo}
          slotProps={{ input: { readOnly: true } }}
          helperText="Es el correo con el que inicia sesión; no se cambia aquí"
        />
      ) : (
        <>
          <FormText control={control} name="correo" label="Correo (acceso)" type="email" required />
          <NuevaPassword control={control} name="password" confirmName="confirmar" />
        </>
      )}
    </FormDialog>
  );
}
