import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Fechas } from './RangoPropio';
import { lazy, memo, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { formatDia } from '@domain/fechas';
import { formatMoney } from '@domain/money';
import {
  cubetaVacia,
  errorDeRango,
  filasDe,
  nombreDistribuidor,
  PRESET_LABELS,
  PRESETS_RANGO,
  rangoDePreset,
  type FilaReporte,
  type PresetRango,
  type RangoDias,
} from '@domain/reportes';
import { gananciaDistribuidor } from '@domain/corte';
import { margenCubeta, type Cubeta } from '@domain/resumenes';
import { Cifra } from '@/components/Cifra';
import { ErrorConReintentar } from '@/components/ErrorConReintentar';
import { dia, importe, type ColumnaCsv } from '@/lib/exportar/csv';
import { readSessionUser } from '@/lib/sesion/session-user';
import {
  adelantarReporte,
  adelantarVista,
  usePorCliente,
  usePorOperador,
  useReporte,
  type PorCliente,
  type Quien,
  type Reporte,
} from '../api/use-reporte';
import { Exportar } from './Exportar';
import { Cierres } from './Cierres';
import { ComprasSaldosYStock } from './ComprasSaldosYStock';
import { Encabezado, SeccionConVistas, useVistas } from './Seccion';
import { SuEstadoDeCuenta } from './SuEstadoDeCuenta';
import { TablaReporte } from './TablaReporte';

const GraficaReporte = lazy(() => import('./GraficaReporte'));
const RangoPropio = lazy(() => import('./RangoPropio'));

type Vista = 'dia' | 'operador' | 'cliente' | 'distribuidor';
const VISTA_LABELS: Record<Vista, string> = {
  dia: 'Por día',
  operador: 'Por operador',
  cliente: 'Por cliente',
  distribuidor: 'Por distribuidor',
};

/** What a line's distributor earned at its own `comision` (percent, by distributor). */
const gananciaDeFila = (f: FilaReporte, comisiones: Record<string, number>) =>
  gananciaDistribuidor(f.cubeta, comisiones[f.clave] ?? 0);

/**
 * The figures of a group: the business sees cost and margin; a client, its commission. By
 * distributor, also what each earned at its `comision` (`comisiones`, percent by distributor).
 */
function columnasDe(
  negocio: boolean,
  primera: ColumnaCsv<FilaReporte>,
  comisiones?: Record<string, number>,
): ColumnaCsv<FilaReporte>[] {
  const c = (f: FilaReporte) => f.cubeta;
  const ganancia = comisiones && [
    {
      header: 'Ganancia del distribuidor',
      value: (f: FilaReporte) => importe(f.ganancia ?? gananciaDeFila(f, comisiones)),
    },
  ];
  return [
    primera,
    { header: 'Recargas', value: (f) => c(f).exitosas },
    { header: 'Vendido', value: (f) => importe(c(f).monto) },
    { header: 'Cobrado', value: (f) => importe(c(f).precio) },
    ...(negocio
      ? [
          { header: 'Costo', value: (f: FilaReporte) => importe(c(f).costo ?? 0) },
          { header: 'Margen', value: (f: FilaReporte) => importe(margenCubeta(c(f))) },
        ]
      : [{ header: 'Su comisión', value: (f: FilaReporte) => importe(c(f).monto - c(f).precio) }]),
    ...(ganancia ?? []),
    { header: 'Fallidas', value: (f) => c(f).fallidas },
    { header: 'Revertidas', value: (f) => c(f).revertidas },
    { header: 'En verificación', value: (f) => c(f).pendientes },
  ];
}

/** The lines of a view; null while the business's view it shows is still loading. */
function filasDeVista(
  reporte: Reporte,
  vista: Vista,
  porCliente: PorCliente | null,
  porOperador: Record<string, Cubeta> | null,
): FilaReporte[] | null {
  if (vista === 'dia') return reporte.porDia.map(({ dia: d, cubeta }) => ({ clave: d, nombre: d, cubeta }));
  if (vista === 'operador') {
    const operadores = reporte.negocio ? porOperador : reporte.porOperador;
    return operadores && filasDe(operadores, (clave) => clave);
  }
  if (!reporte.negocio) {
    return filasDe(reporte.porDistribuidor, (clave) => nombreDistribuidor(clave, reporte.nombresDistribuidores));
  }
  if (!porCliente) return null;
  if (vista === 'cliente') {
    return filasDe(porCliente.porCliente, (clave) => porCliente.nombresClientes[clave] ?? 'Cliente dado de baja');
  }
  return filasDe(porCliente.porDistribuidor, (clave) => nombreDistribuidor(clave, porCliente.nombresDistribuidores));
}

const PRIMERA: Record<Vista, ColumnaCsv<FilaReporte>> = {
  dia: { header: 'Día', value: (f) => dia(f.clave) },
  operador: { header: 'Operador', value: (f) => f.nombre },
  cliente: { header: 'Cliente', value: (f) => f.nombre },
  distribuidor: { header: 'Distribuidor', value: (f) => f.nombre },
};

function textoRango({ desde, hasta }: RangoDias): string {
  return desde === hasta ? formatDia(desde) : `${formatDia(desde)} a ${formatDia(hasta)}`;
}

function Cifras({
  total,
  negocio,
  loading,
  rango,
}: {
  total?: Cubeta;
  negocio: boolean;
  loading: boolean;
  rango: string;
}) {
  const t = total;
  return (
    <Grid container spacing={2}>
      <Cifra titulo="Recargas exitosas" valor={String(t?.exitosas ?? 0)} detalle={rango} loading={loading} />
      <Cifra
        titulo="Vendido"
        valor={formatMoney(t?.monto ?? 0)}
        detalle={`${rango} · tiempo aire entregado`}
        loading={loading}
      />
      {negocio ? (
        <Cifra
          titulo="Margen"
          valor={formatMoney(t ? margenCubeta(t) : 0)}
          detalle={`Cobrado ${formatMoney(t?.precio ?? 0)} menos costo ${formatMoney(t?.costo ?? 0)}`}
          loading={loading}
        />
      ) : (
        <Cifra
          titulo="Su comisión"
          valor={formatMoney(t ? t.monto - t.precio : 0)}
          detalle={`Vendido menos lo cobrado a su saldo (${formatMoney(t?.precio ?? 0)})`}
          loading={loading}
        />
      )}
      <Cifra
        titulo="Fallidas y revertidas"
        valor={`${t?.fallidas ?? 0} y ${t?.revertidas ?? 0}`}
        detalle={`No son ventas: ${formatMoney((t?.montoFallidas ?? 0) + (t?.montoRevertidas ?? 0))} devueltos al saldo`}
        loading={loading}
      />
    </Grid>
  );
}

/** The views of a report (chart and table): drawn after the figures above them, never holding them up. */
const Vistas = memo(function Vistas({ reporte }: { reporte: Reporte }) {
  const { rango } = reporte;
  const vistas: Vista[] = reporte.negocio
    ? ['dia', 'operador', 'cliente', 'distribuidor']
    : ['dia', 'operador', 'distribuidor'];
  // Its read leaves with the click, while the tab renders its skeleton (a client's views need none).
  const { vista, pestanas } = useVistas(VISTA_LABELS, vistas, (v) => reporte.negocio && adelantarVista(rango, v));
  // The business's breakdown by client and distributor is read only while one of those views is open.
  const porCliente = usePorCliente(
    rango,
    reporte.negocio && (vista === 'cliente' || vista === 'distribuidor') ? vista : null,
  );
  // And its breakdown by carrier while that view is (a client's own summaries bring theirs).
  const porOperador = usePorOperador(reporte.negocio && vista === 'operador' ? rango : null);
  const filas = useMemo(
    () => filasDeVista(reporte, vista, porCliente.data, porOperador.data),
    [reporte, vista, porCliente.data, porOperador.data],
  );
  const carga = porCliente.error ? porCliente : porOperador;
  // By distributor, what each earned at its comision: a client's own distributors come with its
  // report, the business's with the view's read.
  const comisiones =
    vista !== 'distribuidor'
      ? undefined
      : reporte.negocio
        ? porCliente.data?.comisionesDistribuidores
        : reporte.comisionesDistribuidores;
  const columnas = useMemo(
    () => columnasDe(reporte.negocio, PRIMERA[vista], comisiones ?? (vista === 'distribuidor' ? {} : undefined)),
    [reporte.negocio, vista, comisiones],
  );
  // Each distributor earns at its own comision: the total is the sum of theirs, not the total's at one.
  const total: FilaReporte = {
    clave: 'total',
    nombre: 'Total',
    cubeta: reporte.total,
    ...(comisiones && filas ? { ganancia: filas.reduce((suma, f) => suma + gananciaDeFila(f, comisiones), 0) } : {}),
  };
  // When a view's lines arrive or change (a breakdown read, another tab), the chart follows its
  // table: it draws in a render of its own, which React may interrupt, so the figures do not wait
  // for it (a skeleton holds its place meanwhile). With the report itself, both come in one render
  // that is already deferred (vistas, below).
  const filasGrafica = useDeferredValue(filas);
  const grafica = !filas ? [] : vista === 'dia' ? filas : filas.slice(0, 10);
  const titulo = `Ventas de recargas ${VISTA_LABELS[vista].toLowerCase()}, ${textoRango(rango)}`;
  const vacio = cubetaVacia(reporte.total);
  return (
    <SeccionConVistas nombre="Ventas de recargas" nombreVistas="Vista del reporte" pestanas={pestanas}>
      <Stack spacing={2}>
        <Encabezado titulo={titulo}>
          <Exportar
            nombre={`recargas-${vista}-${rango.desde}-a-${rango.hasta}`}
            columnas={columnas}
            filas={filas ?? []}
          />
        </Encabezado>
        {vacio ? (
          <Typography color="text.secondary">No hubo recargas en {textoRango(rango)}.</Typography>
        ) : carga.error ? (
          <ErrorConReintentar mensaje={carga.error} onReintentar={carga.reload} />
        ) : !filas ? (
          <Skeleton variant="rectangular" height={320} />
        ) : (
          <>
            <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
              {filasGrafica === filas ? (
                <GraficaReporte
                  titulo={vista === 'dia' ? titulo : `${titulo} (los 10 primeros)`}
                  etiquetas={grafica.map((f) => (vista === 'dia' ? formatDia(f.clave).slice(0, 5) : f.nombre))}
                  centavos={grafica.map((f) => f.cubeta.monto)}
                  horizontal={vista !== 'dia'}
                />
              ) : (
                <Skeleton variant="rectangular" height={260} />
              )}
            </Suspense>
            <TablaReporte titulo={titulo} columnas={columnas} filas={filas} total={total} />
          </>
        )}
      </Stack>
    </SeccionConVistas>
  );
});

type Eleccion = PresetRango | 'personalizado';

/**
 * Reportes (admin and manager: the business; a client: only its own, which is all the rules let
 * it read): top-up sales over a range of days, from the daily summaries.
 */
export default function ReportesPage() {
  const stored = readSessionUser();
  const user = stored.status === 'ok' ? stored.user : null;
  const negocio = user?.role === 'admin' || user?.role === 'manager';
  const [eleccion, setEleccion] = useState<Eleccion>('semana');
  const [propio, setPropio] = useState<Fechas>({
    desde: dayjs().subtract(29, 'day'),
    hasta: dayjs(),
  });
  const rango: RangoDias | null =
    eleccion !== 'personalizado'
      ? rangoDePreset(eleccion)
      : propio.desde && propio.hasta
        ? { desde: propio.desde.format('YYYY-MM-DD'), hasta: propio.hasta.format('YYYY-MM-DD') }
        : null;
  const errorRango = rango ? errorDeRango(rango) : null;
  const quien: Quien = negocio ? { negocio: true } : { negocio: false, uid: user?.uid ?? '' };
  const { data, error, loading, reload } = useReporte(quien, user && rango && !errorRango ? rango : null);
  const elegir = (next: Eleccion) => {
    // The preset's report is read while the page renders its new range.
    if (user && next !== 'personalizado') adelantarReporte(quien, rangoDePreset(next));
    setEleccion(next);
  };
  // The figures show in the first render with the new report; its chart and table follow.
  const vistas = useDeferredValue(data);
  if (!user) return null;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <ToggleButtonGroup
          value={eleccion}
          exclusive
          size="small"
          onChange={(_, next: Eleccion | null) => next && elegir(next)}
          aria-label="Periodo del reporte"
          sx={(theme) => ({
            flexWrap: 'wrap',
            // On a phone the six periods take two lines: each a button of its own, not one bar
            // broken in two (its second line had no left border and no rounded corner).
            [theme.breakpoints.down('md')]: {
              gap: 1,
              '& .MuiToggleButtonGroup-grouped': {
                marginLeft: 0,
                border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
                borderRadius: `${theme.shape.borderRadius}px`,
              },
            },
          })}
        >
          {PRESETS_RANGO.map((preset) => (
            <ToggleButton key={preset} value={preset}>
              {PRESET_LABELS[preset]}
            </ToggleButton>
          ))}
          <ToggleButton value="personalizado">Otro periodo</ToggleButton>
        </ToggleButtonGroup>
        {eleccion === 'personalizado' && (
          <Suspense fallback={<Skeleton width={320} height={40} />}>
            <RangoPropio value={propio} onChange={setPropio} />
          </Suspense>
        )}
      </Stack>
      {!negocio && (
        <Typography color="text.secondary">
          Sus recargas y las de sus distribuidores; nada de otros clientes.
        </Typography>
      )}
      {errorRango && <Alert severity="warning">{errorRango}</Alert>}
      {!rango && <Alert severity="info">Elija Desde y Hasta para ver el reporte.</Alert>}
      {error ? (
        <ErrorConReintentar mensaje={error} onReintentar={reload} />
      ) : (
        rango &&
        !errorRango && (
          <>
            <Cifras total={data?.total} negocio={negocio} loading={loading} rango={textoRango(rango)} />
            {vistas ? <Vistas reporte={vistas} /> : <Skeleton variant="rectangular" height={320} />}
            <ComprasSaldosYStock uid={negocio ? null : user.uid} rango={rango} periodo={textoRango(rango)} />
            {negocio && <Cierres rango={rango} periodo={textoRango(rango)} />}
          </>
        )
      )}
      {!negocio && <SuEstadoDeCuenta uid={user.uid} />}
    </Stack>
  );
}
