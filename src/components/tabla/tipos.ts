import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { CursorPage } from '../../lib/use-cursor-page';

export interface ServerTableProps<T extends GridValidRowModel> {
  label: string;
  columns: GridColDef<T>[];
  data: CursorPage<T>;
  emptyText: string;
  /** Columns hidden when the table opens (the column menu shows them again; cards leave them out). */
  hidden?: string[];
}

export const PAGE_SIZES = [10, 25, 50];
