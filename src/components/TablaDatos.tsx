import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** A record's facts as label / value rows (a summary, a receipt). */
export function TablaDatos({ label, filas }: { label: string; filas: [string, string][] }) {
  return (
    <Table size="small" aria-label={label} sx={{ maxWidth: 480 }}>
      <TableBody>
        {filas.map(([nombre, valor]) => (
          <TableRow key={nombre}>
            <TableCell component="th" scope="row">
              {nombre}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {valor}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
