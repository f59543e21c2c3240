import { BuscarPicker } from '@/components/BuscarPicker';
import type { Opcion } from '@/lib/lecturas/use-buscar-opciones';

interface Props {
  label: string;
  value: Opcion | null;
  onChange: (value: Opcion | null) => void;
  size?: 'small' | 'medium';
  helperText?: string;
}

/** Picks a client by searching on the server as the admin types. */
export function ClientePicker(props: Props) {
  return <BuscarPicker {...props} coleccion="clientes" noOptionsText="Sin clientes que coincidan" />;
}
