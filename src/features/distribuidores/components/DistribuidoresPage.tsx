import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { columnaEstatus } from '@/components/lista/columnas-registro';
import { columnaTelefono } from '@/components/lista/columnas';
import { FiltrosDeRegistros } from '@/components/lista/FiltrosDeRegistros';
import { ListaDeRegistros } from '@/components/lista/ListaDeRegistros';
import { useFiltro } from '@/components/lista/use-lista';
import { useListaDeRegistros, type Recurso } from '@/components/lista/use-lista-de-registros';
import { readSessionUser } from '@/lib/sesion/session-user';
import type { DistribuidoresFiltro } from '../api/distribuidores-query';
import { useDistribuidores, type DistribuidorFila } from '../api/list-distribuidores';
import { DuenoFilter } from './DuenoFilter';

const DistribuidorDialog = lazyDialog(() => import('./DistribuidorDialog').then((m) => m.DistribuidorDialog));

const RECURSO: Recurso = { etiqueta: 'Distribuidor', label: 'Distribuidores', icono: <PersonAddIcon /> };

export default function DistribuidoresPage() {
  const stored = readSessionUser();
  // A client sees and manages only its own distributors; the admin sees all, with their owner.
  const propio = stored.status === 'ok' && stored.user.role === 'user' ? stored.user.uid : null;
  const esAdmin = propio === null;
  const { consulta, campo } = useFiltro<DistribuidoresFiltro>({ texto: '', estatus: '', dueno: propio ?? '' });
  const { page: data, nombres } = useDistribuidores(consulta, esAdmin);

  const columnas = useMemo<GridColDef<DistribuidorFila>[]>(
    () => [
      { field: 'nombre', headerName: 'Nombre', flex: 1, minWidth: 170 },
      columnaTelefono<DistribuidorFila>(),
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
    ],
    [esAdmin, nombres],
  );
  const lista = useListaDeRegistros(data, RECURSO, columnas);

  return (
    <ListaDeRegistros
      {...lista}
      filtros={
        <>
          <FiltrosDeRegistros buscar="Buscar por nombre o zona" campo={campo} />
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
