import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { formatMoney } from '../../../../domain/money';
import type { RecargaRespuesta } from '../../../../domain/recargas';
import { ErrorConReintentar } from '../../../components/ErrorConReintentar';
import { useNotify } from '../../../components/notify';
import type { AccionesRecarga } from '../../../components/recargas/AccionesRecarga';
import { HistorialRecargas } from '../../../components/recargas/HistorialRecargas';
import { TicketDialog } from '../../../components/recargas/TicketDialog';
import { ApiError } from '../../../lib/api-client';
import type { RecargaFila } from '../../../lib/recargas/list-recargas';
import { verificarRecarga } from '../../../lib/recargas/recargar';
import type { DatosTicket } from '../../../lib/recargas/ticket';
import { readSessionUser } from '../../../lib/session-user';
import { leerSaldo } from '../../../lib/leer-saldo';
import { useMiCliente } from '../../../lib/use-mi-cliente';
import { AvisoSaldoBajo } from '../../../components/AvisoSaldoBajo';
import { useCatalogoRecargas } from '../api/use-catalogo-recargas';
import { useDistribuidoresPropios } from '../api/use-distribuidores-propios';
import { BORRADOR_VACIO, useVenta } from '../api/use-venta';
import { RecargaResultado } from './RecargaResultado';
import { RecargaStepper } from './RecargaStepper';

const AVISO_VERIFICACION = {
  exitosa: ['se realizó', 'success'],
  fallida: ['no se realizó; su saldo fue reembolsado', 'warning'],
  pendiente: ['sigue sin confirmar por la compañía; intente más tarde', 'info'],
  revertida: ['fue revertida', 'info'],
} as const;

export default function RecargasPage() {
  const notify = useNotify();
  const stored = readSessionUser();
  const uid = stored.status === 'ok' ? stored.user.uid : '';
  const { cliente, loading, error, reload: releerCliente } = useMiCliente(uid || null);
  const [saldo, setSaldo] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const [ticket, setTicket] = useState<DatosTicket | null>(null);
  const [verificando, setVerificando] = useState(false);
  const catalogo = useCatalogoRecargas(cliente?.comisiones ?? null);
  const distribuidores = useDistribuidoresPropios(uid || null);
  const alCobrar = useCallback((nuevo: number) => {
    setSaldo(nuevo);
    setVersion((v) => v + 1);
  }, []);
  const { reload: releerCatalogo } = catalogo;
  // A price that changed while the screen stood open: its commissions and products read again.
  const alCambiarPrecio = useCallback(() => {
    setSaldo(null);
    releerCliente();
    releerCatalogo();
  }, [releerCliente, releerCatalogo]);
  // No answer to a confirmation: it may have been charged, so the saldo and the history are read
  // again. The form and its error stay; a saldo that cannot be read (no connection) stays as known.
  const alNoSaber = useCallback(() => {
    setVersion((v) => v + 1);
    leerSaldo(uid).then(setSaldo, () => undefined);
  }, [uid]);
  const venta = useVenta(alCobrar, alCambiarPrecio, alNoSaber);
  const { empezar, setResultado } = venta;
  const saldoActual = saldo ?? cliente?.saldo ?? 0;
  const nombre = cliente?.nombre ?? '';

  const verificar = useCallback(
    async (id: string) => {
      setVerificando(true);
      try {
        const recarga = await verificarRecarga(id);
        const [texto, severity] = AVISO_VERIFICACION[recarga.estado];
        notify(`La recarga ${recarga.folio} ${texto}.`, severity);
        alCobrar(recarga.saldo);
        setResultado((actual) => (actual?.id === recarga.id ? recarga : actual));
      } catch (caught) {
        notify(caught instanceof ApiError ? caught.message : 'No se pudo verificar la recarga.', 'error');
      } finally {
        setVerificando(false);
      }
    },
    [notify, alCobrar, setResultado],
  );

  const acciones = useMemo<AccionesRecarga>(
    () => ({
      onVerificar: (fila: RecargaFila) => void verificar(fila.id),
      onTicket: (fila: RecargaFila) => setTicket({ ...fila, cliente: nombre }),
      onRepetir: (fila: RecargaFila) => {
        const disponible = catalogo.opciones.some((o) => o.productoId === fila.productoId);
        const distribuidorId = distribuidores.opciones.some((d) => d.id === fila.distribuidorId)
          ? (fila.distribuidorId ?? '')
          : '';
        const { operador, numero } = fila;
        empezar(
          { operador, productoId: disponible ? fila.productoId : '', numero, confirmar: numero, distribuidorId },
          disponible ? 3 : 1,
        );
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
    }),
    [verificar, nombre, catalogo.opciones, distribuidores.opciones, empezar],
  );

  if (!uid) return null;
  const resultado = venta.resultado;
  const ticketDe = (r: RecargaRespuesta): DatosTicket => ({
    ...r,
    cliente: nombre,
    fecha: new Date(r.completadaEn ?? r.creadoEn),
  });

  return (
    <Stack spacing={3}>
      {cliente && <AvisoSaldoBajo saldo={saldoActual} umbral={cliente.umbral} />}
      <Card variant="outlined">
        <CardContent>
          <Typography color="text.secondary">Saldo disponible</Typography>
          {loading ? (
            <Skeleton width={160} height={48} />
          ) : (
            <Typography variant="h4" component="p" data-testid="saldo">
              {formatMoney(saldoActual)}
            </Typography>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {resultado ? `Recarga ${resultado.folio}` : 'Nueva recarga'}
          </Typography>
          {resultado ? (
            <RecargaResultado
              recarga={resultado}
              verificando={verificando}
              onVerificar={() => void verificar(resultado.id)}
              onTicket={() => setTicket(ticketDe(resultado))}
              onNueva={() => empezar(BORRADOR_VACIO, 0)}
            />
          ) : catalogo.error ? (
            <ErrorConReintentar mensaje={catalogo.error} onReintentar={catalogo.reload} />
          ) : catalogo.loading || loading ? (
            <Skeleton variant="rounded" height={160} />
          ) : (
            <RecargaStepper
              venta={venta}
              opciones={catalogo.opciones}
              saldo={saldoActual}
              clienteId={uid}
              distribuidores={distribuidores}
            />
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Historial de recargas
          </Typography>
          <HistorialRecargas clienteId={uid} version={version} acciones={acciones} />
        </CardContent>
      </Card>
      {ticket && <TicketDialog datos={ticket} onClose={() => setTicket(null)} />}
    </Stack>
  );
}
