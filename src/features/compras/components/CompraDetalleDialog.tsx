import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import {
  esReferenciaYaUsada,
  ESTADO_COMPRA_LABELS,
  METODO_PAGO_LABELS,
  rechazarCompraFormSchema,
  type CompraRespuesta,
  type RechazarCompraForm,
} from '@domain/compras';
import { formatFecha } from '@domain/fechas';
import { formatMoney } from '@domain/money';
import type { Role } from '@domain/roles';
import type { DialogoDeEnvioProps } from '@/components/dialogo-props';
import { FormText } from '@/components/form/FormText';
import { useEnviar } from '@/components/form/use-enviar';
import { useFormulario } from '@/components/form/use-formulario';
import { useMiCliente } from '@/lib/lecturas/use-mi-cliente';
import { aprobarCompra, cancelarCompra, estadoYaCambiado, rechazarCompra, recibirCompra } from '../api/compras-api';
import type { CompraFila } from '../api/list-compras';
import { EstadoCompraChip } from './EstadoCompraChip';
import { TablaPartidas } from './TablaPartidas';

interface Props extends DialogoDeEnvioProps<CompraRespuesta> {
  compra: CompraFila;
  role: Role;
  /** Someone else moved the compra first: the server's message, for the list to be read again. */
  onYaCambio: (mensaje: string) => void;
}

/** A compra's partidas and history, and what the viewer may do with it next. */
export function CompraDetalleDialog({ compra, role, onClose, onDone, onYaCambio }: Props) {
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const { enviando, error, enviar } = useEnviar(onDone, 'No se pudo completar la operación.');
  const [rechazando, setRechazando] = useState(false);
  const admin = role === 'admin';
  const pendiente = compra.estado === 'pendiente';
  // The admin approves with the client's saldo in view.
  const { cliente } = useMiCliente(admin && compra.origen === 'cliente' ? (compra.clienteId ?? null) : null);

  // A compra another caller already moved: what this dialog shows is stale, so it gives way to the
  // list, read again, with the server's word on where the compra stands.
  const transicion = (peticion: () => Promise<CompraRespuesta>) =>
    enviar(() =>
      peticion().catch((error: unknown) => {
        if (estadoYaCambiado(error)) onYaCambio((error as Error).message);
        throw error;
      }),
    );

  // The reason is checked by the endpoint's rule, its error under the field; the rejection then goes
  // like every other transition, through the one request, busy state and banner of this dialog.
  const rechazo = useFormulario<RechazarCompraForm>({
    resolver: zodResolver(rechazarCompraFormSchema),
    defaultValues: { motivo: '' },
    guardar: ({ motivo }) => transicion(() => rechazarCompra(compra.id, motivo)),
  });

  // The first click asks for the reason; the next sends it.
  const rechazar = () => (rechazando ? void rechazo.dialogo.onSubmit() : setRechazando(true));

  // An approval refused because another compra was paid with this reference: the reason to reject it.
  const reusada = admin && pendiente && error && esReferenciaYaUsada(error) ? error : null;
  const rechazarPorReferencia = (razon: string) => {
    rechazo.setValue('motivo', razon);
    setRechazando(true);
  };

  return (
    <Dialog open onClose={enviando ? undefined : onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle>Compra {compra.folio}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {error && (
            <Alert
              severity="error"
              action={
                reusada && !rechazando ? (
                  <Button color="inherit" size="small" onClick={() => rechazarPorReferencia(reusada)}>
                    Rechazar
                  </Button>
                ) : undefined
              }
            >
              {error}
              {reusada && !rechazando && '. Puede rechazar esta compra con ese motivo.'}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <EstadoCompraChip estado={compra.estado} />
            {compra.contraparte && <Typography>{compra.contraparte}</Typography>}
            <Typography color="text.secondary">
              {METODO_PAGO_LABELS[compra.metodoPago]}
              {compra.referencia ? ` · referencia ${compra.referencia}` : ''}
            </Typography>
            {cliente && (
              <Typography data-testid="saldo-cliente">Saldo del cliente: {formatMoney(cliente.saldo)}</Typography>
            )}
          </Stack>
          {compra.notas && <Typography color="text.secondary">Notas: {compra.notas}</Typography>}
          {compra.motivo && <Alert severity="info">Motivo: {compra.motivo}</Alert>}
          <TablaPartidas compra={compra} compacta={fullScreen} />
          <Typography variant="subtitle1" component="h3">
            Historial
          </Typography>
          <Stack component="ol" sx={{ m: 0, pl: 3 }}>
            {compra.historial.map((h) => (
              <li key={`${h.estado}-${h.en?.valueOf()}`}>
                {formatFecha(h.en)} · {ESTADO_COMPRA_LABELS[h.estado]} · {h.por}
                {h.motivo ? ` · ${h.motivo}` : ''}
              </li>
            ))}
          </Stack>
          {rechazando && (
            <FormText control={rechazo.control} name="motivo" label="Motivo del rechazo" required multiline />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={enviando}>
          Cerrar
        </Button>
        {pendiente && !admin && (
          <Button color="error" onClick={() => transicion(() => cancelarCompra(compra.id))} loading={enviando}>
            Cancelar compra
          </Button>
        )}
        {pendiente && admin && compra.origen === 'proveedor' && (
          <>
            <Button color="error" onClick={() => transicion(() => cancelarCompra(compra.id))} loading={enviando}>
              Cancelar compra
            </Button>
            <Button variant="contained" onClick={() => transicion(() => recibirCompra(compra.id))} loading={enviando}>
              Recibir
            </Button>
          </>
        )}
        {pendiente && admin && compra.origen === 'cliente' && (
          <>
            <Button color="error" loading={enviando} onClick={rechazar}>
              Rechazar
            </Button>
            <Button variant="contained" onClick={() => transicion(() => aprobarCompra(compra.id))} loading={enviando}>
              Aprobar
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
