import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import type { CursorPage } from '../lib/use-cursor-page';
import { ErrorConReintentar } from './ErrorConReintentar';

interface ServerTableProps<T extends GridValidRowModel> {
  label: string;
  columns: GridColDef<T>[];
  data: CursorPage<T>;
  emptyText: string;
  /** Columns hidden when the table opens (the column menu shows them again). */
  hidden?: string[];
}

const PAGE_SIZES = [10, 25, 50];

/** A data table whose pages come from the server (cursor pagination): never the whole collection. */
export function ServerTable<T extends GridValidRowModel>({
  label,
  columns,
  data,
  emptyText,
  hidden = [],
}: ServerTableProps<T>) {
  return (
    <>
      {data.error && <ErrorConReintentar mensaje={data.error} onReintentar={data.reload} sx={{ mb: 2 }} />}
      <DataGrid
        aria-label={label}
        rows={data.rows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: Object.fromEntries(hidden.map((field) => [field, false])) } }}
        loading={data.loading}
        paginationMode="server"
        // Unknown total while more pages exist; exact once the last page is reached.
        rowCount={data.hasNextPage || data.loading ? -1 : data.page * data.pageSize + data.rows.length}
        paginationMeta={{ hasNextPage: data.hasNextPage }}
        paginationModel={{ page: data.page, pageSize: data.pageSize }}
        onPaginationModelChange={(model) =>
          model.pageSize !== data.pageSize ? data.setPageSize(model.pageSize) : data.setPage(model.page)
        }
        pageSizeOptions={PAGE_SIZES}
        disableColumnSorting
        disableColumnFilter
        disableRowSelectionOnClick
        autoHeight
        // Pages hold at most 50 rows: render every cell, so no column is out of reach (or of a screen reader).
        disableVirtualization
        localeText={{ ...esES.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: emptyText }}
        sx={{ bgcolor: 'background.paper' }}
      />
    </>
  );
}
