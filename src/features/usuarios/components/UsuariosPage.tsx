import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { formatFecha } from '../../../../domain/fechas';
import { ROLE_LABELS } from '../../../../domain/roles';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useNotify } from '../../../components/notify';
import { ServerTable } from '../../../components/ServerTable';
import { StatusChip } from '../../../components/StatusChip';
import { authErrorMessage } from '../../../lib/auth-errors';
import { restablecerPassword } from '../../../lib/restablecer-password';
import { readSessionUser } from '../../../lib/session-user';
import { useDebounced } from '../../../lib/use-debounced';
import { cambiarEstatus } from '../api/cambiar-usuario';
import { eliminarUsuario } from '../api/eliminar-usuario';
import { useUsuarios, type UsuarioFila, type UsuariosFiltro } from '../api/list-usuarios';
import { UsuarioAcciones, type AccionUsuario } from './UsuarioAcciones';
import { UsuariosFiltros } from './UsuariosFiltros';
import { lazyDialog } from '../../../components/lazy-dialog';

const CambiarRolDialog = lazyDialog(() => import('./CambiarRolDialog').then((m) => m.CambiarRolDialog));
const NuevoUsuarioDialog = lazyDialog(() => import('./NuevoUsuarioDialog').then((m) => m.NuevoUsuarioDialog));

type Pendiente = { accion: AccionUsuario; usuario: UsuarioFila } | null;

export default function UsuariosPage() {
  const notify = useNotify();
  const [filtro, setFiltro] = useState<UsuariosFiltro>({ texto: '', role: '', estatus: '' });
  const texto = useDebounced(filtro.texto);
  const data = useUsuarios({ ...filtro, texto });
  const [creating, setCreating] = useState(false);
  const [pendiente, setPendiente] = useState<Pendiente>(null);
  const stored = readSessionUser();
  const myUid = stored.status === 'ok' ? stored.user.uid : '';

  const done = (message: string) => {
    setPendiente(null);
    notify(message);
    data.reload();
  };
  const failed = (error: unknown) => notify(error instanceof Error ? error.message : String(error), 'error');

  const columns = useMemo<GridColDef<UsuarioFila>[]>(
    () => [
      { field: 'nombre', headerName: 'Nombre', flex: 1, minWidth: 160 },
      { field: 'correo', headerName: 'Correo', flex: 1, minWidth: 200 },
      {
        field: 'role',
        headerName: 'Rol',
        width: 140,
        valueFormatter: (value: UsuarioFila['role']) => ROLE_LABELS[value],
      },
      {
        field: 'estatus',
        headerName: 'Estatus',
        width: 120,
        renderCell: ({ row }) =>
          row.eliminado ? (
            <Chip size="small" label="Eliminado" color="error" variant="outlined" />
          ) : (
            <StatusChip activo={row.estatus} />
          ),
      },
      { field: 'creadoEn', headerName: 'Alta', width: 140, valueFormatter: (value: Date | null) => formatFecha(value) },
      {
        field: 'acciones',
        headerName: 'Acciones',
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <UsuarioAcciones
            usuario={row}
            esYo={row.id === myUid}
            onAccion={(accion, usuario) => setPendiente({ accion, usuario })}
          />
        ),
      },
    ],
    [myUid],
  );

  const usuario = pendiente?.usuario;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <UsuariosFiltros value={filtro} onChange={setFiltro} />
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
          Nuevo usuario
        </Button>
      </Stack>
      <ServerTable label="Usuarios" columns={columns} data={data} emptyText="No hay usuarios con estos filtros" />
      {creating && (
        <NuevoUsuarioDialog
          onClose={() => setCreating(false)}
          onCreated={(correo) => done(`Usuario ${correo} creado`)}
        />
      )}
      {pendiente?.accion === 'rol' && usuario && (
        <CambiarRolDialog
          usuario={usuario}
          onClose={() => setPendiente(null)}
          onChanged={(role) => done(`Rol de ${usuario.correo} cambiado a ${ROLE_LABELS[role]}`)}
        />
      )}
      <ConfirmDialog
        open={pendiente?.accion === 'estatus'}
        title={usuario?.estatus ? 'Desactivar usuario' : 'Activar usuario'}
        confirmText={usuario?.estatus ? 'Desactivar' : 'Activar'}
        danger={usuario?.estatus}
        onClose={() => setPendiente(null)}
        onConfirm={() =>
          usuario
            ? cambiarEstatus(usuario.id, !usuario.estatus).then(
                () => done(`Usuario ${usuario.correo} ${usuario.estatus ? 'desactivado' : 'activado'}`),
                failed,
              )
            : Promise.resolve()
        }
      >
        {usuario?.estatus
          ? `${usuario.nombre} (${usuario.correo}) ya no podrá iniciar sesión y su sesión actual se cerrará.`
          : `${usuario?.nombre} (${usuario?.correo}) podrá volver a iniciar sesión.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={pendiente?.accion === 'restablecer'}
        title="Enviar correo de restablecimiento"
        confirmText="Enviar"
        onClose={() => setPendiente(null)}
        onConfirm={() =>
          usuario
            ? restablecerPassword(usuario.correo).then(
                () => done(`Correo de restablecimiento enviado a ${usuario.correo}`),
                (error: unknown) => notify(authErrorMessage(error), 'error'),
              )
            : Promise.resolve()
        }
      >
        Se enviará a {usuario?.correo} un enlace para elegir una contraseña nueva.
      </ConfirmDialog>
      <ConfirmDialog
        open={pendiente?.accion === 'eliminar'}
        title="Eliminar usuario"
        confirmText="Eliminar"
        danger
        onClose={() => setPendiente(null)}
        onConfirm={() =>
          usuario
            ? eliminarUsuario(usuario.id).then(() => done(`Usuario ${usuario.correo} eliminado`), failed)
            : Promise.resolve()
        }
      >
        ¿Eliminar a {usuario?.nombre} ({usuario?.correo})? Ya no podrá iniciar sesión. Su historial se conserva.
      </ConfirmDialog>
    </Stack>
  );
}
