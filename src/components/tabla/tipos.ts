import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import type { CursorPage } from '@/lib/carga/use-cursor-page';

export interface ServerTableProps<T extends GridValidRowModel> {
  label: string;
  columns: GridColDef<T>[];
  data: CursorPage<T>;
  emptyText: string;
  /** Columns hidden when the table opens (the column menu shows them again; cards leave them out). */
  hidden?: string[];
  /**
   * A compact card for a phone, instead of a labelled line per column: a list whose rows are read
   * at a glance (a shop's history) keeps a page of 25 short. It renders the row's cells itself
   * (role="cell"), in the columns' order.
   */
  tarjeta?: (row: T) => ReactNode;
  /**
   * On a wide screen, rows as tall as their content: a cell whose buttons do not fit beside each
   * other puts them on two lines instead of going past the table's right edge.
   */
  filasAltas?: boolean;
}

export const PAGE_SIZES = [10, 25, 50];

/** The rows in all: unknown (-1) while more pages exist, exact once the last page is reached. */
export const filasEnTotal = <T>(data: CursorPage<T>) =>
  data.hasNextPage || data.loading ? -1 : data.page * data.pageSize + data.rows.length;
