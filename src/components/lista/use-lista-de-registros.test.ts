import { renderHook } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { paginaDePrueba } from '@/lib/carga/pagina-de-prueba';
import { useListaDeRegistros } from './use-lista-de-registros';

interface Fila {
  id: string;
  nombre: string;
  estatus: boolean;
}

const data = paginaDePrueba<Fila>();
const COLUMNAS: GridColDef<Fila>[] = [{ field: 'nombre', headerName: 'Nombre' }];
const RECURSO = { etiqueta: 'Proveedor', label: 'Proveedores', icono: null };

describe('useListaDeRegistros', () => {
  it('ends the list’s own columns with Acciones, the same columns from one render to the next', () => {
    const { result, rerender } = renderHook(() => useListaDeRegistros(data, RECURSO, COLUMNAS, { width: 140 }));
    expect(result.current.columns.map((col) => [col.field, col.width])).toEqual([
      ['nombre', undefined],
      ['acciones', 140],
    ]);
    expect(result.current).toMatchObject({ label: 'Proveedores', registros: { etiqueta: 'Proveedor', data } });

    const antes = result.current.columns;
    rerender();
    expect(result.current.columns).toBe(antes);
  });
});
