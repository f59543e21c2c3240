import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

interface RowActionsProps {
  nombre: string;
  activo: boolean;
  onEdit: () => void;
  onToggle: () => void;
  /** Verb for reactivating ("Reactivar" for catalogue records, "Activar" for logins). */
  activar?: string;
  children?: ReactNode;
}

/** A table row's edit and deactivate/reactivate buttons, named after the record for screen readers. */
export function RowActions({ nombre, activo, onEdit, onToggle, activar = 'Reactivar', children }: RowActionsProps) {
  const toggle = activo ? 'Desactivar' : activar;
  return (
    <>
      {children}
      <Tooltip title="Editar">
        <IconButton aria-label={`Editar ${nombre}`} onClick={onEdit}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={toggle}>
        <IconButton aria-label={`${toggle} ${nombre}`} onClick={onToggle}>
          {activo ? <BlockIcon /> : <CheckCircleIcon />}
        </IconButton>
      </Tooltip>
    </>
  );
}
