import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useMemo, useState } from 'react';
import { formatDia, formatFecha } from '@domain/fechas';
import { formatMoney } from '@domain/money';
import { ajusteTelefono } from '@/components/tabla/PaginacionTarjetas';
import type { Celda, ColumnaCsv } from '@/lib/exportar/csv';
import { AvisoDeslizar, useDesborda } from '@/components/tabla/AvisoDeslizar';

/**
 * Lines a page shows: a business's 200 clients drawn at once took half a second after their
 * figures arrived on a slow machine, and were a long scroll on a phone. A month's days fit on
 * the first page. Sorting orders them all; the export takes them all.
 */
export const FILAS_POR_PAGINA = [50, 100, 200];

/** How a cell reads on screen: money as $1,000.00, a day as dd/mm/yy, counts with separators. */
export function textoCelda(value: Celda): string {
  if (typeof value === 'number') return value.toLocaleString('es-MX');
  if (typeof value === 'string') return value;
  if ('instante' in value) return formatFecha(value.instante);
  return 'dia' in value ? formatDia(value.dia) : formatMoney(value.centavos);
}

/** What a cell sorts by: amounts and counts as numbers, text case- and accent-insensitively. */
function claveOrden(value: Celda): number | string {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if ('instante' in value) return value.instante?.getTime() ?? 0;
  return 'dia' in value ? value.dia : value.centavos;
}

function comparar(a: Celda, b: Celda): number {
  const [x, y] = [claveOrden(a), claveOrden(b)];
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y), 'es', { sensitivity: 'base' });
}

/**
 * The lines' cells as MUI's small TableCell draws them (its type, padding, line and alignment,
 * and the hover of a line), styled once for the whole table: plain cells, not a styled TableCell
 * each. A page of 50 lines is some 450 cells, and each TableCell worked its styles out again on
 * every render: a third of the time the table took to draw once its figures had arrived.
 */
const cuerpo: SxProps<Theme> = (theme) => ({
  '& tbody td': {
    ...theme.typography.body2,
    color: (theme.vars ?? theme).palette.text.primary,
    padding: '6px 16px',
    borderBottom: `1px solid ${theme.vars ? theme.vars.palette.TableCell.border : theme.palette.divider}`,
    textAlign: 'left',
  },
  '& tbody td.right': { textAlign: 'right' },
  '& tbody tr:not(.total):hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '& tbody tr.total td': { fontWeight: 700 },
  // On a phone the table scrolls sideways under its first column, which stays put: each line keeps
  // its name in view (a report's 907 px of columns in a phone's 324 px box).
  '& th:first-of-type, & td:first-of-type': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    boxShadow: `2px 0 4px -2px ${(theme.vars ?? theme).palette.divider}`,
  },
});

/** A scroll bar that shows, on a phone too, that there is more to the right. */
const desplazable: SxProps<Theme> = (theme) => ({
  maxWidth: '100%',
  overflowX: 'auto',
  '&::-webkit-scrollbar': { height: 8 },
  '&::-webkit-scrollbar-thumb': { backgroundColor: (theme.vars ?? theme).palette.action.disabled, borderRadius: 4 },
});

interface TablaReporteProps<T> {
  /** The table's accessible name. */
  titulo: string;
  columnas: ColumnaCsv<T>[];
  filas: T[];
  /** The totals line, shown last and never sorted. */
  total?: T;
}

/**
 * A report's table: every column sorts (numbers as numbers); more than 50 lines are paged; the
 * totals line, of every line, stays at the bottom of each page.
 */
export function TablaReporte<T>({ titulo, columnas, filas, total }: TablaReporteProps<T>) {
  const [desbordaRef, desborda] = useDesborda<HTMLDivElement>();
  const [orden, setOrden] = useState<{ columna: number; asc: boolean } | null>(null);
  const [pagina, setPagina] = useState(0);
  const [porPagina, setPorPagina] = useState(FILAS_POR_PAGINA[0]);
  // Other lines (another period or view) start at their first page.
  const [filasMostradas, setFilasMostradas] = useState(filas);
  if (filasMostradas !== filas) {
    setFilasMostradas(filas);
    setPagina(0);
  }
  const ordenadas = useMemo(() => {
    if (!orden) return filas;
    const { value } = columnas[orden.columna];
    return [...filas].sort((a, b) => (orden.asc ? 1 : -1) * comparar(value(a), value(b)));
  }, [filas, columnas, orden]);
  // Numbers and amounts to the right (the first column names the line), read off the first row once.
  const alineacion = useMemo(
    () =>
      columnas.map((columna, i): 'left' | 'right' =>
        i > 0 && filas.length > 0 && typeof columna.value(filas[0]) !== 'string' ? 'right' : 'left',
      ),
    [columnas, filas],
  );
  return (
    <Box>
      <AvisoDeslizar desborda={desborda} />
      {/* Reachable by keyboard to scroll it sideways, and named for who reaches it. */}
      <TableContainer
        ref={desbordaRef}
        tabIndex={0}
        role="region"
        aria-label={`${titulo}: tabla desplazable`}
        sx={desplazable}
      >
        <Table size="small" aria-label={titulo} sx={cuerpo}>
          <TableHead>
            <TableRow>
              {columnas.map((columna, i) => (
                <TableCell
                  key={columna.header}
                  align={alineacion[i]}
                  sortDirection={orden?.columna === i ? (orden.asc ? 'asc' : 'desc') : false}
                >
                  <TableSortLabel
                    active={orden?.columna === i}
                    direction={orden?.columna === i && !orden.asc ? 'desc' : 'asc'}
                    onClick={() => {
                      setOrden(orden?.columna === i ? { columna: i, asc: !orden.asc } : { columna: i, asc: i === 0 });
                      setPagina(0);
                    }}
                  >
                    {columna.header}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {ordenadas.slice(pagina * porPagina, (pagina + 1) * porPagina).map((fila, r) => (
              <tr key={r}>
                {columnas.map((columna, i) => (
                  <td key={columna.header} className={alineacion[i]}>
                    {textoCelda(columna.value(fila))}
                  </td>
                ))}
              </tr>
            ))}
            {total && (
              <tr className="total">
                {columnas.map((columna, i) => (
                  <td key={columna.header} className={alineacion[i]}>
                    {i === 0 ? 'Total' : textoCelda(columna.value(total))}
                  </td>
                ))}
              </tr>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {filas.length > FILAS_POR_PAGINA[0] && (
        <TablePagination
          component="div"
          sx={ajusteTelefono}
          count={filas.length}
          page={pagina}
          rowsPerPage={porPagina}
          rowsPerPageOptions={FILAS_POR_PAGINA}
          onPageChange={(_, siguiente) => setPagina(siguiente)}
          onRowsPerPageChange={(event) => {
            setPorPagina(Number(event.target.value));
            setPagina(0);
          }}
          labelRowsPerPage="Filas"
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          slotProps={{
            actions: {
              previousButton: { 'aria-label': 'Página anterior' },
              nextButton: { 'aria-label': 'Página siguiente' },
            },
          }}
        />
      )}
    </Box>
  );
}
