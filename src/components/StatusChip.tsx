import Chip from '@mui/material/Chip';

export function StatusChip({ activo }: { activo: boolean }) {
  return <Chip size="small" label={activo ? 'Activo' : 'Inactivo'} color={activo ? 'success' : 'default'} />;
}
