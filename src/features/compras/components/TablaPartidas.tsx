import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@domain/money';
import type { CompraFila } from '../api/list-compras';

interface Props {
  compra: Pick<CompraFila, 'origen' | 'partidas' | 'total'>;
  /**
   * On a phone: the unit price under each product instead of a column of its own, so three
   * columns fit inside the dialog's margins (four ran to the screen's edge at 390 px).
   */
  compacta: boolean;
}

/** A compra's partidas: product, quantity, unit price and amount, and the total. */
export function TablaPartidas({ compra, compacta }: Props) {
  const unitario = compra.origen === 'proveedor' ? 'Costo unitario' : 'Precio unitario';
  return (
    <Table size="small" aria-label="Partidas">
      <TableHead>
        <TableRow>
          <TableCell>Producto</TableCell>
          <TableCell align="right">Cantidad</TableCell>
          {!compacta && <TableCell align="right">{unitario}</TableCell>}
          <TableCell align="right">Importe</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {compra.partidas.map((p) => (
          <TableRow key={p.productoId}>
            <TableCell>
              {p.nombre}
              {compacta && (
                <Typography variant="body2" color="text.secondary">
                  {formatMoney(p.precioUnitario)} c/u
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">{p.cantidad}</TableCell>
            {!compacta && <TableCell align="right">{formatMoney(p.precioUnitario)}</TableCell>}
            <TableCell align="right">{formatMoney(p.cantidad * p.precioUnitario)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={compacta ? 2 : 3} sx={{ fontWeight: 700 }}>
            Total
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {formatMoney(compra.total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
