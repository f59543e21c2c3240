import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { OPERADORES_INICIALES } from '../../../../domain/catalogo';
import { describirComisionesPropias, formatPorcentaje } from '../../../../domain/comisiones';
import { formatMoney } from '../../../../domain/money';
import { useNotify } from '../../../components/notify';
import { StatusChip } from '../../../components/StatusChip';
import type { ClienteFila } from '../api/list-clientes';
import { AjusteDialog } from './AjusteDialog';
import { EstadoDeCuenta } from './EstadoDeCuenta';

interface Props {
  cliente: ClienteFila;
  onClose: () => void;
  onChanged: () => void;
}

/** A client's account: its data, its saldo, "Ajustar saldo" and the estado de cuenta. */
export function CuentaDialog({ cliente, onClose, onChanged }: Props) {
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const [saldo, setSaldo] = useState(cliente.saldo);
  const [ajustando, setAjustando] = useState(false);
  const [version, setVersion] = useState(0);
  const propias = describirComisionesPropias(cliente.comisiones, OPERADORES_INICIALES);

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth>
      <DialogTitle>Cuenta de {cliente.nombre}</DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <Typography>
                {cliente.contacto} · {cliente.telefono} · {cliente.correo}
              </Typography>
              {cliente.rfc && <Typography color="text.secondary">RFC {cliente.rfc}</Typography>}
              {cliente.direccion && <Typography color="text.secondary">{cliente.direccion}</Typography>}
              <Typography color="text.secondary">
                Comisión predeterminada: {formatPorcentaje(cliente.comisiones.predeterminada)}
              </Typography>
              {propias && <Typography color="text.secondary">Comisión por operador: {propias}</Typography>}
              <StatusChip activo={cliente.estatus} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography color="text.secondary">Saldo</Typography>
                <Typography variant="h4" component="p" data-testid="cuenta-saldo">
                  {formatMoney(saldo)}
                </Typography>
                <Button startIcon={<AccountBalanceWalletIcon />} onClick={() => setAjustando(true)} sx={{ mt: 1 }}>
                  Ajustar saldo
                </Button>
              </Paper>
            </Grid>
          </Grid>
          <Typography variant="h6" component="h3">
            Estado de cuenta
          </Typography>
          <EstadoDeCuenta clienteId={cliente.id} nombre={cliente.nombre} version={version} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
      {ajustando && (
        <AjusteDialog
          cliente={{ ...cliente, saldo }}
          onClose={() => setAjustando(false)}
          onDone={(resultado) => {
            setAjustando(false);
            setSaldo(resultado.saldoNuevo);
            setVersion((v) => v + 1);
            notify(`Saldo actualizado: ${formatMoney(resultado.saldoNuevo)}`);
            onChanged();
          }}
        />
      )}
    </Dialog>
  );
}
