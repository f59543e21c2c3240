import AddIcon from '@mui/icons-material/Add';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { TIPO_PRODUCTO_LABELS } from '../../../../domain/catalogo';
import { BuscarFiltro } from '../../../components/BuscarPicker';
import { EstatusFilter, optionsOf, optionsOfValues, SearchField, SelectFilter } from '../../../components/filters';
import { lazyDialog } from '../../../components/lazy-dialog';
import { ListaDeRegistros } from '../../../components/lista/ListaDeRegistros';
import { useFiltro, useRegistros } from '../../../components/lista/use-lista';
import { useOperadores } from '../../../lib/use-operadores';
import { useProductos } from '../api/list-productos';
import type { ProductosFiltro } from '../api/productos-query';
import { columnasProductos } from './columnas-productos';

const ProductoDialog = lazyDialog(() => import('./ProductoDialog').then((m) => m.ProductoDialog));

const INICIAL: ProductosFiltro = { texto: '', tipo: '', operador: '', proveedorId: '', estatus: '' };

export default function ProductosPage() {
  const { lista: operadores } = useOperadores();
  const { consulta, campo, cambiar } = useFiltro(INICIAL);
  const { page: data, nombres } = useProductos(consulta);
  const registros = useRegistros(data, 'Producto');
  const { editar, cambiarEstatus } = registros;
  const anchoCompleto = useMediaQuery((theme) => theme.breakpoints.up('xl'), { noSsr: true });

  const columns = useMemo(
    () => columnasProductos(nombres, { editar, cambiarEstatus }),
    [nombres, editar, cambiarEstatus],
  );

  return (
    <ListaDeRegistros
      registros={registros}
      label="Productos"
      columns={columns}
      hidden={anchoCompleto ? [] : ['proveedorId', 'sku']}
      icono={<AddIcon />}
      filtros={
        <>
          <SearchField label="Buscar por nombre o SKU" {...campo('texto')} />
          <SelectFilter label="Tipo" options={optionsOf(TIPO_PRODUCTO_LABELS)} {...campo('tipo')} />
          <SelectFilter label="Operador" options={optionsOfValues(operadores)} {...campo('operador')} />
          <BuscarFiltro
            coleccion="proveedores"
            label="Proveedor"
            soloActivos
            noOptionsText="Sin proveedores activos que coincidan"
            onChange={(id) => cambiar('proveedorId', id)}
          />
          <EstatusFilter {...campo('estatus')} />
        </>
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
