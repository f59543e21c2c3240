import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { PaginacionTarjetas } from './PaginacionTarjetas';
import type { ServerTableProps } from './tipos';

/** Read by assistive technology, not drawn: the column headers of the cards. */
const OCULTO = {
  // Strings: in sx a number up to 1 is a fraction of the parent, and margins are theme spacing.
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;

/**
 * The cards' rows and their lines, styled once for the whole list: each line is plain elements
 * with these classes, not three MUI components with their own styles. A phone draws 25 cards of
 * about 8 lines each, and the per-line components were most of the render after the first page
 * arrives: most of /clientes' total blocking time in Lighthouse's mobile run, held to 100 ms.
 */
const Filas = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  '& .tarjeta': { display: 'grid', gap: theme.spacing(0.5), padding: theme.spacing(2) },
  '& .tarjeta-linea': { display: 'flex', justifyContent: 'space-between', gap: theme.spacing(2) },
  '& .tarjeta-etiqueta': {
    ...theme.typography.body2,
    margin: 0,
    color: (theme.vars ?? theme).palette.text.secondary,
  },
  '& .tarjeta-valor': { textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' },
  '& .tarjeta-acciones': { display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: theme.spacing(1) },
}));

/** What a column shows for a row, computed as the grid does for the columns this app defines. */
function contenido<T extends GridValidRowModel>(col: GridColDef<T>, row: T): ReactNode {
  const crudo: unknown = row[col.field as keyof T];
  const getter = col.valueGetter as ((value: unknown, row: T) => unknown) | undefined;
  const value = getter ? getter(crudo, row) : crudo;
  const formatter = col.valueFormatter as ((value: unknown, row: T) => unknown) | undefined;
  const formatted = formatter ? formatter(value, row) : value;
  if (col.renderCell) {
    return col.renderCell({ row, value, formattedValue: formatted, field: col.field } as GridRenderCellParams<T>);
  }
  return formatted === null || formatted === undefined || formatted === '' ? '—' : String(formatted);
}

/** The rows as cards, each column a labelled line and the actions at its foot; a table to assistive technology. */
function Tarjetas<T extends GridValidRowModel>({
  label,
  columns,
  data,
  emptyText,
  tarjeta,
}: Omit<ServerTableProps<T>, 'hidden'>) {
  const datos = columns.filter((col) => col.field !== 'acciones');
  const acciones = columns.find((col) => col.field === 'acciones');
  return (
    <>
      {data.loading && <LinearProgress aria-label="Cargando" sx={{ mb: 1 }} />}
      <Box role="table" aria-label={label} aria-busy={data.loading}>
        <Box role="rowgroup" sx={OCULTO}>
          <Box role="row">
            {columns.map((col) => (
              <span role="columnheader" key={col.field}>
                {col.headerName ?? col.field}
              </span>
            ))}
          </Box>
        </Box>
        <Filas role="rowgroup">
          {data.rows.map((row, i) => (
            <Card role="row" variant="outlined" key={String(row.id ?? i)}>
              {tarjeta ? (
                tarjeta(row)
              ) : (
                <div className="tarjeta">
                  {datos.map((col) => (
                    <div className="tarjeta-linea" key={col.field}>
                      <p className="tarjeta-etiqueta" aria-hidden>
                        {col.headerName}
                      </p>
                      <div role="cell" className="tarjeta-valor">
                        {contenido(col, row)}
                      </div>
                    </div>
                  ))}
                  {acciones && (
                    <div role="cell" className="tarjeta-acciones">
                      {contenido(acciones, row)}
                    </div>
                  )}
                </div>
              )}
            </Card>
          ))}
        </Filas>
      </Box>
      {!data.loading && !data.rows.length && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      )}
    </>
  );
}

/**
 * The table on a phone: each row a card, each column a labelled line, the actions at its foot.
 * Still a table to assistive technology (column headers, rows, cells), so nothing is lost there;
 * the grid's code is never downloaded. Hidden columns are left out.
 */
export function TarjetasTable<T extends GridValidRowModel>({ columns, hidden = [], ...tabla }: ServerTableProps<T>) {
  return (
    <Box>
      <Tarjetas {...tabla} columns={columns.filter((col) => !hidden.includes(col.field))} />
      {/* Not while the first page is read: drawn then, the cards' arrival pushed it down the screen
          (Lighthouse's layout shift on /compras, 0.058). It appears under them instead. */}
      {(tabla.data.rows.length > 0 || !tabla.data.loading) && <PaginacionTarjetas data={tabla.data} />}
    </Box>
  );
}
