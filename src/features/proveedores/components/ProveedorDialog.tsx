import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  proveedorSchema,
  TIPO_PROVEEDOR_LABELS,
  type Proveedor,
  type ProveedorInput,
} from '../../../../domain/catalogo';
import { FormDialog } from '../../../components/FormDialog';
import { optionsOf } from '../../../components/filters';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormText } from '../../../components/form/FormText';
import { dbErrorMessage } from '../../../lib/db-errors';
import { guardarProveedor, NombreDuplicado } from '../api/guardar-proveedor';
import type { ProveedorFila } from '../api/list-proveedores';

interface Props {
  proveedor: ProveedorFila | null;
  onClose: () => void;
  onSaved: (nombre: string) => void;
}

/** Create and edit in one form; mounted per opening. */
export function ProveedorDialog({ proveedor, onClose, onSaved }: Props) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ProveedorInput, unknown, Proveedor>({
    resolver: zodResolver(proveedorSchema),
    defaultValues: {
      nombre: proveedor?.nombre ?? '',
      contacto: proveedor?.contacto ?? '',
      telefono: proveedor?.telefono ?? '',
      correo: proveedor?.correo ?? '',
      rfc: proveedor?.rfc ?? '',
      tipo: proveedor?.tipo ?? 'ambos',
      notas: proveedor?.notas ?? '',
    },
  });

  const submit = handleSubmit(async (data) => {
    setServerError(null);
    try {
      await guardarProveedor(data, proveedor);
      onSaved(data.nombre);
    } catch (error) {
      if (error instanceof NombreDuplicado) setError('nombre', { message: error.message });
      else setServerError(dbErrorMessage(error));
    }
  });

  return (
    <FormDialog
      title={proveedor ? 'Editar proveedor' : 'Nuevo proveedor'}
      onClose={onClose}
      onSubmit={submit}
      submitting={formState.isSubmitting}
      error={serverError}
    >
      <FormText control={control} name="nombre" label="Nombre" required />
      <FormText control={control} name="contacto" label="Contacto" />
      <FormText control={control} name="telefono" label="Teléfono (10 dígitos)" inputMode="numeric" required />
      <FormText control={control} name="correo" label="Correo electrónico" type="email" required />
      <FormText control={control} name="rfc" label="RFC (opcional)" />
      <FormSelect control={control} name="tipo" label="Tipo" options={optionsOf(TIPO_PROVEEDOR_LABELS)} required />
      <FormText control={control} name="notas" label="Notas (opcional)" multiline minRows={2} />
    </FormDialog>
  );
}
