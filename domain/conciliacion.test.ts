import { describe, expect, it } from 'vitest';
import { claveLinea, clasificar, type Candidatos, type LineaBanco } from './conciliacion';
import { referenciaDeposito, referenciasEnConcepto } from './depositos';

const linea = (fila: number, concepto: string, abono: number, referencia = `R${fila}`): LineaBanco => ({
  fila,
  fecha: '2026-03-05',
  concepto,
  abono,
  referencia,
});
const compra = (id: string, folio: string, clave: string, total: number) => ({
  id,
  folio,
  clave,
  total,
  clienteId: 'c1',
  clienteNombre: 'Tienda Uno',
});
const ref = referenciaDeposito(7);
const candidatos = (extra: Partial<Candidatos> = {}): Candidatos => ({
  pendientes: [compra('a', 'C-000001', 'SPEI12345', 150_000), compra('b', 'C-000002', 'SPEI123456789', 90_000)],
  aprobadas: [compra('z', 'C-000009', 'TRANSF777', 10_000)],
  clientes: new Map([[ref, { clienteId: 'c2', nombre: 'Tienda Dos' }]]),
  reclamadas: new Map(),
  ...extra,
});

describe('classifying a statement line', () => {
  it('approves a pending compra whose reference and amount the deposit carries, the longest reference first', () => {
    const [uno, dos] = clasificar(
      [linea(2, 'DEP spei-12345 x', 150_000), linea(3, 'SPEI 123456789', 90_000)],
      candidatos(),
      referenciasEnConcepto,
    );
    expect(uno).toMatchObject({ categoria: 'compra', compraId: 'a', folio: 'C-000001' });
    expect(dos).toMatchObject({ categoria: 'compra', compraId: 'b' });
  });

  it('sets apart a different amount, an unknown reference, a credited one and a line that is no deposit', () => {
    const r = clasificar(
      [
        linea(2, 'SPEI12345', 100_000),
        linea(3, 'PAGO VARIOS', 5_000),
        linea(4, 'transf 777', 10_000),
        linea(5, 'COMISION', 0),
        linea(6, `Pago ${ref}`, 70_000),
      ],
      candidatos(),
      referenciasEnConcepto,
    );
    expect(r.map((x) => x.categoria)).toEqual([
      'importe-distinto',
      'desconocida',
      'ya-acreditado',
      'no-deposito',
      'saldo',
    ]);
    expect(r[0].motivo).toBe('La compra C-000001 es de $1,500.00; el depósito, de $1,000.00');
    expect(r[4]).toMatchObject({ clienteId: 'c2', clienteNombre: 'Tienda Dos' });
  });

  it('counts a line or a compra once: already claimed, repeated in the file, or paid twice', () => {
    const l = linea(2, 'SPEI12345', 150_000);
    const ya = clasificar(
      [l],
      candidatos({ reclamadas: new Map([[claveLinea(l), { folio: 'C-000001' }]]) }),
      referenciasEnConcepto,
    );
    expect(ya[0]).toMatchObject({ categoria: 'ya-acreditado', motivo: 'Ya se acreditó en la compra C-000001' });
    const dos = clasificar(
      [l, { ...l, fila: 3 }, { ...l, fila: 4, referencia: 'otra' }],
      candidatos(),
      referenciasEnConcepto,
    );
    expect(dos.map((x) => x.categoria)).toEqual(['compra', 'ya-acreditado', 'ya-acreditado']);
  });

  it('keys a line by date, amount and bank reference, or its concepto without one', () => {
    expect(claveLinea(linea(2, 'x', 100, 'ab-12'))).toBe('2026-03-05_100_RAB12');
    expect(claveLinea(linea(2, 'Pago tienda', 100, ''))).toBe('2026-03-05_100_CPAGOTIENDA');
  });
});
