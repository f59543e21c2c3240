import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useBuscarOpciones, type Opcion } from '../lib/lecturas/use-buscar-opciones';

interface Props {
  coleccion: 'clientes' | 'proveedores';
  label: string;
  value: Opcion | null;
  onChange: (value: Opcion | null) => void;
  noOptionsText: string;
  soloActivos?: boolean;
  size?: 'small' | 'medium';
  /** A validation message for the field (shown in red). */
  error?: string;
  helperText?: string;
}

/** Picks a record by searching on the server as the user types; a failed search says so and offers Reintentar. */
export function BuscarPicker({
  coleccion,
  label,
  value,
  onChange,
  noOptionsText,
  soloActivos,
  size,
  error,
  helperText,
}: Props) {
  const [input, setInput] = useState('');
  const busqueda = useBuscarOpciones(coleccion, value && input === value.nombre ? '' : input, { soloActivos });
  const { opciones, loading } = busqueda;
  const fallo = busqueda.error && (
    <>
      {busqueda.error}{' '}
      <Button size="small" onClick={busqueda.reload} sx={{ py: 0 }}>
        Reintentar
      </Button>
    </>
  );
  return (
    <Autocomplete
      value={value}
      options={value && !opciones.some((o) => o.id === value.id) ? [value, ...opciones] : opciones}
      getOptionLabel={(option) => option.nombre}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={(options) => options}
      loading={loading}
      loadingText="Buscando…"
      noOptionsText={busqueda.error ?? noOptionsText}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, option) => onChange(option)}
      size={size}
      sx={{ minWidth: 220 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error || busqueda.error)}
          helperText={fallo || error || helperText}
        />
      )}
    />
  );
}

/**
 * A list filter by one client or supplier: the picker keeps the chosen option and the list's
 * filter gets its id ('' when cleared).
 */
export function BuscarFiltro({
  onChange,
  ...props
}: Omit<Props, 'value' | 'onChange' | 'size'> & { onChange: (id: string) => void }) {
  const [elegido, setElegido] = useState<Opcion | null>(null);
  return (
    <BuscarPicker
      {...props}
      size="small"
      value={elegido}
      onChange={(opcion) => {
        setElegido(opcion);
        onChange(opcion?.id ?? '');
      }}
    />
  );
}
