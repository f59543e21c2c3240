import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { ROLE_LABELS } from '@domain/roles';
import { EstatusFilter, optionsOf, SearchField, SelectFilter } from '@/components/filters';
import { lazyDialog } from '@/components/lazy-dialog';
import { columnaFecha } from '@/components/lista/columnas';
import { ListaPage } from '@/components/lista/ListaPage';
import { useFiltro } from '@/components/lista/use-lista';
import { useNotify } from '@/components/notify';
import { StatusChip } from '@/components/StatusChip';
import { readSessionUser } from '@/lib/sesion/session-user';
import { useUsuarios, type UsuarioFila, type UsuariosFiltro } from '../api/list-usuarios';
import { AccionDialogs, type Pendiente } from './AccionDialogs';
import { UsuarioAcciones } from './UsuarioAcciones';

const NuevoUsuarioDialog = lazyDialog(() => import('./NuevoUsuarioDialog').then((m) => m.NuevoUsuarioDialog));

const INICIAL: UsuariosFiltro = { texto: '', role: '', estatus: '' };

export default function UsuariosPage() {
  const notify = useNotify();
  const { consulta, campo } = useFiltro(INICIAL);
  const data = useUsuarios(consulta);
  const [creating, setCreating] = useState(false);
  const [pendiente, setPendiente] = useState<Pendiente>(null);
  const stored = readSessionUser();
  const myUid = stored.status === 'ok' ? stored.user.uid : '';

  const done = (message: string) => {
    setPendiente(null);
    setCreating(false);
    notify(message);
    data.reload();
  };

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
      columnaFecha<UsuarioFila>('creadoEn', 'Alta', 140),
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

  return (
    <ListaPage
      label="Usuarios"
      columns={columns}
      data={data}
      nuevo={{ texto: 'Nuevo usuario', icono: <PersonAddIcon />, onClick: () => setCreating(true) }}
      filtros={
        <>
          <SearchField label="Buscar por nombre o correo" {...campo('texto')} />
          <SelectFilter label="Rol" options={optionsOf(ROLE_LABELS)} {...campo('role')} />
          <EstatusFilter {...campo('estatus')} />
        </>
      }
    >
      {creating && (
        <NuevoUsuarioDialog
          onClose={() => setCreating(false)}
          onCreated={(correo) => done(`Usuario ${correo} creado`)}
        />
      )}
      <AccionDialogs pendiente={pendiente} onClose={() => setPendiente(null)} onDone={done} />
    </ListaPage>
  );
}
