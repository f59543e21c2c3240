import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { importe, type ColumnaCsv } from '@/lib/exportar/csv';
import { TablaReporte } from './TablaReporte';

interface Fila {
  nombre: string;
  vendido: number;
}

const COLUMNAS: ColumnaCsv<Fila>[] = [
  { header: 'Cliente', value: (f) => f.nombre },
  { header: 'Vendido', value: (f) => importe(f.vendido) },
];

/** `n` clients; client i sold i pesos, listed in a shuffled order. */
const clientes = (n: number): Fila[] =>
  Array.from({ length: n }, (_, i) => ((i * 37) % n) + 1).map((i) => ({
    nombre: `Tienda ${String(i).padStart(3, '0')}`,
    vendido: i * 100,
  }));

const tabla = () => screen.getByRole('table', { name: 'Ventas por cliente' });
/** The body's lines as their first cell reads, the totals line last. */
const lineas = () =>
  within(tabla())
    .getAllByRole('row')
    .slice(1)
    .map((fila) => within(fila).getAllByRole('cell')[0].textContent);

it('shows a month of days on one page, without a pager', () => {
  render(<TablaReporte titulo="Ventas por cliente" columnas={COLUMNAS} filas={clientes(31)} />);
  expect(lineas()).toHaveLength(31);
  expect(screen.queryByRole('button', { name: 'Página siguiente' })).toBeNull();
});

it('pages 120 clients by 50, keeps the totals line on each page, and sorts all of them', async () => {
  const filas = clientes(120);
  const total = { nombre: 'Total', vendido: filas.reduce((s, f) => s + f.vendido, 0) };
  const { rerender } = render(
    <TablaReporte titulo="Ventas por cliente" columnas={COLUMNAS} filas={filas} total={total} />,
  );
  expect(lineas()).toHaveLength(51);
  expect(lineas().at(-1)).toBe('Total');
  expect(screen.getByText('1–50 de 120')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
  expect(screen.getByText('51–100 de 120')).toBeTruthy();
  expect(lineas().slice(0, -1)).toEqual(filas.slice(50, 100).map((f) => f.nombre));
  expect(within(tabla()).getAllByRole('row').at(-1)?.textContent).toContain('$7,260.00');

  // Sorting (an amount: largest first) orders every client, not the page's, and goes back to the first page.
  await userEvent.click(screen.getByRole('button', { name: 'Vendido' }));
  expect(screen.getByText('1–50 de 120')).toBeTruthy();
  expect(lineas()[0]).toBe('Tienda 120');
  expect(lineas()[49]).toBe('Tienda 071');

  // Another period's lines start at their first page.
  await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
  rerender(<TablaReporte titulo="Ventas por cliente" columnas={COLUMNAS} filas={clientes(80)} total={total} />);
  expect(screen.getByText('1–50 de 80')).toBeTruthy();
});
