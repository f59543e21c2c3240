import { comisionCubeta, gananciaDistribuidor, textoDiferencia, type Corte } from '@domain/corte';
import { formatMoney } from '@domain/money';
import { nombreDistribuidor } from '@domain/reportes';
import type { Cubeta } from '@domain/resumenes';
import { importe, type ColumnaCsv } from '@/lib/exportar/csv';
import { APP_NAME } from '@/lib/app-name';
import type { DistribuidoresDelCorte } from './use-corte';

/** One line of a corte's tables and exports: the total, a carrier, or a seller (with its earnings). */
export interface FilaCorte {
  grupo: 'Total' | 'Compañía' | 'Distribuidor';
  nombre: string;
  cubeta: Cubeta;
  /** A distributor's earnings at its `comision`; the counter itself earns none. */
  ganancia?: number;
}

/** A closed shift's cash: expected (the corte's monto), counted, and the difference. */
export interface Caja {
  esperado: number;
  contado: number;
  diferencia: number;
}

const porMonto = (a: FilaCorte, b: FilaCorte) =>
  b.cubeta.monto - a.cubeta.monto || a.nombre.localeCompare(b.nombre, 'es');

/** The corte's lines: its total, its carriers, then its sellers, best seller first in each group. */
export function filasCorte(corte: Corte, distribuidores: DistribuidoresDelCorte): FilaCorte[] {
  const operadores = Object.entries(corte.operadores).map(([nombre, cubeta]): FilaCorte => ({
    grupo: 'Compañía',
    nombre,
    cubeta,
  }));
  const vendedores = Object.entries(corte.distribuidores).map(([clave, cubeta]): FilaCorte => {
    const comision = distribuidores.comisiones[clave];
    return {
      grupo: 'Distribuidor',
      nombre: nombreDistribuidor(clave, distribuidores.nombres),
      cubeta,
      ...(comision !== undefined ? { ganancia: gananciaDistribuidor(cubeta, comision) } : {}),
    };
  });
  return [
    { grupo: 'Total', nombre: 'Total', cubeta: corte.total },
    ...operadores.sort(porMonto),
    ...vendedores.sort(porMonto),
  ];
}

/** The columns of a corte's CSV and Excel: what customers paid (the cash), what the saldo paid, the rest. */
export const COLUMNAS_CORTE: ColumnaCsv<FilaCorte>[] = [
  { header: 'Grupo', value: (f) => f.grupo },
  { header: 'Nombre', value: (f) => f.nombre },
  { header: 'Recargas exitosas', value: (f) => f.cubeta.exitosas },
  { header: 'Cobrado a clientes (efectivo)', value: (f) => importe(f.cubeta.monto) },
  { header: 'Pagado de su saldo', value: (f) => importe(f.cubeta.precio) },
  { header: 'Su comisión', value: (f) => importe(comisionCubeta(f.cubeta)) },
  { header: 'Ganancia del distribuidor', value: (f) => (f.ganancia === undefined ? '' : importe(f.ganancia)) },
  { header: 'Fallidas', value: (f) => f.cubeta.fallidas },
  { header: 'Fallidas: monto reembolsado', value: (f) => importe(f.cubeta.montoFallidas) },
  { header: 'Revertidas', value: (f) => f.cubeta.revertidas },
  { header: 'Revertidas: monto reembolsado', value: (f) => importe(f.cubeta.montoRevertidas) },
  { header: 'En verificación', value: (f) => f.cubeta.pendientes },
];

/** The corte as label/value lines: the printed receipt and the shared text. */
export function lineasCorte(corte: Corte, distribuidores: DistribuidoresDelCorte, caja?: Caja): [string, string][] {
  const t = corte.total;
  const filas = filasCorte(corte, distribuidores);
  return [
    ['Recargas exitosas', String(t.exitosas)],
    ['Cobrado a clientes', formatMoney(t.monto)],
    ['Pagado de su saldo', formatMoney(t.precio)],
    ['Su comisión', formatMoney(comisionCubeta(t))],
    ...(caja
      ? ([
          ['Efectivo esperado', formatMoney(caja.esperado)],
          ['Efectivo contado', formatMoney(caja.contado)],
          ['Diferencia', textoDiferencia(caja.diferencia)],
        ] as [string, string][])
      : []),
    ...filas
      .filter((f) => f.grupo !== 'Total')
      .map((f): [string, string] => [
        `${f.grupo === 'Compañía' ? '' : '· '}${f.nombre} (${f.cubeta.exitosas})`,
        f.ganancia === undefined
          ? formatMoney(f.cubeta.monto)
          : `${formatMoney(f.cubeta.monto)}, gana ${formatMoney(f.ganancia)}`,
      ]),
    ['Fallidas (reembolsadas)', `${t.fallidas}: ${formatMoney(t.montoFallidas)}`],
    ['Revertidas (reembolsadas)', `${t.revertidas}: ${formatMoney(t.montoRevertidas)}`],
    ...(t.pendientes ? [['En verificación', String(t.pendientes)] as [string, string]] : []),
  ];
}

/** The corte as plain text, for the phone's share sheet. */
export function textoCorte(
  titulo: string,
  tienda: string,
  corte: Corte,
  distribuidores: DistribuidoresDelCorte,
  caja?: Caja,
): string {
  const lineas = lineasCorte(corte, distribuidores, caja).map(([label, value]) => `${label}: ${value}`);
  return [APP_NAME, tienda, titulo, ...lineas].join('\n');
}
