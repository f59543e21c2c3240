import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LogDetalle } from '@domain/logs';
import { filasDetalle } from './detalle-filas';

/** The fields a change touched, each by its label, before and after side by side, as the screens show them. */
export function TablaCambio({ detalle, nombres }: { detalle: LogDetalle; nombres: Record<string, string> }) {
  const filas = filasDetalle(detalle, nombres);
  return (
    <>
      {detalle.antes === null && <Typography sx={{ mb: 1 }}>Registro nuevo.</Typography>}
      <Table size="small" aria-label="Campos antes y después">
        <TableHead>
          <TableRow>
            <TableCell>Campo</TableCell>
            <TableCell>Antes</TableCell>
            <TableCell>Después</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((fila) => (
            <TableRow key={fila.campo} selected={fila.cambio && detalle.antes !== null}>
              <TableCell component="th" scope="row">
                {fila.campo}
              </TableCell>
              <TableCell>{fila.antes}</TableCell>
              <TableCell sx={{ fontWeight: fila.cambio ? 'bold' : undefined }}>{fila.despues}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
