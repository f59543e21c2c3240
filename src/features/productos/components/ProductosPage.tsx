import AddIcon from '@mui/icons-material/Add';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { TIPO_PRODUCTO_LABELS } from '@domain/catalogo';
import { BuscarFiltro } from '@/components/BuscarPicker';
import { optionsOf, optionsOfValues, SelectFilter } from '@/components/filters';
import { lazyDialog } from '@/components/lazy-dialog';
import { FiltrosDeRegistros } from '@/components/lista/FiltrosDeRegistros';
import { ListaDeRegistros } from '@/components/lista/ListaDeRegistros';
import { useFiltro } from '@/components/lista/use-lista';
import { useListaDeRegistros, type Recurso } from '@/components/lista/use-lista-de-registros';
import { useOperadores } from '@/lib/lecturas/use-operadores';
import { useProductos } from '../api/list-productos';
import type { ProductosFiltro } from '../api/productos-query';
import { columnasProductos } from './columnas-productos';

const ProductoDialog = lazyDialog(() => import('./ProductoDialog').then((m) => m.ProductoDialog));

const RECURSO: Recurso = { etiqueta: 'Producto', label: 'Productos', icono: <AddIcon /> };

const INICIAL: ProductosFiltro = { texto: '', tipo: '', operador: '', proveedorId: '', estatus: '' };

export default function ProductosPage() {
  const { lista: operadores } = useOperadores();
  const { consulta, campo, cambiar } = useFiltro(INICIAL);
  const { page: data, nombres } = useProductos(consulta);
  const anchoCompleto = useMediaQuery((theme) => theme.breakpoints.up('xl'), { noSsr: true });
  const columnas = useMemo(() => columnasProductos(nombres), [nombres]);
  const lista = useListaDeRegistros(data, RECURSO, columnas, { width: 100 });

  return (
    <ListaDeRegistros
      {...lista}
      hidden={anchoCompleto ? [] : ['proveedorId', 'sku']}
      filtros={
        <FiltrosDeRegistros buscar="Buscar por nombre o SKU" campo={campo}>
          <SelectFilter label="Tipo" options={optionsOf(TIPO_PRODUCTO_LABELS)} {...campo('tipo')} />
          <SelectFilter label="Operador" options={optionsOfValues(operadores)} {...campo('operador')} />
          <BuscarFiltro
            coleccion="proveedores"
            label="Proveedor"
            soloActivos
            noOptionsText="Sin proveedores activos que coincidan"
            onChange={(id) => cambiar('proveedorId', id)}
          />
        </FiltrosDeRegistros>
      }
      formulario={(producto, props) => (
        <ProductoDialog
          producto={producto}
          proveedorNombre={producto ? nombres[producto.proveedorId] : undefined}
          {...props}
        />
      )}
      estatus={{
        entidad: 'productos',
        alDesactivar: 'dejará de ofrecerse a los clientes para comprar o recargar.',
        alReactivar: 'volverá a ofrecerse a los clientes.',
      }}
    />
  );
}
