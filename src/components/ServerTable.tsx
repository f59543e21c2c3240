import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { lazy, Suspense } from 'react';
import { ErrorConReintentar } from './ErrorConReintentar';
import { TarjetasTable } from './tabla/TarjetasTable';
import type { ServerTableProps } from './tabla/tipos';

const GridTable = lazy(() => import('./tabla/GridTable'));

/**
 * A table whose pages come from the server (cursor pagination): never the whole collection. On a
 * wide screen, MUI X's data grid (its code loads with the first list shown); on a phone, one card
 * per row, which never loads the grid.
 */
export function ServerTable<T extends GridValidRowModel>(props: ServerTableProps<T>) {
  const telefono = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      {props.data.error && (
        <ErrorConReintentar mensaje={props.data.error} onReintentar={props.data.reload} sx={{ mb: 2 }} />
      )}
      {telefono ? (
        <TarjetasTable {...props} />
      ) : (
        <Suspense fallback={<Skeleton variant="rectangular" height={320} />}>
          <GridTable {...(props as unknown as ServerTableProps<GridValidRowModel>)} />
        </Suspense>
      )}
    </>
  );
}
