import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { formatFecha } from '@domain/fechas';
import {
  LineaCentrada,
  LineaTicket,
  PapelTicket,
  SelectorAncho,
  useAnchoPapel,
} from '@/components/recargas/PapelTicket';
import { APP_NAME } from '@/lib/app-name';
import type { CorteParaMostrar } from './VistaCorte';
import { lineasCorte } from '../api/lineas-corte';

/** The corte as the receipt printer prints it (58 or 80 mm, the ticket's own stylesheet). */
export default function ImprimirCorteDialog({ datos, onClose }: { datos: CorteParaMostrar; onClose: () => void }) {
  const { ancho, cambiar } = useAnchoPapel();
  return (
    <Dialog open onClose={onClose} aria-labelledby="corte-impresion-titulo">
      <DialogTitle id="corte-impresion-titulo">Imprimir {datos.titulo.toLowerCase()}</DialogTitle>
      <DialogContent>
        <PapelTicket ancho={ancho} testId="corte-impreso">
          <LineaCentrada fuerte>{APP_NAME}</LineaCentrada>
          <LineaCentrada>{datos.tienda}</LineaCentrada>
          <LineaCentrada>{datos.titulo}</LineaCentrada>
          <LineaCentrada>Impreso {formatFecha(new Date())}</LineaCentrada>
          <br />
          {lineasCorte(datos.corte, datos.distribuidores, datos.caja).map(([label, value]) => (
            <LineaTicket key={label} label={label} value={value} />
          ))}
        </PapelTicket>
        <SelectorAncho ancho={ancho} onChange={cambiar} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Imprimir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
