import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { encabezadoTicket, enlaceWhatsApp, lineasTicket, textoTicket, type DatosTicket } from '../api/ticket';
import {
  LineaCentrada,
  LineaTicket,
  PapelTicket,
  SelectorAncho,
  useAnchoPapel,
} from '@/components/recargas/PapelTicket';

/** The receipt of a top-up: on screen as it will print, printable at 58 or 80 mm, shareable, sent by WhatsApp. */
export function TicketDialog({ datos, onClose }: { datos: DatosTicket; onClose: () => void }) {
  const { ancho, cambiar } = useAnchoPapel();
  const puedeCompartir = typeof navigator.share === 'function';
  const compartir = () =>
    // Closing the share sheet without choosing rejects with AbortError: nothing to report.
    navigator.share({ title: `Recarga ${datos.folio}`, text: textoTicket(datos) }).catch(() => undefined);
  const [titulo, ...encabezado] = encabezadoTicket(datos);

  return (
    <Dialog open onClose={onClose} aria-labelledby="ticket-titulo">
      <DialogTitle id="ticket-titulo">Ticket {datos.folio}</DialogTitle>
      <DialogContent>
        <PapelTicket ancho={ancho} testId="ticket">
          <LineaCentrada fuerte>{titulo}</LineaCentrada>
          {encabezado.map((linea) => (
            <LineaCentrada key={linea}>{linea}</LineaCentrada>
          ))}
          <br />
          {lineasTicket(datos).map(([label, value]) => (
            <LineaTicket key={label} label={label} value={value} />
          ))}
          <br />
          <LineaCentrada>Gracias por su compra</LineaCentrada>
        </PapelTicket>
        <SelectorAncho ancho={ancho} onChange={cambiar} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cerrar</Button>
        {puedeCompartir && (
          <Button startIcon={<ShareIcon />} onClick={compartir}>
            Compartir
          </Button>
        )}
        <Button startIcon={<WhatsAppIcon />} href={enlaceWhatsApp(datos)} target="_blank" rel="noopener noreferrer">
          Enviar por WhatsApp
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Imprimir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
