import { estadoCredito, sinCredito } from '@domain/credito-base';
import { diaNegocio } from '@domain/fechas';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { formatMoney } from '@domain/money';
import type { RecargaRespuesta } from '@domain/recargas';
import { ErrorConReintentar } from '@/components/ErrorConReintentar';
import { lazyDialog } from '@/components/lazy-dialog';
import { useNotify } from '@/components/notify';
import type { AccionesRecarga } from '@/components/recargas/AccionesRecarga';
import { ApiError } from '@/lib/api/api-client';
import { lazyWithReload } from '@/lib/chunk-reload';
import { leerSaldo } from '@/lib/lecturas/leer-saldo';
import type { NumeroFrecuente } from '@/lib/recargas/frecuentes';
import { leerRecarga } from '../api/leer-recarga';
import type { RecargaFila } from '@/lib/recargas/list-recargas';
import { verificarRecarga } from '@/lib/recargas/recargar';
import { useSeguirPendientes } from '@/lib/recargas/seguir-pendientes';
import type { DatosTicket } from '../api/ticket';
import { readSessionUser } from '@/lib/sesion/session-user';
import { useMiCliente } from '@/lib/lecturas/use-mi-cliente';
import { AvisoSaldoBajo } from '@/components/AvisoSaldoBajo';
import { ResumenCredito } from '@/components/credito/ResumenCredito';
import { useNumeroBuscado } from '../api/operador-del-numero';
import { leerEstadoOperadores } from '../api/estado-operadores';
import { useCarga } from '@/lib/carga/use-carga';
import { releer, releerListas } from '@/lib/carga/consultas';
import { useCatalogoRecargas } from '../api/use-catalogo-recargas';
import { useDistribuidoresPropios } from '../api/use-distribuidores-propios';
import { claveFrecuentes, useFrecuentes } from '../api/use-frecuentes';
import { useRepetir } from '../api/use-repetir';
import { BORRADOR_VACIO, PASO, useVenta } from '../api/use-venta';
import { Frecuentes } from './Frecuentes';
import { RecargaResultado } from './RecargaResultado';
import { RecargaStepper } from './RecargaStepper';

// The menu's click, or the route's guard once it passes, starts Recargas' reads (routes.ts, PageModule).
export { adelantarRecargas as adelantar } from '../api/adelantar';

// The history's code (its list, filters and cards: 23 kB gzip, 4 files) is not part of the page's
// first download: it is fetched once the page draws, while the sale's reads are out, and its card
// shows with the sale's form, below it. Lighthouse's mobile run of /recargas, median of 5: LCP
// 4.85 s before (2.07x the floor), 4.67 s after (1.97x); total blocking time unchanged (605 and
// 642 ms, within the runs' spread). Each other list screen's first visit gained about 1 kB in 3
// small files that the history shared with it before.
const HistorialRecargas = lazyWithReload(() =>
  import('@/components/recargas/HistorialRecargas').then((m) => ({ default: m.HistorialRecargas })),
);
const FavoritoDialog = lazyDialog(() => import('./FavoritoDialog').then((m) => m.default));
// The ticket (its dialog, the paper's print styles, its share and WhatsApp links) loads when first opened.
const TicketDialog = lazyDialog(() => import('./TicketDialog').then((m) => m.TicketDialog));

const AVISO_VERIFICACION = {
  exitosa: ['se realizó', 'success'],
  fallida: ['no se realizó; su saldo fue reembolsado', 'warning'],
  pendiente: ['sigue sin confirmar por la compañía; se confirma sola en unos minutos', 'info'],
  revertida: ['fue revertida', 'info'],
} as const;

/** After a sale, or one the server settled: the history and the frequent numbers are read again. */
function releerVentas(uid: string): void {
  void releerListas('recargas');
  void releer(claveFrecuentes(uid));
}

export default function RecargasPage() {
  const notify = useNotify();
  const stored = readSessionUser();
  const uid = stored.status === 'ok' ? stored.user.uid : '';
  const { cliente, loading, error, reload: releerCliente } = useMiCliente(uid || null);
  const [saldo, setSaldo] = useState<number | null>(null);
  const [ticket, setTicket] = useState<DatosTicket | null>(null);
  const [verificando, setVerificando] = useState(false);
  const [favorito, setFavorito] = useState<{ numero: string; nombre?: string } | null>(null);
  const catalogo = useCatalogoRecargas(cliente?.comisiones ?? null);
  const distribuidores = useDistribuidoresPropios(uid || null);
  const frecuentes = useFrecuentes(uid);
  const alCobrar = useCallback(
    (nuevo: number) => {
      setSaldo(nuevo);
      releerVentas(uid);
    },
    [uid],
  );
  const { reload: releerCatalogo } = catalogo;
  // A price that changed while the screen stood open: its commissions and products read again.
  const alCambiarPrecio = useCallback(() => {
    setSaldo(null);
    releerCliente();
    releerCatalogo();
  }, [releerCliente, releerCatalogo]);
  // No answer to a confirmation, or a top-up the server settled meanwhile: the saldo and the history
  // are read again. The form and its message stay; a saldo that cannot be read stays as known.
  const releerSaldo = useCallback(() => {
    releerVentas(uid);
    leerSaldo(uid).then(setSaldo, () => undefined);
  }, [uid]);
  const venta = useVenta(alCobrar, alCambiarPrecio, releerSaldo);
  const { empezar, setResultado, borrador } = venta;
  const busqueda = useNumeroBuscado(uid, borrador.numero);
  // Which carriers are paused or failing now: a hint on the Compañía step (the server refuses a paused one anyway).
  const estados = useCarga(uid ? `estado-operadores:${uid}` : null, leerEstadoOperadores);
  const listo = Boolean(cliente) && !catalogo.loading;
  const repetir = useRepetir(uid, listo, catalogo.opciones, distribuidores.opciones, empezar);
  const saldoActual = saldo ?? cliente?.saldo ?? 0;
  // The line and its debt as last read, with the saldo as it is now: what Confirmar may charge.
  const credito = cliente
    ? estadoCredito({ ...cliente.credito, saldo: saldoActual }, diaNegocio(new Date()))
    : sinCredito(saldoActual);
  const nombre = cliente?.nombre ?? '';
  const direccion = cliente?.direccion;
  const resultado = venta.resultado;
  const nombreFavorito = (numero: string) => frecuentes.frecuentes?.find((n) => n.numero === numero)?.nombre;
  const conocido = nombreFavorito(borrador.numero) ?? (busqueda.buscado?.ultima ? 'ya le vendió a este número' : null);

  // The top-up just sold, while en verificación: its result shows as soon as the server settles it.
  useSeguirPendientes(
    resultado?.estado === 'pendiente' ? [resultado.id] : [],
    useCallback(
      (resueltas: string[]) => {
        leerRecarga(resueltas[0], uid).then((recarga) => {
          if (!recarga) return;
          setResultado((actual) => (actual?.id === recarga.id ? recarga : actual));
          alCobrar(recarga.saldo);
        }, releerSaldo);
      },
      [uid, setResultado, alCobrar, releerSaldo],
    ),
  );

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

  const datosTicket = useCallback(
    (r: Omit<DatosTicket, 'cliente' | 'direccion'>): DatosTicket => ({
      ...r,
      cliente: nombre,
      ...(direccion ? { direccion } : {}),
    }),
    [nombre, direccion],
  );
  const acciones = useMemo<AccionesRecarga>(
    () => ({
      onVerificar: (fila: RecargaFila) => void verificar(fila.id),
      onTicket: (fila: RecargaFila) => setTicket(datosTicket({ ...fila, fecha: fila.completadaEn ?? fila.fecha })),
      onRepetir: (fila: RecargaFila) => {
        void repetir({ numero: fila.numero });
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
    }),
    [verificar, datosTicket, repetir],
  );

  if (!uid) return null;
  const ticketDe = (r: RecargaRespuesta) => datosTicket({ ...r, fecha: new Date(r.completadaEn ?? r.creadoEn) });

  return (
    <Stack spacing={3}>
      {cliente && <AvisoSaldoBajo saldo={saldoActual} umbral={cliente.umbral} />}
      <Card variant="outlined">
        <CardContent sx={{ py: { xs: 1.5, sm: 2 } }}>
          <Typography color="text.secondary">{credito.limite ? 'Saldo' : 'Saldo disponible'}</Typography>
          {loading ? (
            <Skeleton width={160} height={48} />
          ) : (
            <>
              <Typography variant="h4" component="p" data-testid="saldo">
                {formatMoney(saldoActual)}
              </Typography>
              <ResumenCredito credito={credito} />
            </>
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
              favorito={Boolean(nombreFavorito(resultado.numero))}
              onVerificar={() => void verificar(resultado.id)}
              onTicket={() => setTicket(ticketDe(resultado))}
              onFavorito={() => setFavorito({ numero: resultado.numero })}
              onNueva={() => empezar(BORRADOR_VACIO, PASO.numero)}
            />
          ) : catalogo.error ? (
            <ErrorConReintentar mensaje={catalogo.error} onReintentar={catalogo.reload} />
          ) : !listo ? (
            <Skeleton variant="rounded" height={160} />
          ) : (
            <RecargaStepper
              venta={venta}
              opciones={catalogo.opciones}
              credito={credito}
              estados={estados.data ?? undefined}
              distribuidores={distribuidores}
              busqueda={busqueda}
              conocido={conocido}
              frecuentes={
                <Frecuentes
                  clienteId={uid}
                  frecuentes={frecuentes.frecuentes}
                  error={frecuentes.error}
                  onRepetir={(n: NumeroFrecuente) => void repetir(n)}
                  onFavorito={(n) => setFavorito({ numero: n.numero, nombre: n.nombre })}
                />
              }
            />
          )}
        </CardContent>
      </Card>
      {/* Below the sale's form, shown once the form is, its frequent numbers included: the form is
          taller than its skeleton, and a history shown first was pushed a screen down on a phone.
          Read from the start all the same, hidden meanwhile. */}
      <Card
        variant="outlined"
        sx={{
          display: !loading && !catalogo.loading && (frecuentes.frecuentes || frecuentes.error) ? undefined : 'none',
        }}
      >
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Historial de recargas
          </Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
            <HistorialRecargas clienteId={uid} acciones={acciones} onResueltas={releerSaldo} />
          </Suspense>
        </CardContent>
      </Card>
      {ticket && <TicketDialog datos={ticket} onClose={() => setTicket(null)} />}
      {favorito && (
        <FavoritoDialog
          {...favorito}
          onClose={() => setFavorito(null)}
          onDone={(mensaje) => {
            setFavorito(null);
            notify(mensaje);
            frecuentes.reload();
          }}
        />
      )}
    </Stack>
  );
}
