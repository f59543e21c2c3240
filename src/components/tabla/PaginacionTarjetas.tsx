import TablePagination from '@mui/material/TablePagination';
import type { CursorPage } from '../../lib/use-cursor-page';
import { filasEnTotal, PAGE_SIZES } from './tipos';

/** The pager under the cards: rows per page, where this page stands, previous and next. */
export function PaginacionTarjetas<T>({ data }: { data: CursorPage<T> }) {
  return (
    <TablePagination
      component="div"
      count={filasEnTotal(data)}
      page={data.page}
      rowsPerPage={data.pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_, page) => data.setPage(page)}
      onRowsPerPageChange={(event) => data.setPageSize(Number(event.target.value))}
      labelRowsPerPage="Filas"
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count === -1 ? `más de ${to}` : count}`}
      slotProps={{
        actions: {
          previousButton: { 'aria-label': 'Página anterior' },
          nextButton: { 'aria-label': 'Página siguiente', disabled: !data.hasNextPage || data.loading },
        },
      }}
    />
  );
}
