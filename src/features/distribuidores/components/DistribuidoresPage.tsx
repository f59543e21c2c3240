import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { EstatusFilter, SearchField } from '../../../components/filters';
import { lazyDialog } from '../../../components/lazy-dialog';
import { columnaAcciones, columnaEstatus } from '../../../components/lista/columnas-registro';
import { ListaDeRegistros } from '../../../components/lista/ListaDeRegistros';
import { useFiltro, useRegistros } from '../../../components/lista/use-lista';
import { readSessionUser } from '../../../lib/session-user';
import type { DistribuidoresFiltro } from '../api/distribuidores-query';
import { useDistribuidores, type DistribuidorFila } from '../api/list-distribuidores';
import { DuenoFilter } from './DuenoFilter';

const DistribuidorDialog = lazyDialog(() => import('./DistribuidorDialog').then((m) => m.DistribuidorDialog));

export default function DistribuidoresPage() {
  const stored = readSessionUser();
  // A client sees and manages only its own distributors; the admin sees all, with their owner.
  const propio = stored.status === 'ok' && stored.user.role === 'user' ? stored.user.uid : null;
  const esAdmin = propio === null;
  const { consulta, campo } = useFiltro<DistribuidoresFiltro>({ texto: '', estatus: '', dueno: propio ?? '' });
  const { page: data, nombres } = useDistribuidores(consulta, esAdmin);
  const registros = useRegistros(data, 'Distribuidor');
  const { editar, cambiarEstatus } = registros;

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
      columnaEstatus<DistribuidorFila>(105),
      columnaAcciones<DistribuidorFila>({ editar, cambiarEstatus }),
    ],
    [esAdmin, nombres, editar, cambiarEstatus],
  );

  return (
    <ListaDeRegistros
      registros={registros}
      label="Distribuidores"
      columns={columns}
      icono={<PersonAddIcon />}
      filtros={
        <>
          <SearchField label="Buscar por nombre o zona" {...campo('texto')} />
          <EstatusFilter {...campo('estatus')} />
          {esAdmin && <DuenoFilter {...campo('dueno')} />}
        </>
      }
      formulario={(distribuidor, props) => (
        <DistribuidorDialog distribuidor={distribuidor} propio={propio} {...props} />
      )}
      estatus={{
        entidad: 'distribuidores',
        alDesactivar: 'dejará de poder elegirse en ventas nuevas. Su historial se conserva.',
        alReactivar: 'podrá volver a elegirse en ventas nuevas.',
      }}
    />
  );
}
