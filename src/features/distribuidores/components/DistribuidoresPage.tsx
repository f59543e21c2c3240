import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { EstatusDialog } from '../../../components/EstatusDialog';
import { ESTATUS_OPTIONS, SearchField, SelectFilter } from '../../../components/filters';
import { useNotify } from '../../../components/notify';
import { RowActions } from '../../../components/RowActions';
import { ServerTable } from '../../../components/ServerTable';
import { StatusChip } from '../../../components/StatusChip';
import { readSessionUser } from '../../../lib/session-user';
import { useDebounced } from '../../../lib/use-debounced';
import type { Opcion } from '../../../lib/use-buscar-opciones';
import type { DistribuidoresFiltro } from '../api/distribuidores-query';
import { useDistribuidores, type DistribuidorFila } from '../api/list-distribuidores';
import { ClientePicker } from './ClientePicker';
import { lazyDialog } from '../../../components/lazy-dialog';

const DistribuidorDialog = lazyDialog(() => import('./DistribuidorDialog').then((m) => m.DistribuidorDialog));

export default function DistribuidoresPage() {
  const notify = useNotify();
  const stored = readSessionUser();
  // A client sees and manages only its own distributors; the admin sees all, with their owner.
  const propio = stored.status === 'ok' && stored.user.role === 'user' ? stored.user.uid : null;
  const esAdmin = propio === null;
  const [filtro, setFiltro] = useState<DistribuidoresFiltro>({ texto: '', estatus: '', dueno: propio ?? '' });
  const [duenoCliente, setDuenoCliente] = useState<Opcion | null>(null);
  const texto = useDebounced(filtro.texto);
  const { page: data, nombres } = useDistribuidores({ ...filtro, texto }, esAdmin);
  const [editing, setEditing] = useState<DistribuidorFila | 'nuevo' | null>(null);
  const [toggling, setToggling] = useState<DistribuidorFila | null>(null);

  const columns = useMemo<GridColDef<DistribuidorFila>[]>(
    () => [
      { field: 'nombre', headerName: 'Nombre', flex: 1, minWidth: 170 },
      { field: 'telefono', headerName: 'Teléfono', width: 115 },
      { field: 'zona', headerName: 'Zona', width: 130 },
      { field: 'comision', headerName: 'Comisión', width: 100, valueFormatter: (value: number) => `${value}%` },
      ...(esAdmin
        ? [
            {
              field: 'clienteId',
              headerName: 'Dueño',
              width: 190,
              valueFormatter: (value: string | null) => (value ? (nombres[value] ?? '…') : 'Negocio'),
            } satisfies GridColDef<DistribuidorFila>,
          ]
        : []),
      {
        field: 'estatus',
        headerName: 'Estatus',
        width: 105,
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
    [esAdmin, nombres],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexGrow: 1, flexWrap: 'wrap' }}>
          <SearchField
            label="Buscar por nombre o zona"
            value={filtro.texto}
            onChange={(value) => setFiltro({ ...filtro, texto: value })}
          />
          <SelectFilter
            label="Estatus"
            value={filtro.estatus}
            options={ESTATUS_OPTIONS}
            onChange={(estatus) => setFiltro({ ...filtro, estatus })}
          />
          {esAdmin && (
            <>
              <SelectFilter
                label="Dueño"
                value={filtro.dueno === 'negocio' ? 'negocio' : filtro.dueno ? 'cliente' : ''}
                options={[
                  { value: 'negocio', label: 'Del negocio' },
                  { value: 'cliente', label: 'De un cliente' },
                ]}
                onChange={(value) => {
                  setDuenoCliente(null);
                  setFiltro({ ...filtro, dueno: value === 'negocio' ? 'negocio' : '' });
                  if (value === 'cliente') setDuenoCliente({ id: '', nombre: '' });
                }}
              />
              {duenoCliente && (
                <ClientePicker
                  label="Cliente"
                  size="small"
                  value={duenoCliente.id ? duenoCliente : null}
                  onChange={(option) => {
                    setDuenoCliente(option ?? { id: '', nombre: '' });
                    setFiltro({ ...filtro, dueno: option?.id ?? '' });
                  }}
                />
              )}
            </>
          )}
        </Stack>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setEditing('nuevo')}>
          Nuevo distribuidor
        </Button>
      </Stack>
      <ServerTable
        label="Distribuidores"
        columns={columns}
        data={data}
        emptyText="No hay distribuidores con estos filtros"
      />
      {editing && (
        <DistribuidorDialog
          distribuidor={editing === 'nuevo' ? null : editing}
          propio={propio}
          onClose={() => setEditing(null)}
          onSaved={(nombre) => {
            notify(`Distribuidor ${nombre} guardado`);
            setEditing(null);
            data.reload();
          }}
        />
      )}
      <EstatusDialog
        entidad="distribuidores"
        etiqueta="Distribuidor"
        registro={toggling}
        alDesactivar="dejará de poder elegirse en ventas nuevas. Su historial se conserva."
        alReactivar="podrá volver a elegirse en ventas nuevas."
        onClose={() => setToggling(null)}
        onDone={() => {
          setToggling(null);
          data.reload();
        }}
      />
    </Stack>
  );
}
