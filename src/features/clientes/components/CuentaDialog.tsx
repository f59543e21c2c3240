import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
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
import { useCallback, useMemo, useState } from 'react';
import { OPERADORES_INICIALES } from '@domain/catalogo';
import { describirComisionesPropias, formatPorcentaje } from '@domain/comisiones';
import { estadoCredito } from '@domain/credito-base';
import { diaNegocio } from '@domain/fechas';
import { formatMoney } from '@domain/money';
import { ESTADO_RECARGA_LABELS } from '@domain/recargas';
import { formatTelefono } from '@domain/telefono';
import { useNotify } from '@/components/notify';
import { useDialogoAbierto } from '@/components/use-dialogo-abierto';
import type { AccionesRecarga } from '@/components/recargas/AccionesRecarga';
import { HistorialRecargas } from '@/components/recargas/HistorialRecargas';
import { RevertirDialog } from '@/components/recargas/RevertirDialog';
import { ApiError } from '@/lib/api/api-client';
import type { RecargaFila } from '@/lib/recargas/list-recargas';
import { verificarRecarga } from '@/lib/recargas/recargar';
import { releer, releerListas } from '@/lib/carga/consultas';
import { useCarga } from '@/lib/carga/use-carga';

/** The key of a client's low-saldo threshold, read again after a change (releer). */
const claveUmbral = (clienteId: string) => `umbral:${clienteId}`;
import { StatusChip } from '@/components/StatusChip';
import type { ClienteFila } from '../api/list-clientes';
import { ResumenCredito } from '@/components/credito/ResumenCredito';
import { leerCredito, leerUmbral } from '@/lib/lecturas/leer-saldo';
import { UmbralDialog } from '@/components/UmbralDialog';
import { AjusteDialog } from './AjusteDialog';
import { CreditoDialog } from './CreditoDialog';
import { EstadoDeCuenta } from '@/components/estado-de-cuenta/EstadoDeCuenta';

interface Props {
  cliente: ClienteFila;
  onClose: () => void;
  onChanged: () => void;
}

/** A client's account: its data, its saldo, "Ajustar saldo" and the estado de cuenta. */
export function CuentaDialog({ cliente, onClose, onChanged }: Props) {
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const [credito, setCredito] = useState(cliente.credito);
  const saldo = credito.saldo;
  const ajuste = useDialogoAbierto();
  const cambioDeCredito = useDialogoAbierto();
  const cambioDeUmbral = useDialogoAbierto();
  // A failed read shows no line and no "Cambiar mínimo": the saldo and the rest stand.
  const { data: umbral } = useCarga(claveUmbral(cliente.id), () => leerUmbral(cliente.id));
  const revertir = useDialogoAbierto<RecargaFila>();
  const propias = describirComisionesPropias(cliente.comisiones, OPERADORES_INICIALES);
  // The saldo moved: its debt and its age are the server's to work out, so they are read again.
  const alCambiarSaldo = useCallback(
    (nuevo: number) => {
      setCredito((actual) => ({ ...actual, saldo: nuevo }));
      leerCredito(cliente.id).then(setCredito, () => undefined);
      void releerListas('movimientos');
      void releerListas('recargas');
      onChanged();
    },
    [cliente.id, onChanged],
  );
  const acciones = useMemo<AccionesRecarga>(
    () => ({
      onRevertir: revertir.abrir,
      onVerificar: (fila: RecargaFila) =>
        verificarRecarga(fila.id).then(
          (recarga) => {
            notify(`Recarga ${recarga.folio}: ${ESTADO_RECARGA_LABELS[recarga.estado]}`);
            alCambiarSaldo(recarga.saldo);
          },
          (error: unknown) =>
            notify(error instanceof ApiError ? error.message : 'No se pudo verificar la recarga.', 'error'),
        ),
    }),
    [notify, revertir.abrir, alCambiarSaldo],
  );

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth>
      <DialogTitle>Cuenta de {cliente.nombre}</DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <Typography>
                {cliente.contacto} · {formatTelefono(cliente.telefono)} · {cliente.correo}
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
                <ResumenCredito credito={estadoCredito(credito, diaNegocio(new Date()))} />
                {umbral !== null && (
                  <Typography variant="body2" color="text.secondary" data-testid="cuenta-umbral">
                    {`Se le avisa bajo ${formatMoney(umbral)}`}
                  </Typography>
                )}
                <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap spacing={1}>
                  <Button startIcon={<AccountBalanceWalletIcon />} onClick={() => ajuste.abrir(true)}>
                    Ajustar saldo
                  </Button>
                  <Button startIcon={<CreditScoreIcon />} onClick={() => cambioDeCredito.abrir(true)}>
                    Crédito y límites
                  </Button>
                  {umbral !== null && <Button onClick={() => cambioDeUmbral.abrir(true)}>Cambiar mínimo</Button>}
                </Stack>
              </Paper>
            </Grid>
          </Grid>
          <Typography variant="h6" component="h3">
            Estado de cuenta
          </Typography>
          <EstadoDeCuenta clienteId={cliente.id} nombre={cliente.nombre} />
          <Typography variant="h6" component="h3">
            Recargas
          </Typography>
          <HistorialRecargas clienteId={cliente.id} acciones={acciones} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
      {revertir.abierto && (
        <RevertirDialog
          recarga={revertir.abierto}
          onClose={revertir.cerrar}
          onDone={revertir.alTerminar((recarga) => {
            notify(`Recarga ${recarga.folio} revertida: ${formatMoney(recarga.precio)} devueltos al saldo`);
            alCambiarSaldo(recarga.saldo);
          })}
        />
      )}
      {cambioDeUmbral.abierto && umbral !== null && (
        <UmbralDialog
          umbral={umbral}
          clienteId={cliente.id}
          onClose={cambioDeUmbral.cerrar}
          onDone={() => {
            cambioDeUmbral.cerrar();
            void releer(claveUmbral(cliente.id));
            notify('Saldo mínimo guardado', 'success');
            onChanged();
          }}
        />
      )}
      {cambioDeCredito.abierto && (
        <CreditoDialog
          cliente={{ id: cliente.id, nombre: cliente.nombre, credito }}
          onClose={cambioDeCredito.cerrar}
          onDone={cambioDeCredito.alTerminar((nuevo) => {
            notify(`Crédito de ${cliente.nombre} actualizado`);
            setCredito(nuevo);
            onChanged();
          })}
        />
      )}
      {ajuste.abierto && (
        <AjusteDialog
          cliente={{ ...cliente, saldo }}
          onClose={ajuste.cerrar}
          onDone={ajuste.alTerminar((resultado) => {
            notify(`Saldo actualizado: ${formatMoney(resultado.saldoNuevo)}`);
            alCambiarSaldo(resultado.saldoNuevo);
          })}
          onSaldoLeido={alCambiarSaldo}
        />
      )}
    </Dialog>
  );
}
