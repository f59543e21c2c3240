import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { comisionCubeta } from '@domain/corte';
import { formatMoney } from '@domain/money';
import type { FilaCorte } from '../api/lineas-corte';
import { AvisoDeslizar, useDesborda } from '@/components/tabla/AvisoDeslizar';

/** On a phone the table scrolls sideways under its first column, which stays in view. */
const tabla: SxProps<Theme> = (theme) => ({
  '& th:first-of-type, & td:first-of-type': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    boxShadow: `2px 0 4px -2px ${(theme.vars ?? theme).palette.divider}`,
  },
  '& td, & th': { whiteSpace: 'nowrap' },
});

/** A corte's lines of one group (by carrier, or by seller with what each earned). */
export function TablaCorte({ titulo, filas }: { titulo: string; filas: FilaCorte[] }) {
  const [desbordaRef, desborda] = useDesborda<HTMLDivElement>();
  const ganancias = filas.some((f) => f.ganancia !== undefined);
  return (
    <div>
      <AvisoDeslizar desborda={desborda} />
      {/* Reachable by keyboard to scroll it sideways, and named for who reaches it. */}
      <TableContainer
        ref={desbordaRef}
        tabIndex={0}
        role="region"
        aria-label={`${titulo}: tabla desplazable`}
        sx={{ maxWidth: '100%', overflowX: 'auto' }}
      >
        <Table size="small" aria-label={titulo} sx={tabla}>
          <TableHead>
            <TableRow>
              <TableCell>{titulo}</TableCell>
              <TableCell align="right">Exitosas</TableCell>
              <TableCell align="right">Cobrado a clientes</TableCell>
              <TableCell align="right">Pagado de su saldo</TableCell>
              <TableCell align="right">Su comisión</TableCell>
              {ganancias && <TableCell align="right">Ganancia del distribuidor</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.map((f) => (
              <TableRow key={f.nombre}>
                <TableCell component="th" scope="row">
                  {f.nombre}
                </TableCell>
                <TableCell align="right">{f.cubeta.exitosas}</TableCell>
                <TableCell align="right">{formatMoney(f.cubeta.monto)}</TableCell>
                <TableCell align="right">{formatMoney(f.cubeta.precio)}</TableCell>
                <TableCell align="right">{formatMoney(comisionCubeta(f.cubeta))}</TableCell>
                {ganancias && (
                  <TableCell align="right">{f.ganancia === undefined ? '—' : formatMoney(f.ganancia)}</TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </div>
  );
}
