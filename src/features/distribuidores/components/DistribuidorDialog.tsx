import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { distribuidorSchema, type Distribuidor, type DistribuidorInput } from '../../../../domain/distribuidores';
import { FormDialog } from '../../../components/FormDialog';
import { FormText } from '../../../components/form/FormText';
import { dbErrorMessage } from '../../../lib/db-errors';
import type { Opcion } from '../../../lib/use-buscar-opciones';
import { guardarDistribuidor, NombreDistribuidorDuplicado } from '../api/guardar-distribuidor';
import type { DistribuidorFila } from '../api/list-distribuidores';
import { ClientePicker } from './ClientePicker';

interface Props {
  distribuidor: DistribuidorFila | null;
  /** The signed-in client's uid, or null for an admin (who chooses the owner). */
  propio: string | null;
  onClose: () => void;
  onSaved: (nombre: string) => void;
}

export function DistribuidorDialog({ distribuidor, propio, onClose, onSaved }: Props) {
  const [dueno, setDueno] = useState<Opcion | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<DistribuidorInput, unknown, Distribuidor>({
    resolver: zodResolver(distribuidorSchema),
    defaultValues: {
      nombre: distribuidor?.nombre ?? '',
      telefono: distribuidor?.telefono ?? '',
      correo: distribuidor?.correo ?? '',
      zona: distribuidor?.zona ?? '',
      comision: String(distribuidor?.comision ?? 0),
    },
  });

  const submit = handleSubmit(async (datos) => {
    setServerError(null);
    try {
      await guardarDistribuidor(datos, distribuidor, propio ?? dueno?.id ?? null);
      onSaved(datos.nombre);
    } catch (error) {
      if (error instanceof NombreDistribuidorDuplicado) setError('nombre', { message: error.message });
      else setServerError(dbErrorMessage(error));
    }
  });

  return (
    <FormDialog
      title={distribuidor ? 'Editar distribuidor' : 'Nuevo distribuidor'}
      onClose={onClose}
      onSubmit={submit}
      submitting={formState.isSubmitting}
      error={serverError}
    >
      <FormText control={control} name="nombre" label="Nombre" required />
      <FormText control={control} name="telefono" label="Teléfono (10 dígitos)" inputMode="numeric" required />
      <FormText control={control} name="correo" label="Correo (opcional)" type="email" />
      <FormText control={control} name="zona" label="Zona (opcional)" />
      <FormText control={control} name="comision" label="Comisión (%)" inputMode="decimal" helperText="De 0 a 20 %" />
      {!distribuidor && propio === null && (
        <ClientePicker
          label="Cliente dueño"
          value={dueno}
          onChange={setDueno}
          helperText="Vacío: distribuidor del negocio"
        />
      )}
    </FormDialog>
  );
}
