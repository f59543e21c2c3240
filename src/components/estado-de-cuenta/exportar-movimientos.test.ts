import { describe, expect, it, vi } from 'vitest';
import { toCsv } from '@/lib/exportar/csv';
import { COLUMNAS_MOVIMIENTOS } from './exportar-movimientos';

vi.mock('@/lib/guardar/db', () => ({ db: {} }));

describe('estado de cuenta CSV', () => {
  it('has a header row, the tipo as the screen shows it and amounts as numbers', () => {
    const csv = toCsv(COLUMNAS_MOVIMIENTOS, [
      {
        id: 'm1',
        fecha: new Date(2026, 10, 22, 10, 5),
        tipo: 'cargo',
        concepto: 'Ajuste manual: =Corrección',
        monto: -100050,
        saldoAnterior: 150000,
        saldoNuevo: 49950,
        por: 'admin@demo.test',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"Fecha","Tipo","Concepto","Monto","Saldo anterior","Saldo nuevo","Por"',
      '"22/11/26 10:05","Cargo","Ajuste manual: =Corrección",-1000.50,1500.00,499.50,"admin@demo.test"',
    ]);
  });
});
