import { vi } from 'vitest';
import type { CursorPage } from './use-cursor-page';

/** For the tests: a list's first page as useCursorPage gives it, read and empty unless told otherwise. */
export const paginaDePrueba = <T>(cambios: Partial<CursorPage<T>> = {}): CursorPage<T> => ({
  rows: [],
  loading: false,
  error: null,
  page: 0,
  pageSize: 25,
  hasNextPage: false,
  setPage: vi.fn(),
  setPageSize: vi.fn(),
  reload: vi.fn(),
  ...cambios,
});
