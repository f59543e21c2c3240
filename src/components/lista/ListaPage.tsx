import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { ServerTable } from '../ServerTable';
import type { ServerTableProps } from '../tabla/tipos';
import { FiltrosPlegables } from './FiltrosPlegables';

export interface ListaPageProps<T extends GridValidRowModel> extends Omit<ServerTableProps<T>, 'emptyText'> {
  /** What an empty page says; by default "No hay <label> con estos filtros". */
  emptyText?: string;
  /** The filter fields, laid out in one wrapping row beside the create button. */
  filtros: ReactNode;
  /**
   * On a phone, fold the filters behind "Filtros (n)", given n the active ones (filtrosActivos):
   * for a list with many filters, which would fill the first screen.
   */
  plegarFiltros?: number;
  /** The create button ("Nuevo cliente"), when the role may create. */
  nuevo?: { texto: string; icono: ReactNode; onClick: () => void };
  /** Other buttons at the end of the filter row (exports). */
  acciones?: ReactNode;
  /** The page's dialogs (create/edit, confirmations). */
  children?: ReactNode;
}

/**
 * A list screen: filters and the create button, then the server-paginated table (with its empty,
 * loading and error states), then the page's dialogs. A page declares its columns, query and filters.
 */
export function ListaPage<T extends GridValidRowModel>({
  filtros,
  plegarFiltros,
  nuevo,
  acciones,
  children,
  ...tabla
}: ListaPageProps<T>) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexGrow: 1, flexWrap: 'wrap' }}>
          {plegarFiltros === undefined ? (
            filtros
          ) : (
            <FiltrosPlegables activos={plegarFiltros}>{filtros}</FiltrosPlegables>
          )}
        </Stack>
        {acciones}
        {nuevo && (
          <Button
            variant="contained"
            startIcon={nuevo.icono}
            onClick={nuevo.onClick}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {nuevo.texto}
          </Button>
        )}
      </Stack>
      <ServerTable {...tabla} emptyText={tabla.emptyText ?? `No hay ${tabla.label.toLowerCase()} con estos filtros`} />
      {children}
    </Stack>
  );
}
