import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LOG_SCREENS, LOG_TYPES } from '../../../../domain/logs';
import { RangoFechas } from '../../../components/FechaInput';
import type { LogsFiltro } from '../api/list-logs';

interface Props {
  value: LogsFiltro;
  onChange: (value: LogsFiltro) => void;
}

export function LogsFiltros({ value, onChange }: Props) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        label="Tipo"
        size="small"
        value={value.type}
        onChange={(event) => onChange({ ...value, type: event.target.value as LogsFiltro['type'] })}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="">Todos</MenuItem>
        {LOG_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Pantalla"
        size="small"
        value={value.screen}
        onChange={(event) => onChange({ ...value, screen: event.target.value })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">Todas</MenuItem>
        {LOG_SCREENS.map((screen) => (
          <MenuItem key={screen} value={screen}>
            {screen}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Correo"
        size="small"
        type="email"
        value={value.email}
        onChange={(event) => onChange({ ...value, email: event.target.value })}
        sx={{ minWidth: 220 }}
      />
      <RangoFechas value={value} onChange={onChange} />
    </Stack>
  );
}
