import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '@domain/roles';
import type { UsuarioFila } from '../api/list-usuarios';
import { cambiarRol } from '../api/cambiar-usuario';

interface Props {
  usuario: UsuarioFila;
  onClose: () => void;
  onChanged: (role: Role) => void;
}

export function CambiarRolDialog({ usuario, onClose, onChanged }: Props) {
  const [role, setRole] = useState<Role>(usuario.role);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await cambiarRol(usuario.id, role);
      onChanged(role);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Cambiar rol</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            {usuario.nombre} ({usuario.correo})
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField select label="Nuevo rol" value={role} onChange={(event) => setRole(event.target.value as Role)}>
            {ROLES.map((value) => (
              <MenuItem key={value} value={value}>
                {ROLE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            El menú del usuario cambia la próxima vez que inicie sesión; su sesión actual se cierra.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={save} loading={busy} disabled={role === usuario.role}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
