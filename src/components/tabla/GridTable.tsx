import { DataGrid, type GridValidRowModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { filasEnTotal, PAGE_SIZES, type ServerTableProps } from './tipos';

/** The table on a wide screen: MUI X's data grid over one server page (loaded with the first list shown). */
export default function GridTable<T extends GridValidRowModel>({
  label,
  columns,
  data,
  emptyText,
  hidden = [],
  filasAltas = false,
}: ServerTableProps<T>) {
  return (
    <DataGrid
      aria-label={label}
      rows={data.rows}
      columns={columns}
      initialState={{ columns: { columnVisibilityModel: Object.fromEntries(hidden.map((field) => [field, false])) } }}
      loading={data.loading}
      paginationMode="server"
      rowCount={filasEnTotal(data)}
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
      getRowHeight={filasAltas ? () => 'auto' : undefined}
      // Pages hold at most 50 rows: render every cell, so no column is out of reach (or of a screen reader).
      disableVirtualization
      localeText={{ ...esES.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: emptyText }}
      sx={{
        bgcolor: 'background.paper',
        // Rows as tall as their content keep at least a row's usual height, with room around wrapped lines.
        ...(filasAltas && {
          '& .MuiDataGrid-cell': { minHeight: 52, py: 0.75, display: 'flex', alignItems: 'center' },
        }),
      }}
    />
  );
}
