import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useBuscarClientes, type ClienteOpcion } from '../api/buscar-clientes';

interface Props {
  label: string;
  value: ClienteOpcion | null;
  onChange: (value: ClienteOpcion | null) => void;
  size?: 'small' | 'medium';
  helperText?: string;
}

/** Picks a client by searching on the server as the admin types. */
export function ClientePicker({ label, value, onChange, size, helperText }: Props) {
  const [input, setInput] = useState('');
  const { opciones, loading } = useBuscarClientes(value && input === value.nombre ? '' : input);
  return (
    <Autocomplete
      value={value}
      options={value && !opciones.some((o) => o.id === value.id) ? [value, ...opciones] : opciones}
      getOptionLabel={(option) => option.nombre}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={(options) => options}
      loading={loading}
      loadingText="Buscando…"
      noOptionsText="Sin clientes que coincidan"
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, option) => onChange(option)}
      size={size}
      sx={{ minWidth: 220 }}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
