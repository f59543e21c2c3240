// The least the stack DESIGN.md names can do for Inicio's first figure under SPEC.md's guard: React,
// MUI (a default theme, a bar, a card), Firebase Auth with the app's set-up, and after Auth's first
// report the one read "Vendido hoy" needs (today's total, the app's own REST read). No router, no
// role guard, no menu, no other figure. scripts/bench/piso.ts builds it as one file and
// Lighthouse measures it beside /inicio: the floor of /inicio's figures on this machine.
import AppBar from '@mui/material/AppBar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { initializeApp } from 'firebase/app';
import { browserSessionPersistence, connectAuthEmulator, initializeAuth, onAuthStateChanged } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { diaNegocio } from '../../../domain/fechas';
import { formatMoney } from '../../../domain/money';
import { diasDeMeses } from '../../../domain/reportes';
import { apiKey, authDomain, emulatorHost, projectId } from '../../../src/lib/firebase-config';
import { leerDiasNegocio } from '../../../src/lib/lecturas/resumenes-negocio';

const auth = initializeAuth(initializeApp({ apiKey, authDomain, projectId }), {
  persistence: browserSessionPersistence,
});
connectAuthEmulator(auth, `http://${emulatorHost}:9099`, { disableWarnings: true });

async function vendidoHoy(token: string): Promise<number> {
  const hoy = diaNegocio(new Date());
  const meses = await leerDiasNegocio(token, { desde: hoy, hasta: hoy }, ['total']);
  return diasDeMeses(meses).reduce((suma, { total }) => suma + (total.monto ?? 0), 0);
}

function Piso() {
  const [cifra, setCifra] = useState<string>();
  useEffect(
    () =>
      onAuthStateChanged(auth, (usuario) => {
        if (!usuario) return setCifra('Sin sesión');
        void usuario
          .getIdToken()
          .then(vendidoHoy)
          .then((monto) => setCifra(formatMoney(monto)));
      }),
    [],
  );
  return (
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <AppBar position="fixed">
        <Toolbar>
          <Typography variant="h6">Recargas</Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ pt: 10 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Inicio
        </Typography>
        {cifra !== undefined && (
          <Card>
            <CardContent>
              <Typography variant="overline">Vendido hoy</Typography>
              <Typography variant="h4">{cifra}</Typography>
            </CardContent>
          </Card>
        )}
      </Container>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Piso />);
