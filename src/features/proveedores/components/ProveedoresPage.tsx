import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { TIPO_PROVEEDOR_LABELS, type TipoProveedor } from '../../../../domain/catalogo';
import { EstatusFilter, optionsOf, SearchField, SelectFilter } from '../../../components/filters';
import { lazyDialog } from '../../../components/lazy-dialog';
import { columnaAcciones, columnaEstatus } from '../../../components/lista/columnas-registro';
import { ListaDeRegistros } from '../../../components/lista/ListaDeRegistros';
import { useFiltro, useRegistros } from '../../../components/lista/use-lista';
import { useProveedores, type ProveedorFila } from '../api/list-proveedores';
import type { ProveedoresFiltro } from '../api/proveedores-query';

const ProveedorDialog = lazyDialog(() => import('./ProveedorDialog').then((m) => m.ProveedorDialog));

const INICIAL: ProveedoresFiltro = { texto: '', tipo: '', estatus: '' };

export default function ProveedoresPage() {
  const { consulta, campo } = useFiltro(INICIAL);
  const data = useProveedores(consulta);
  const registros = useRegistros(data, 'Proveedor');
  const { editar, cambiarEstatus } = registros;

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
      columnaEstatus<ProveedorFila>(110),
      columnaAcciones<ProveedorFila>({ editar, cambiarEstatus }),
    ],
    [editar, cambiarEstatus],
  );

  return (
    <ListaDeRegistros
      registros={registros}
      label="Proveedores"
      columns={columns}
      icono={<AddIcon />}
      filtros={
        <>
          <SearchField label="Buscar por nombre" {...campo('texto')} />
          <SelectFilter label="Tipo" options={optionsOf(TIPO_PROVEEDOR_LABELS)} {...campo('tipo')} />
          <EstatusFilter {...campo('estatus')} />
        </>
      }
      formulario={(proveedor, props) => <ProveedorDialog proveedor={proveedor} {...props} />}
      estatus={{
        entidad: 'proveedores',
        alDesactivar: 'dejará de poder elegirse para productos nuevos. Sus productos actuales no cambian.',
        alReactivar: 'podrá volver a elegirse para productos nuevos.',
      }}
    />
  );
}
