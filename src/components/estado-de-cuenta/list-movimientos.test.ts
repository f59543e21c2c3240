import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { toMovimientoFila } from './list-movimientos';

vi.mock('@/lib/guardar/db', () => ({ db: {} }));

const movimiento = (origen: string, motivo?: string) =>
  ({
    id: 'm1',
    data: () => ({ tipo: 'cargo', origen: { tipo: origen, id: 'x' }, monto: -4800, ...(motivo ? { motivo } : {}) }),
  }) as unknown as QueryDocumentSnapshot;

describe('the concepto of a movement', () => {
  it('says the origin once when the reason already names it', () => {
    expect(toMovimientoFila(movimiento('recarga', 'Recarga R-000207')).concepto).toBe('Recarga R-000207');
    expect(toMovimientoFila(movimiento('recarga', 'Recarga R-000207 fallida')).concepto).toBe(
      'Recarga R-000207 fallida',
    );
    expect(toMovimientoFila(movimiento('compra', 'Compra C-000010')).concepto).toBe('Compra C-000010');
  });

  it('puts the origin before a reason that does not name it, and alone without one', () => {
    expect(toMovimientoFila(movimiento('recarga', 'Reversión de R-000207: número equivocado')).concepto).toBe(
      'Recarga: Reversión de R-000207: número equivocado',
    );
    expect(toMovimientoFila(movimiento('ajuste', 'Depósito en ventanilla')).concepto).toBe(
      'Ajuste manual: Depósito en ventanilla',
    );
    expect(toMovimientoFila(movimiento('ajuste')).concepto).toBe('Ajuste manual');
  });
});
