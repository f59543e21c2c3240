import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { formatFecha } from '../../../../domain/fechas';
import { formatMoney } from '../../../../domain/money';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import { ESTATUS_OPTIONS, SearchField, SelectFilter } from '../../../components/filters';
import { useNotify } from '../../../components/notify';
import { RowActions } from '../../../components/RowActions';
import { ServerTable } from '../../../components/ServerTable';
import { StatusChip } from '../../../components/StatusChip';
import { useDebounced } from '../../../lib/use-debounced';
import { cambiarEstatusCliente } from '../api/cambiar-estatus-cliente';
import type { ClientesFiltro } from '../api/clientes-query';
import { useClientes, type ClienteFila } from '../api/list-clientes';

const ClienteDialog = lazyDialog(() => import('./ClienteDialog').then((m) => m.ClienteDialog));
const CuentaDialog = lazyDialog(() => import('./CuentaDialog').then((m) => m.CuentaDialog));

const ORDEN_OPTIONS = [
  { value: 'nombre', label: 'Nombre (A–Z)' },
  { value: 'saldo', label: 'Saldo (mayor primero)' },
] as const;

export default function ClientesPage() {
  const notify = useNotify();
  const [filtro, setFiltro] = useState<ClientesFiltro>({ texto: '', estatus: '', orden: 'nombre' });
  const texto = useDebounced(filtro.texto);
  const data = useClientes({ ...filtro, texto });
  const [editing, setEditing] = useState<ClienteFila | 'nuevo' | null>(null);
  const [cuenta, setCuenta] = useState<ClienteFila | null>(null);
  const [toggling, setToggling] = useState<ClienteFila | null>(null);

  const columns = useMemo<GridColDef<ClienteFila>[]>(
    () => [
      // Fits a 1366 px screen with the menu open (about 1,060 px for the table).
      { field: 'nombre', headerName: 'Negocio', flex: 1, minWidth: 160 },
      { field: 'contacto', headerName: 'Contacto', width: 120 },
      { field: 'telefono', headerName: 'Teléfono', width: 110 },
      { field: 'correo', headerName: 'Correo', flex: 1, minWidth: 160 },
      {
        field: 'saldo',
        headerName: 'Saldo',
        width: 110,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => formatMoney(value),
      },
      {
        field: 'estatus',
        headerName: 'Estatus',
        width: 100,
        renderCell: ({ row }) => <StatusChip activo={row.estatus} />,
      },
      { field: 'creadoEn', headerName: 'Alta', width: 120, valueFormatter: (value: Date | null) => formatFecha(value) },
      {
        field: 'acciones',
        headerName: 'Acciones',
        width: 140,
        renderCell: ({ row }) => (
          <RowActions
            nombre={row.nombre}
            activo={row.estatus}
            onEdit={() => setEditing(row)}
            onToggle={() => setToggling(row)}
            activar="Activar"
          >
            <Tooltip title="Cuenta y saldo">
              <IconButton aria-label={`Cuenta de ${row.nombre}`} onClick={() => setCuenta(row)}>
                <AccountBalanceWalletIcon />
              </IconButton>
            </Tooltip>
          </RowActions>
        ),
      },
    ],
    [],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexGrow: 1 }}>
          <SearchField
            label="Buscar por nombre, correo o teléfono"
            value={filtro.texto}
            onChange={(value) => setFiltro({ ...filtro, texto: value })}
          />
          <SelectFilter
            label="Estatus"
            value={filtro.estatus}
            options={ESTATUS_OPTIONS}
            onChange={(estatus) => setFiltro({ ...filtro, estatus })}
          />
          <SelectFilter
            label="Ordenar por"
            value={filtro.orden}
            options={ORDEN_OPTIONS}
            onChange={(orden) => setFiltro({ ...filtro, orden: orden || 'nombre' })}
            allLabel={null}
          />
        </Stack>
        <Button variant="contained" startIcon={<AddBusinessIcon />} onClick={() => setEditing('nuevo')}>
          Nuevo cliente
        </Button>
      </Stack>
      <ServerTable label="Clientes" columns={columns} data={data} emptyText="No hay clientes con estos filtros" />
      {editing && (
        <ClienteDialog
          cliente={editing === 'nuevo' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(nombre) => {
            notify(`Cliente ${nombre} guardado`);
            setEditing(null);
            data.reload();
          }}
        />
      )}
      {cuenta && <CuentaDialog cliente={cuenta} onClose={() => setCuenta(null)} onChanged={data.reload} />}
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.estatus ? 'Desactivar cliente' : 'Activar cliente'}
        confirmText={toggling?.estatus ? 'Desactivar' : 'Activar'}
        danger={toggling?.estatus}
        onClose={() => setToggling(null)}
        onConfirm={async () => {
          if (!toggling) return;
          try {
            await cambiarEstatusCliente(toggling.id, !toggling.estatus);
            notify(`Cliente ${toggling.nombre} ${toggling.estatus ? 'desactivado' : 'activado'}`);
            setToggling(null);
            data.reload();
          } catch (error) {
            notify(error instanceof Error ? error.message : String(error), 'error');
          }
        }}
      >
        {toggling?.estatus
          ? `${toggling.nombre} y su acceso quedan desactivados; su sesión actual se cierra. Su saldo se conserva.`
          : `${toggling?.nombre} podrá volver a iniciar sesión.`}
      </ConfirmDialog>
    </Stack>
  );
}
