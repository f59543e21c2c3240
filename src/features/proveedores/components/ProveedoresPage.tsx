import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { TIPO_PROVEEDOR_LABELS, type TipoProveedor } from '../../../../domain/catalogo';
import { EstatusDialog } from '../../../components/EstatusDialog';
import { ESTATUS_OPTIONS, optionsOf, SearchField, SelectFilter } from '../../../components/filters';
import { useNotify } from '../../../components/notify';
import { RowActions } from '../../../components/RowActions';
import { ServerTable } from '../../../components/ServerTable';
import { StatusChip } from '../../../components/StatusChip';
import { useDebounced } from '../../../lib/use-debounced';
import { useProveedores, type ProveedorFila } from '../api/list-proveedores';
import type { ProveedoresFiltro } from '../api/proveedores-query';
import { lazyDialog } from '../../../components/lazy-dialog';

const ProveedorDialog = lazyDialog(() => import('./ProveedorDialog').then((m) => m.ProveedorDialog));

export default function ProveedoresPage() {
  const notify = useNotify();
  const [filtro, setFiltro] = useState<ProveedoresFiltro>({ texto: '', tipo: '', estatus: '' });
  const texto = useDebounced(filtro.texto);
  const data = useProveedores({ ...filtro, texto });
  const [editing, setEditing] = useState<ProveedorFila | 'nuevo' | null>(null);
  const [toggling, setToggling] = useState<ProveedorFila | null>(null);

  const columns = useMemo<GridColDef<ProveedorFila>[]>(
    () => [
      { field: 'nombre', headerName: 'Nombre', flex: 1, minWidth: 180 },
      { field: 'contacto', headerName: 'Contacto', width: 160 },
      { field: 'telefono', headerName: 'Teléfono', width: 120 },
      { field: 'correo', headerName: 'Correo', width: 210 },
      {
        field: 'tipo',
        headerName: 'Tipo',
        width: 110,
        valueFormatter: (value: TipoProveedor) => TIPO_PROVEEDOR_LABELS[value],
      },
      {
        field: 'estatus',
        headerName: 'Estatus',
        width: 110,
        renderCell: ({ row }) => <StatusChip activo={row.estatus} />,
      },
      {
        field: 'acciones',
        headerName: 'Acciones',
        width: 110,
        renderCell: ({ row }) => (
          <RowActions
            nombre={row.nombre}
            activo={row.estatus}
            onEdit={() => setEditing(row)}
            onToggle={() => setToggling(row)}
          />
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
            label="Buscar por nombre"
            value={filtro.texto}
            onChange={(value) => setFiltro({ ...filtro, texto: value })}
          />
          <SelectFilter
            label="Tipo"
            value={filtro.tipo}
            options={optionsOf(TIPO_PROVEEDOR_LABELS)}
            onChange={(tipo) => setFiltro({ ...filtro, tipo })}
          />
          <SelectFilter
            label="Estatus"
            value={filtro.estatus}
            options={ESTATUS_OPTIONS}
            onChange={(estatus) => setFiltro({ ...filtro, estatus })}
          />
        </Stack>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('nuevo')}>
          Nuevo proveedor
        </Button>
      </Stack>
      <ServerTable label="Proveedores" columns={columns} data={data} emptyText="No hay proveedores con estos filtros" />
      {editing && (
        <ProveedorDialog
          proveedor={editing === 'nuevo' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(nombre) => {
            notify(`Proveedor ${nombre} guardado`);
            setEditing(null);
            data.reload();
          }}
        />
      )}
      <EstatusDialog
        entidad="proveedores"
        etiqueta="Proveedor"
        registro={toggling}
        alDesactivar="dejará de poder elegirse para productos nuevos. Sus productos actuales no cambian."
        alReactivar="podrá volver a elegirse para productos nuevos."
        onClose={() => setToggling(null)}
        onDone={() => {
          setToggling(null);
          data.reload();
        }}
      />
    </Stack>
  );
}
