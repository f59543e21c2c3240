import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import type { ClienteFormValues, NuevoClienteInput } from '@domain/clientes';
import { FormText } from '@/components/form/FormText';
import { FormTelefono } from '@/components/form/FormTelefono';
import { ComisionesCampos } from './ComisionesCampos';

/** The client's business fields and commissions, shared by "Nuevo cliente" and "Editar cliente". */
export function ClienteCampos({ control }: { control: Control<NuevoClienteInput, unknown, ClienteFormValues> }) {
  return (
    <>
      <FormText control={control} name="nombre" label="Nombre del negocio" required />
      <FormText control={control} name="contacto" label="Contacto" required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTelefono control={control} name="telefono" />
        <FormText control={control} name="rfc" label="RFC (opcional)" />
      </Stack>
      <FormText control={control} name="direccion" label="Dirección (opcional)" multiline />
      <ComisionesCampos control={control} />
    </>
  );
}
