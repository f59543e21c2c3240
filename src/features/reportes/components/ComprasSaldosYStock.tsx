import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ESTADO_COMPRA_LABELS, STOCK_BAJO, type EstadoCompra } from '@domain/compras';
import { TRAMOS_CARTERA } from '@domain/credito-base';
import { formatDia } from '@domain/fechas';
import { formatMoney } from '@domain/money';
import type { RangoDias } from '@domain/reportes';
import { ErrorConReintentar } from '@/components/ErrorConReintentar';
import { importe, type ColumnaCsv } from '@/lib/exportar/csv';
import type { Carga } from '@/lib/carga/use-carga';
import { MAX_CARTERA, useCartera, type FilaCartera } from '../api/use-cartera';
import { MAX_COMPRAS, useComprasDelPeriodo, type FilaCompras } from '../api/use-compras-del-periodo';
import { MAX_SALDOS, useSaldos, type Saldos } from '../api/use-saldos';
import { useStock, type FilaStock } from '../api/use-stock';
import { Exportar } from './Exportar';
import { Encabezado, SeccionConVistas, useVistas } from './Seccion';
import { TablaReporte } from './TablaReporte';

type Vista = 'compras' | 'saldos' | 'cartera' | 'stock';
const VISTA_LABELS: Record<Vista, string> = {
  compras: 'Compras',
  saldos: 'Saldos de clientes',
  cartera: 'Cartera de crédito',
  stock: 'Stock de chips',
};

const COMPRAS_POR_ESTADO: ColumnaCsv<FilaCompras>[] = [
  { header: 'Estado', value: (f) => ESTADO_COMPRA_LABELS[f.clave as EstadoCompra] ?? f.clave },
  { header: 'Compras', value: (f) => f.cantidad },
  { header: 'Total', value: (f) => importe(f.total) },
];

const COMPRAS_POR_CLIENTE: ColumnaCsv<FilaCompras>[] = [
  { header: 'Cliente', value: (f) => f.nombre },
  { header: 'Compras aprobadas', value: (f) => f.cantidad },
  { header: 'Total aprobado', value: (f) => importe(f.total) },
];

const TABLA_SALDOS = {
  encabezado: `Los ${MAX_SALDOS} clientes con más saldo`,
  archivo: 'saldos-de-clientes',
  columnas: [
    { header: 'Cliente', value: (f) => f.nombre },
    { header: 'Estatus', value: (f) => (f.activo ? 'Activo' : 'Inactivo') },
    { header: 'Saldo', value: (f) => importe(f.saldo) },
  ] satisfies ColumnaCsv<Saldos['mayores'][number]>[],
};

const TABLA_CARTERA = {
  encabezado: 'Clientes con deuda, la mayor primero',
  archivo: 'cartera-de-credito',
  columnas: [
    { header: 'Cliente', value: (f) => f.nombre },
    { header: 'Deuda', value: (f) => importe(f.deuda) },
    { header: 'Límite', value: (f) => importe(f.limite) },
    { header: 'Disponible', value: (f) => importe(f.disponible) },
    { header: 'Vence', value: (f) => (f.vence ? formatDia(f.vence) : '') },
    ...TRAMOS_CARTERA.map(({ id, etiqueta }) => ({
      header: etiqueta,
      value: (f: FilaCartera) => importe(f.tramos[id]),
    })),
  ] satisfies ColumnaCsv<FilaCartera>[],
};

const TABLA_STOCK = {
  encabezado: `Stock de chips (bajo: ${STOCK_BAJO} o menos)`,
  archivo: 'stock-de-chips',
  // The stock right after the chip: on a phone the table scrolls sideways and shows its first columns.
  columnas: [
    { header: 'Chip', value: (f) => f.nombre },
    { header: 'Stock', value: (f) => f.stock },
    { header: 'Stock bajo', value: (f) => (f.bajo ? 'Sí' : 'No') },
    { header: 'Operador', value: (f) => f.operador },
    { header: 'Estatus', value: (f) => (f.activo ? 'Activo' : 'Inactivo') },
  ] satisfies ColumnaCsv<FilaStock>[],
};

/** A read's three states: its error with Reintentar, a skeleton, or what it draws. */
function Cargado<T>({ carga, children }: { carga: Carga<T>; children: (data: T) => ReactNode }) {
  if (carga.error) return <ErrorConReintentar mensaje={carga.error} onReintentar={carga.reload} />;
  return carga.data ? <>{children(carga.data)}</> : <Skeleton variant="rectangular" height={160} />;
}

interface TablaExportableProps<F> {
  /** The heading above the table, with the export buttons beside it; also the table's name. */
  encabezado: string;
  /** The exported file's name, without its extension. */
  archivo: string;
  columnas: ColumnaCsv<F>[];
  filas: F[];
}

/** A report's table under its heading, which exports it as it stands. */
function TablaExportable<F>({ encabezado, archivo, columnas, filas }: TablaExportableProps<F>) {
  return (
    <Stack spacing={2}>
      <Encabezado titulo={encabezado}>
        <Exportar nombre={archivo} columnas={columnas} filas={filas} />
      </Encabezado>
      <TablaReporte titulo={encabezado} columnas={columnas} filas={filas} />
    </Stack>
  );
}

function Compras({ uid, rango, periodo }: { uid: string | null; rango: RangoDias; periodo: string }) {
  const carga = useComprasDelPeriodo(uid, rango);
  return (
    <Cargado carga={carga}>
      {(compras) => (
        <Stack spacing={2}>
          {compras.truncado && (
            <Alert severity="info">
              El periodo tiene más de {MAX_COMPRAS.toLocaleString('es-MX')} compras: se suman las más recientes. Elija
              un periodo más corto.
            </Alert>
          )}
          <Encabezado titulo={`${uid ? 'Sus compras' : 'Compras de clientes'} por estado, ${periodo}`}>
            <Exportar
              nombre={`compras-por-estado-${rango.desde}-a-${rango.hasta}`}
              columnas={COMPRAS_POR_ESTADO}
              filas={compras.porEstado}
            />
          </Encabezado>
          {compras.porEstado.length ? (
            <TablaReporte
              titulo={`Compras por estado, ${periodo}`}
              columnas={COMPRAS_POR_ESTADO}
              filas={compras.porEstado}
            />
          ) : (
            <Typography color="text.secondary">No hubo compras en {periodo}.</Typography>
          )}
          {!uid && compras.porCliente.length > 0 && (
            <TablaExportable
              encabezado={`Compras aprobadas por cliente, ${periodo}`}
              archivo={`compras-por-cliente-${rango.desde}-a-${rango.hasta}`}
              columnas={COMPRAS_POR_CLIENTE}
              filas={compras.porCliente}
            />
          )}
        </Stack>
      )}
    </Cargado>
  );
}

function SaldosDeClientes() {
  const carga = useSaldos();
  return (
    <Cargado carga={carga}>
      {(saldos) => (
        <Stack spacing={2}>
          <Typography data-testid="Saldo total de clientes">
            {formatMoney(saldos.total)} entre {saldos.clientes.toLocaleString('es-MX')} clientes (hoy, no depende del
            periodo)
          </Typography>
          <TablaExportable {...TABLA_SALDOS} filas={saldos.mayores} />
        </Stack>
      )}
    </Cargado>
  );
}

function CarteraDeCredito() {
  const carga = useCartera();
  return (
    <Cargado carga={carga}>
      {(cartera) => (
        <Stack spacing={2}>
          <Typography data-testid="Cartera total">
            {formatMoney(cartera.deuda)} adeudados por {cartera.deudores.toLocaleString('es-MX')} clientes; vencido{' '}
            {formatMoney(cartera.deuda - cartera.tramos.corriente)} (hoy, no depende del periodo)
          </Typography>
          {cartera.truncado && (
            <Alert severity="info">
              Se listan los {MAX_CARTERA.toLocaleString('es-MX')} clientes que más deben; el total los cuenta a todos.
            </Alert>
          )}
          {cartera.filas.length ? (
            <TablaExportable {...TABLA_CARTERA} filas={cartera.filas} />
          ) : (
            <Typography color="text.secondary">Ningún cliente debe hoy.</Typography>
          )}
        </Stack>
      )}
    </Cargado>
  );
}

function StockDeChips() {
  const carga = useStock();
  return <Cargado carga={carga}>{(filas) => <TablaExportable {...TABLA_STOCK} filas={filas} />}</Cargado>;
}

/**
 * Reportes' section "Compras, saldos y stock": purchases in the period (everyone), and for the
 * business its clients' balances, its credit portfolio and its SIM stock.
 */
export function ComprasSaldosYStock({
  uid,
  rango,
  periodo,
}: {
  uid: string | null;
  rango: RangoDias;
  periodo: string;
}) {
  const vistas: Vista[] = uid ? ['compras'] : ['compras', 'saldos', 'cartera', 'stock'];
  const { vista, pestanas } = useVistas(VISTA_LABELS, vistas);
  return (
    <SeccionConVistas nombre="Compras, saldos y stock" nombreVistas="Otros reportes" pestanas={pestanas}>
      {vista === 'compras' && <Compras uid={uid} rango={rango} periodo={periodo} />}
      {vista === 'saldos' && <SaldosDeClientes />}
      {vista === 'cartera' && <CarteraDeCredito />}
      {vista === 'stock' && <StockDeChips />}
    </SeccionConVistas>
  );
}
