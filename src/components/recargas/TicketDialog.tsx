import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { APP_NAME } from '../../lib/app-name';
import { lineasTicket, textoTicket, type DatosTicket } from '../../lib/recargas/ticket';

const ANCHOS = ['58', '80'] as const;
type Ancho = (typeof ANCHOS)[number];
const ANCHO_KEY = 'ticket-ancho';

const anchoGuardado = (): Ancho => (localStorage.getItem(ANCHO_KEY) === '58' ? '58' : '80');

// On paper only the ticket prints, at the receipt printer's width.
const estiloImpresion = (ancho: Ancho) => ({
  '@media print': {
    '@page': { size: `${ancho}mm auto`, margin: 0 },
    'body *': { visibility: 'hidden' },
    '.ticket-imprimible, .ticket-imprimible *': { visibility: 'visible' },
    '.ticket-imprimible': { position: 'fixed', left: 0, top: 0, width: `${ancho}mm`, padding: '2mm' },
  },
});

/** The receipt of a top-up: on screen as it will print, printable at 58 or 80 mm, shareable. */
export function TicketDialog({ datos, onClose }: { datos: DatosTicket; onClose: () => void }) {
  const [ancho, setAncho] = useState<Ancho>(anchoGuardado);
  const puedeCompartir = typeof navigator.share === 'function';
  const compartir = () =>
    // Closing the share sheet without choosing rejects with AbortError: nothing to report.
    navigator.share({ title: `Recarga ${datos.folio}`, text: textoTicket(datos) }).catch(() => undefined);

  return (
    <Dialog open onClose={onClose} aria-labelledby="ticket-titulo">
      <GlobalStyles styles={estiloImpresion(ancho)} />
      <DialogTitle id="ticket-titulo">Ticket {datos.folio}</DialogTitle>
      <DialogContent>
        <Box
          className="ticket-imprimible"
          data-testid="ticket"
          sx={{
            width: `${ancho}mm`,
            maxWidth: '100%',
            mx: 'auto',
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            fontFamily: 'monospace',
            fontSize: ancho === '58' ? 11 : 13,
            color: 'common.black',
            bgcolor: 'common.white',
          }}
        >
          <Typography component="p" sx={{ font: 'inherit', fontWeight: 700, textAlign: 'center' }}>
            {APP_NAME}
          </Typography>
          <Typography component="p" sx={{ font: 'inherit', textAlign: 'center', mb: 1 }}>
            {datos.cliente}
          </Typography>
          {lineasTicket(datos).map(([label, value]) => (
            <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <span>{label}</span>
              <strong>{value}</strong>
            </Stack>
          ))}
          <Typography component="p" sx={{ font: 'inherit', textAlign: 'center', mt: 1 }}>
            Gracias por su compra
          </Typography>
        </Box>
        <TextField
          select
          size="small"
          label="Ancho del papel"
          value={ancho}
          onChange={(event) => {
            const value = event.target.value as Ancho;
            localStorage.setItem(ANCHO_KEY, value);
            setAncho(value);
          }}
          sx={{ mt: 2, minWidth: 160 }}
        >
          {ANCHOS.map((value) => (
            <MenuItem key={value} value={value}>
              {value} mm
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
        {puedeCompartir && (
          <Button startIcon={<ShareIcon />} onClick={compartir}>
            Compartir
          </Button>
        )}
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Imprimir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
