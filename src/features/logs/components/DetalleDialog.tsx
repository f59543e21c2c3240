import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LogDetalle } from '../../../../domain/logs';
import { useNombres } from '../../../lib/use-nombres';
import { filasDetalle, tituloDetalle } from './detalle-filas';

const referencias = (detalle: LogDetalle, campo: string) =>
  [detalle.antes?.[campo], detalle.despues?.[campo]].filter((id): id is string => typeof id === 'string');

/** The fields a change touched, before and after side by side, as the screens show them. */
export function DetalleDialog({ detalle, onClose }: { detalle: LogDetalle; onClose: () => void }) {
  const proveedores = useNombres('proveedores', referencias(detalle, 'proveedorId'));
  const clientes = useNombres('clientes', referencias(detalle, 'clienteId'));
  const filas = filasDetalle(detalle, { ...proveedores.nombres, ...clientes.nombres });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Detalle del cambio: {tituloDetalle(detalle)}</DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
