import { BuscarPicker } from '@/components/BuscarPicker';
import type { Opcion } from '@/lib/lecturas/use-buscar-opciones';

interface Props {
  value: Opcion | null;
  onChange: (value: Opcion | null) => void;
  error?: string;
  label?: string;
  size?: 'small' | 'medium';
}

/** Searches active suppliers on the server as the admin types (inactive ones are not offered). */
export function ProveedorPicker({ label = 'Proveedor', ...props }: Props) {
  return (
    <BuscarPicker
      {...props}
      coleccion="proveedores"
      label={label}
      soloActivos
      noOptionsText="Sin proveedores activos que coincidan"
    />
  );
}
