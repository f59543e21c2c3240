import { describirCredito, type EstadoCredito } from '@domain/credito-base';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { STOCK_BAJO } from '@domain/stock';
import { etiquetaHoy } from '@domain/fechas';
import { formatMoney } from '@domain/money';
import { formatNumero } from '@domain/recargas-base';
import { margenCubeta } from '@domain/resumenes';
import { EstadoRecargaChip, textoEstadoRecarga } from '@/components/recargas/EstadoRecargaChip';
import { NumerosFrecuentes } from '@/components/recargas/NumerosFrecuentes';
import { rutaRepetir } from '@/lib/recargas/frecuentes';
import { readSessionUser } from '@/lib/sesion/session-user';
import type { Carga } from '@/lib/carga/use-carga';
import { FRECUENTES_INICIO } from '../api/lecturas';
import { useInicioAdmin, useInicioCliente } from '../api/use-inicio';
import { Cifra } from '@/components/Cifra';
import { ErrorConReintentar } from '@/components/ErrorConReintentar';
import { AlertasAdmin } from './AlertasAdmin';
import { PasarelasInicio } from './PasarelasInicio';
import { AvisoSaldoBajo } from '@/components/AvisoSaldoBajo';
import { Sparkline } from './Sparkline';

// The menu's click, or the route's guard once it passes, starts Inicio's reads through the page's
// module (routes.ts, PageModule).
export { adelantarInicio as adelantar } from '../api/use-inicio';

/** A part of Inicio whose read failed: what it would show, why not, and Reintentar for it alone. */
function ErrorDeParte({ parte, carga }: { parte: string; carga: Carga<unknown> }) {
  return (
    <Grid size={12}>
      <ErrorConReintentar mensaje={`${parte}: ${carga.error}`} onReintentar={carga.reload} />
    </Grid>
  );
}

/**
 * The admin's day in three parts, each read on its own (use-inicio.ts): a part that fails shows
 * its error and Reintentar where its cards go, and the other parts stay on screen.
 */
function InicioAdmin() {
  const { ventas, pendientes, stockBajo } = useInicioAdmin();
  const hoy = ventas.data?.hoy;
  const data = pendientes.data;
  const hoyTexto = etiquetaHoy();
  return (
    <Grid container spacing={2}>
      {ventas.error ? (
        <ErrorDeParte parte="Ventas de hoy" carga={ventas} />
      ) : (
        <>
          <Cifra
            titulo="Recargas de hoy"
            valor={String(hoy?.exitosas ?? 0)}
            detalle={`${hoyTexto} · exitosas${hoy?.pendientes ? `, ${hoy.pendientes} en verificación` : ''}`}
            loading={ventas.loading}
          />
          <Cifra
            titulo="Vendido hoy"
            valor={formatMoney(hoy?.monto ?? 0)}
            detalle={`${hoyTexto} · monto de tiempo aire`}
            loading={ventas.loading}
          >
            {ventas.data && <Sparkline puntos={ventas.data.ventas} />}
          </Cifra>
          <Cifra
            titulo="Margen de hoy"
            valor={formatMoney(hoy ? margenCubeta(hoy) : 0)}
            detalle={`${hoyTexto} · cobrado menos costo`}
            loading={ventas.loading}
          />
        </>
      )}
      {pendientes.error ? (
        <ErrorDeParte parte="Clientes activos y compras por aprobar" carga={pendientes} />
      ) : (
        <>
          <Cifra
            titulo="Clientes activos"
            valor={String(data?.clientesActivos ?? 0)}
            detalle="Con acceso hoy"
            loading={pendientes.loading}
          />
          <Cifra
            titulo="Compras por aprobar"
            valor={String(data?.comprasPendientes ?? 0)}
            detalle="Compras de clientes pendientes"
            loading={pendientes.loading}
          >
            <Button component={RouterLink} to="/compras" size="small" sx={{ mt: 1 }}>
              Ver compras
            </Button>
          </Cifra>
        </>
      )}
      <Grid size={{ xs: 12, lg: 9 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              Chips con stock bajo ({STOCK_BAJO} o menos)
            </Typography>
            {stockBajo.error ? (
              <ErrorConReintentar mensaje={stockBajo.error} onReintentar={stockBajo.reload} sx={{ mt: 1 }} />
            ) : !stockBajo.data ? (
              [0, 1, 2].map((i) => <Skeleton key={i} width="40%" height={48} />)
            ) : !stockBajo.data.length ? (
              <Typography color="text.secondary" data-testid="Chips con stock bajo">
                Ningún chip con stock bajo.
              </Typography>
            ) : (
              <List dense data-testid="Chips con stock bajo">
                {stockBajo.data.map((p) => (
                  <ListItem key={p.id}>
                    <ListItemText primary={p.nombre} secondary={`Quedan ${p.stock}`} />
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      </Grid>
      <AlertasAdmin />
      <PasarelasInicio />
    </Grid>
  );
}

/**
 * How many frequent numbers this shop's Inicio showed last time on this device: while its figures
 * are read, as many rows wait in their place, so the figures under them do not move when they come
 * (a whole screen on a phone). FRECUENTES_INICIO before its first visit.
 */
function useFilasRecordadas(uid: string, mostradas: number | undefined): number {
  const clave = `inicio:frecuentes:${uid}`;
  const [recordadas] = useState(() => {
    const guardadas = localStorage.getItem(clave);
    return guardadas === null ? FRECUENTES_INICIO : Math.min(FRECUENTES_INICIO, Math.max(0, Number(guardadas) || 0));
  });
  useEffect(() => {
    if (mostradas !== undefined) localStorage.setItem(clave, String(mostradas));
  }, [clave, mostradas]);
  return recordadas;
}

/** The favourites' card while Inicio is read: its title and its rows, as tall as the real ones. */
function FrecuentesCargando({ filas }: { filas: number }) {
  return (
    <Card variant="outlined" aria-hidden>
      <CardContent>
        <Typography variant="h6" component="p">
          Frecuentes y favoritos
        </Typography>
        <List disablePadding>
          {Array.from({ length: filas }, (_, i) => (
            <ListItem key={i} disablePadding>
              <ListItemButton disabled sx={{ minHeight: 56, opacity: 1 }}>
                <ListItemText primary={<Skeleton width="55%" />} secondary={<Skeleton width="35%" />} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

function InicioCliente({ uid }: { uid: string }) {
  const { data, error, loading, reload } = useInicioCliente(uid);
  const filasRecordadas = useFilasRecordadas(uid, data?.frecuentes.length);
  if (error) return <ErrorConReintentar mensaje={error} onReintentar={reload} />;
  const hoyTexto = etiquetaHoy();
  return (
    <Stack spacing={2}>
      {data ? (
        <AvisoSaldoBajo saldo={data.saldo} umbral={data.umbral} onCambiado={reload} />
      ) : (
        // The threshold's line, as tall as it is on a phone (two lines) and wider screens (one).
        <Skeleton variant="rounded" sx={{ height: { xs: 64, sm: 31 }, maxWidth: 480 }} />
      )}
      <Button
        component={RouterLink}
        to="/recargas"
        variant="contained"
        size="large"
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Nueva recarga
      </Button>
      {/* One tap on a number opens Recargas at Confirmar with its last carrier and amount. */}
      {!data && filasRecordadas > 0 && <FrecuentesCargando filas={filasRecordadas} />}
      {data && data.frecuentes.length > 0 && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              Frecuentes y favoritos
            </Typography>
            <NumerosFrecuentes
              numeros={data.frecuentes}
              label="Frecuentes y favoritos"
              elegir={{ ruta: (n) => rutaRepetir(n.numero) }}
            />
          </CardContent>
        </Card>
      )}
      <Grid container spacing={2}>
        <Cifra
          titulo="Su saldo"
          valor={formatMoney(data?.saldo ?? 0)}
          detalle={detalleSaldo(data?.credito)}
          loading={loading}
        />
        <Cifra
          titulo="Recargas de hoy"
          valor={String(data?.hoy.exitosas ?? 0)}
          detalle={`${hoyTexto} · exitosas`}
          loading={loading}
        />
        <Cifra
          titulo="Vendido hoy"
          valor={formatMoney(data?.hoy.monto ?? 0)}
          detalle={`${hoyTexto} · monto de tiempo aire`}
          loading={loading}
        />
        <Cifra
          titulo="Compras pendientes"
          valor={String(data?.comprasPendientes ?? 0)}
          detalle="Esperando al administrador"
          loading={loading}
        />
      </Grid>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Últimas recargas
          </Typography>
          {data && !data.ultimas.length && <Typography color="text.secondary">Aún no hay recargas.</Typography>}
          {/* Each row opens a repeat sale of its number, at Confirmar with the number's last carrier and amount. */}
          <List dense>
            {data?.ultimas.map((r) => (
              <ListItem key={r.id} disablePadding>
                {/* The state beside the text, not over it: "Fallida · reembolsada" is wider than a
                    secondary action's room on a phone. */}
                <ListItemButton
                  component={RouterLink}
                  to={rutaRepetir(r.numero)}
                  aria-label={`Recargar otra vez al ${formatNumero(r.numero)} (${r.folio}, ${r.operador} ${formatMoney(r.monto)}, ${textoEstadoRecarga(r.estado)})`}
                  sx={{ minHeight: 56, gap: 1 }}
                >
                  <ListItemText
                    primary={`${r.folio} · ${r.operador} ${formatMoney(r.monto)}`}
                    secondary={formatNumero(r.numero)}
                  />
                  <EstadoRecargaChip estado={r.estado} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** Under the saldo: what it can spend and, on credit, its debt in its words. */
function detalleSaldo(credito: EstadoCredito | undefined): string {
  const texto = credito && describirCredito(credito);
  if (!credito || !texto) return 'Disponible para recargas';
  // Without debt the words already say what it can spend; with debt, it goes first.
  return credito.deuda ? `Disponible ${formatMoney(credito.disponible)} · ${texto}` : texto;
}

/** What the admin and a client look at first: the day's figures. Only these two roles have Inicio. */
export default function InicioPage() {
  const stored = readSessionUser();
  if (stored.status !== 'ok') return null;
  return stored.user.role === 'admin' ? <InicioAdmin /> : <InicioCliente uid={stored.user.uid} />;
}
