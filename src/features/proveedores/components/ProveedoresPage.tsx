import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { TIPO_PROVEEDOR_LABELS } from '@domain/catalogo';
import { optionsOf, SelectFilter } from '@/components/filters';
import { lazyDialog } from '@/components/lazy-dialog';
import { columnaEtiqueta } from '@/components/lista/columna-etiqueta';
import { columnaEstatus } from '@/components/lista/columnas-registro';
import { columnaTelefono } from '@/components/lista/columnas';
import { FiltrosDeRegistros } from '@/components/lista/FiltrosDeRegistros';
import { ListaDeRegistros } from '@/components/lista/ListaDeRegistros';
import { useFiltro } from '@/components/lista/use-lista';
import { useListaDeRegistros, type Recurso } from '@/components/lista/use-lista-de-registros';
import { useProveedores, type ProveedorFila } from '../api/list-proveedores';
import type { ProveedoresFiltro } from '../api/proveedores-query';

const ProveedorDialog = lazyDialog(() => import('./ProveedorDialog').then((m) => m.ProveedorDialog));

const INICIAL: ProveedoresFiltro = { texto: '', tipo: '', estatus: '' };

const COLUMNAS: GridColDef<ProveedorFila>[] = [
  { field: 'nombre', headerName: 'Nombre', flex: 1, minWidth: 180 },
  { field: 'contacto', headerName: 'Contacto', width: 160 },
  columnaTelefono<ProveedorFila>(),
  { field: 'correo', headerName: 'Correo', width: 210 },
  columnaEtiqueta('tipo', 'Tipo', 110, TIPO_PROVEEDOR_LABELS),
  columnaEstatus<ProveedorFila>(110),
];

const RECURSO: Recurso = { etiqueta: 'Proveedor', label: 'Proveedores', icono: <AddIcon /> };

export default function ProveedoresPage() {
  const { consulta, campo } = useFiltro(INICIAL);
  const lista = useListaDeRegistros(useProveedores(consulta), RECURSO, COLUMNAS);

  return (
    <ListaDeRegistros
      {...lista}
      filtros={
        <FiltrosDeRegistros buscar="Buscar por nombre" campo={campo}>
          <SelectFilter label="Tipo" options={optionsOf(TIPO_PROVEEDOR_LABELS)} {...campo('tipo')} />
        </FiltrosDeRegistros>
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
