import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { distribuidorSchema, type Distribuidor, type DistribuidorInput } from '@domain/distribuidores';
import { FormDialog } from '@/components/FormDialog';
import { FormText } from '@/components/form/FormText';
import { FormTelefono } from '@/components/form/FormTelefono';
import { useFormulario, valoresIniciales } from '@/components/form/use-formulario';
import type { Opcion } from '@/lib/lecturas/use-buscar-opciones';
import { guardarDistribuidor } from '../api/guardar-distribuidor';
import type { DistribuidorFila } from '../api/list-distribuidores';
import { ClientePicker } from './ClientePicker';

interface Props {
  distribuidor: DistribuidorFila | null;
  /** The signed-in client's uid, or null for an admin (who chooses the owner). */
  propio: string | null;
  onClose: () => void;
  onSaved: (nombre: string) => void;
}

const VACIO: DistribuidorInput = { nombre: '', telefono: '', correo: '', zona: '', comision: '0' };

export function DistribuidorDialog({ distribuidor, propio, onClose, onSaved }: Props) {
  const [dueno, setDueno] = useState<Opcion | null>(null);
  const { control, dialogo } = useFormulario<DistribuidorInput, Distribuidor>({
    resolver: zodResolver(distribuidorSchema),
    defaultValues: valoresIniciales(VACIO, distribuidor),
    guardar: async (datos) => {
      await guardarDistribuidor(datos, distribuidor, propio ?? dueno?.id ?? null);
      onSaved(datos.nombre);
    },
  });

  return (
    <FormDialog title={distribuidor ? 'Editar distribuidor' : 'Nuevo distribuidor'} onClose={onClose} {...dialogo}>
      <FormText control={control} name="nombre" label="Nombre" required />
      <FormTelefono control={control} name="telefono" />
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
