import TablePagination, { tablePaginationClasses } from '@mui/material/TablePagination';
import type { CursorPage } from '@/lib/carga/use-cursor-page';
import { filasEnTotal, PAGE_SIZES } from './tipos';

/**
 * On a phone, inside a card, MUI's margins made the pager wider than its box, which scrolls it
 * sideways and hid the next-page arrow: narrower margins there, and what still does not fit wraps
 * to a second line, right-aligned.
 */
export const ajusteTelefono = {
  [`& .${tablePaginationClasses.toolbar}`]: { flexWrap: 'wrap', justifyContent: 'flex-end', pl: { xs: 1, sm: 2 } },
  [`& .${tablePaginationClasses.spacer}`]: { display: { xs: 'none', sm: 'block' } },
  [`& .${tablePaginationClasses.input}`]: { mr: { xs: 1, sm: 4 } },
  [`& .${tablePaginationClasses.actions}`]: { ml: { xs: 0.5, sm: 2.5 } },
} as const;

/** The pager under the cards: rows per page, where this page stands, previous and next. */
export function PaginacionTarjetas<T>({ data }: { data: CursorPage<T> }) {
  return (
    <TablePagination
      component="div"
      sx={ajusteTelefono}
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
