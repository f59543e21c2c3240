import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { UsuarioFila } from '../api/list-usuarios';

export type AccionUsuario = 'rol' | 'estatus' | 'restablecer' | 'sesiones' | 'eliminar';

interface Props {
  usuario: UsuarioFila;
  esYo: boolean;
  onAccion: (accion: AccionUsuario, usuario: UsuarioFila) => void;
}

/**
 * The row's actions; an admin cannot demote, deactivate or delete itself (the server refuses too),
 * and ends its own sessions from Perfil. An inactive user has no session to end.
 */
export function UsuarioAcciones({ usuario, esYo, onAccion }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (accion: AccionUsuario) => {
    setAnchor(null);
    onAccion(accion, usuario);
  };
  if (usuario.eliminado) return null;
  return (
    <>
      <IconButton aria-label={`Acciones para ${usuario.nombre}`} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick('rol')} disabled={esYo}>
          Cambiar rol
        </MenuItem>
        <MenuItem onClick={() => pick('estatus')} disabled={esYo}>
          {usuario.estatus ? 'Desactivar' : 'Activar'}
        </MenuItem>
        <MenuItem onClick={() => pick('restablecer')}>Enviar correo de restablecimiento</MenuItem>
        <MenuItem onClick={() => pick('sesiones')} disabled={esYo || !usuario.estatus}>
          Cerrar sus sesiones
        </MenuItem>
        <MenuItem onClick={() => pick('eliminar')} disabled={esYo} sx={{ color: 'error.main' }}>
          Eliminar
        </MenuItem>
      </Menu>
    </>
  );
}
