import { zodResolver } from '@hookform/resolvers/zod';
import { proveedorSchema, TIPO_PROVEEDOR_LABELS, type Proveedor, type ProveedorInput } from '@domain/catalogo';
import type { FormularioProps } from '@/components/dialogo-props';
import { FormDialog } from '@/components/FormDialog';
import { optionsOf } from '@/components/filters';
import { FormSelect } from '@/components/form/FormSelect';
import { FormText } from '@/components/form/FormText';
import { FormTelefono } from '@/components/form/FormTelefono';
import { useFormulario, valoresIniciales } from '@/components/form/use-formulario';
import { guardarProveedor } from '../api/guardar-proveedor';
import type { ProveedorFila } from '../api/list-proveedores';

interface Props extends FormularioProps {
  proveedor: ProveedorFila | null;
}

const VACIO: ProveedorInput = {
  nombre: '',
  contacto: '',
  telefono: '',
  correo: '',
  rfc: '',
  tipo: 'ambos',
  notas: '',
};

/** Create and edit in one form; mounted per opening. */
export function ProveedorDialog({ proveedor, onClose, onSaved }: Props) {
  const { control, dialogo } = useFormulario<ProveedorInput, Proveedor>({
    resolver: zodResolver(proveedorSchema),
    defaultValues: valoresIniciales(VACIO, proveedor),
    guardar: async (datos) => {
      await guardarProveedor(datos, proveedor);
      onSaved(datos.nombre);
    },
  });

  return (
    <FormDialog title={proveedor ? 'Editar proveedor' : 'Nuevo proveedor'} onClose={onClose} {...dialogo}>
      <FormText control={control} name="nombre" label="Nombre" required />
      <FormText control={control} name="contacto" label="Contacto" />
      <FormTelefono control={control} name="telefono" />
      <FormText control={control} name="correo" label="Correo electrónico" type="email" required />
      <FormText control={control} name="rfc" label="RFC (opcional)" />
      <FormSelect control={control} name="tipo" label="Tipo" options={optionsOf(TIPO_PROVEEDOR_LABELS)} required />
      <FormText control={control} name="notas" label="Notas (opcional)" multiline minRows={2} />
    </FormDialog>
  );
}
