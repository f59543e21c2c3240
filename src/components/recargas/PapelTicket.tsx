import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

// The receipt printer's paper, shared by a top-up's ticket and the shop's corte de caja.

const ANCHOS = ['58', '80'] as const;
export type Ancho = (typeof ANCHOS)[number];
const ANCHO_KEY = 'ticket-ancho';

const anchoGuardado = (): Ancho => (localStorage.getItem(ANCHO_KEY) === '58' ? '58' : '80');

/** The paper width chosen last on this device (80 mm unless 58 was chosen). */
export function useAnchoPapel() {
  const [ancho, setAncho] = useState<Ancho>(anchoGuardado);
  const cambiar = (value: Ancho) => {
    localStorage.setItem(ANCHO_KEY, value);
    setAncho(value);
  };
  return { ancho, cambiar };
}

// On paper only the receipt prints, at the printer's width, with no border: a receipt printer
// would spend paper on the box the screen draws around it.
const estiloImpresion = (ancho: Ancho) => ({
  '@media print': {
    '@page': { size: `${ancho}mm auto`, margin: 0 },
    'body *': { visibility: 'hidden' },
    '.ticket-imprimible, .ticket-imprimible *': { visibility: 'visible' },
    '.ticket-imprimible': { position: 'fixed', left: 0, top: 0, width: `${ancho}mm`, padding: '2mm', border: 'none' },
  },
});

/** The receipt on screen as it prints: monospace, black on white, at the paper's width. */
export function PapelTicket({ ancho, testId, children }: { ancho: Ancho; testId: string; children: ReactNode }) {
  return (
    <>
      <GlobalStyles styles={estiloImpresion(ancho)} />
      <Box
        className="ticket-imprimible"
        data-testid={testId}
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
        {children}
      </Box>
    </>
  );
}

/** A centred line of the receipt (its header, its farewell). */
export const LineaCentrada = ({ children, fuerte = false }: { children: ReactNode; fuerte?: boolean }) => (
  <Typography component="p" sx={{ font: 'inherit', fontWeight: fuerte ? 700 : undefined, textAlign: 'center' }}>
    {children}
  </Typography>
);

/** Label and value on one line of the receipt. */
export const LineaTicket = ({ label, value }: { label: string; value: string }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
    <span>{label}</span>
    <strong>{value}</strong>
  </Stack>
);

/** The paper width picker, remembered on this device. */
export function SelectorAncho({ ancho, onChange }: { ancho: Ancho; onChange: (ancho: Ancho) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Ancho del papel"
      value={ancho}
      onChange={(event) => onChange(event.target.value as Ancho)}
      sx={{ mt: 2, minWidth: 160 }}
    >
      {ANCHOS.map((value) => (
        <MenuItem key={value} value={value}>
          {value} mm
        </MenuItem>
      ))}
    </TextField>
  );
}
