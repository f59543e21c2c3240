import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ROLE_LABELS, ROLES } from '../../../../domain/roles';
import type { UsuariosFiltro } from '../api/list-usuarios';

interface Props {
  value: UsuariosFiltro;
  onChange: (value: UsuariosFiltro) => void;
}

export function UsuariosFiltros({ value, onChange }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexGrow: 1 }}>
      <TextField
        label="Buscar por nombre o correo"
        value={value.texto}
        onChange={(event) => onChange({ ...value, texto: event.target.value })}
        size="small"
        sx={{ minWidth: 260 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Rol"
        value={value.role}
        onChange={(event) => onChange({ ...value, role: event.target.value as UsuariosFiltro['role'] })}
        size="small"
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">Todos</MenuItem>
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Estatus"
        value={value.estatus}
        onChange={(event) => onChange({ ...value, estatus: event.target.value as UsuariosFiltro['estatus'] })}
        size="small"
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">Todos</MenuItem>
        <MenuItem value="activos">Activos</MenuItem>
        <MenuItem value="inactivos">Inactivos</MenuItem>
      </TextField>
    </Stack>
  );
}
