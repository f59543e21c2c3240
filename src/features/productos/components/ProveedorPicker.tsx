import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useBuscarProveedores, type ProveedorOpcion } from '../api/buscar-proveedores';

interface Props {
  value: ProveedorOpcion | null;
  onChange: (value: ProveedorOpcion | null) => void;
  error?: string;
  label?: string;
  size?: 'small' | 'medium';
}

/** Searches active suppliers on the server as the admin types (inactive ones are not offered). */
export function ProveedorPicker({ value, onChange, error, label = 'Proveedor', size }: Props) {
  const [input, setInput] = useState('');
  const { opciones, loading } = useBuscarProveedores(value && input === value.nombre ? '' : input);
  return (
    <Autocomplete
      value={value}
      options={value && !opciones.some((o) => o.id === value.id) ? [value, ...opciones] : opciones}
      getOptionLabel={(option) => option.nombre}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={(options) => options}
      loading={loading}
      loadingText="Buscando…"
      noOptionsText="Sin proveedores activos que coincidan"
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, option) => onChange(option)}
      size={size}
      sx={{ minWidth: 220 }}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}
