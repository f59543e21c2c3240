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

const show = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields a change touched, before and after. */
export function DetalleDialog({ detalle, onClose }: { detalle: LogDetalle; onClose: () => void }) {
  const fields = [...new Set([...Object.keys(detalle.antes ?? {}), ...Object.keys(detalle.despues ?? {})])].sort();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>
        Detalle del cambio: {detalle.entidad} {detalle.id}
      </DialogTitle>
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
            {fields.map((field) => (
              <TableRow key={field}>
                <TableCell>{field}</TableCell>
                <TableCell>{show(detalle.antes?.[field])}</TableCell>
                <TableCell>{show(detalle.despues?.[field])}</TableCell>
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
