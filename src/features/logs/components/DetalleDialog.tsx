import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatFecha } from '@domain/fechas';
import { ORIGEN_LOG_LABELS } from '@domain/logs';
import { useNombres } from '@/lib/lecturas/use-nombres';
import type { LogFila } from '../api/list-logs';
import { useRegistroDelCambio } from '../api/use-registro-del-cambio';
import { TablaCambio } from './TablaCambio';
import { tituloDetalle } from './titulo-detalle';

const referencias = (campo: string, ...registros: (Record<string, unknown> | null | undefined)[]) =>
  registros.map((registro) => registro?.[campo]).filter((id): id is string => typeof id === 'string');

/**
 * A log entry whole: its message (which the list may cut), who wrote it and when, and for a change
 * the record by what a person knows it by (a compra's folio, client and products) and the fields
 * it touched.
 */
export function DetalleDialog({ log, onClose }: { log: LogFila; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const { detalle } = log;
  const { registro, error } = useRegistroDelCambio(detalle);
  const proveedores = useNombres('proveedores', referencias('proveedorId', detalle?.antes, detalle?.despues));
  const clientes = useNombres('clientes', referencias('clienteId', detalle?.antes, detalle?.despues, registro));
  const nombres = { ...proveedores.nombres, ...clientes.nombres };
  const firma = [formatFecha(log.fecha), log.type, log.screen, log.email, log.origen && ORIGEN_LOG_LABELS[log.origen]];
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle>
        {detalle ? tituloDetalle(detalle, registro, nombres) : `Registro del ${formatFecha(log.fecha)}`}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{log.message}</Typography>
          <Typography variant="body2" color="text.secondary">
            {firma.filter(Boolean).join(' · ')}
          </Typography>
          {error && <Typography color="text.secondary">No se pudo leer el registro para nombrarlo: {error}</Typography>}
          {detalle && <TablaCambio detalle={detalle} nombres={nombres} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
