import Stack from '@mui/material/Stack';
import { ROLE_LABELS } from '../../../../domain/roles';
import { ESTATUS_OPTIONS, optionsOf, SearchField, SelectFilter } from '../../../components/filters';
import type { UsuariosFiltro } from '../api/list-usuarios';

interface Props {
  value: UsuariosFiltro;
  onChange: (value: UsuariosFiltro) => void;
}

export function UsuariosFiltros({ value, onChange }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexGrow: 1 }}>
      <SearchField
        label="Buscar por nombre o correo"
        value={value.texto}
        onChange={(texto) => onChange({ ...value, texto })}
      />
      <SelectFilter
        label="Rol"
        value={value.role}
        options={optionsOf(ROLE_LABELS)}
        onChange={(role) => onChange({ ...value, role })}
      />
      <SelectFilter
        label="Estatus"
        value={value.estatus}
        options={ESTATUS_OPTIONS}
        onChange={(estatus) => onChange({ ...value, estatus })}
      />
    </Stack>
  );
}
