import type { GridValidRowModel } from '@mui/x-data-grid';
import type { Dayjs } from 'dayjs';
import { FechasProvider, RangoFechas } from '../FechaInput';
import { ListaPage, type ListaPageProps } from './ListaPage';

interface Props<
  T extends GridValidRowModel,
  F extends { desde: Dayjs | null; hasta: Dayjs | null },
> extends ListaPageProps<T> {
  /** The filter that holds the Desde/Hasta range (dd/mm/aaaa pickers, after the other filters). */
  fechas: { value: F; onChange: (value: F) => void };
}

/** A list filtered by dates (logs, compras, movimientos, recargas): the list page with its Desde and Hasta. */
export function ListaConFechas<T extends GridValidRowModel, F extends { desde: Dayjs | null; hasta: Dayjs | null }>({
  fechas,
  filtros,
  ...lista
}: Props<T, F>) {
  return (
    <FechasProvider>
      <ListaPage
        {...lista}
        filtros={
          <>
            {filtros}
            <RangoFechas {...fechas} />
          </>
        }
      />
    </FechasProvider>
  );
}
