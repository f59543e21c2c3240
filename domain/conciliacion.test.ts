import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  aplicarSchema,
  claveLinea,
  clasificar,
  mapeoBancoSchema,
  previaSchema,
  type Candidatos,
  type LineaBanco,
} from './conciliacion';
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

  it('keys a concepto by its first 200 units, keeping neither half of a character they would split', () => {
    const astral = '\u{20000}';
    expect(claveLinea(linea(2, `${'A'.repeat(199)}${astral}`, 100, ''))).toBe(`2026-03-05_100_C${'A'.repeat(199)}`);
    expect(claveLinea(linea(2, `${'A'.repeat(198)}${astral}B`, 100, ''))).toBe(
      `2026-03-05_100_C${'A'.repeat(198)}${astral}`,
    );
  });
});

describe('the lines of a request', () => {
  const importacion = { id: randomUUID(), archivo: 'x.csv', sha256: 'a'.repeat(64), lineas: 3, banco: 'BBVA' };
  const errores = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues.map((i) => i.message) ?? [];

  it('names each fila sent twice, in the preview and the application', () => {
    const lineas = [linea(7, 'a', 100), linea(8, 'b', 200), linea(7, 'c', 300), linea(8, 'd', 1), linea(7, 'e', 2)];
    expect(errores(previaSchema.safeParse({ lineas }))).toEqual([
      'La fila 7 aparece dos veces',
      'La fila 8 aparece dos veces',
    ]);
    expect(errores(aplicarSchema.safeParse({ importacion, parte: 0, lineas: lineas.slice(0, 3), fin: true }))).toEqual([
      'La fila 7 aparece dos veces',
    ]);
  });

  it('takes lines each on its own fila, and an application without lines', () => {
    const lineas = [linea(2, 'a', 100), linea(3, 'a', 100)];
    expect(previaSchema.safeParse({ lineas }).success).toBe(true);
    expect(aplicarSchema.safeParse({ importacion, parte: 0, lineas, fin: true }).success).toBe(true);
    expect(aplicarSchema.safeParse({ importacion, parte: 0, lineas: [], fin: true }).success).toBe(true);
  });
});

describe("a bank's mapping", () => {
  const columnas = { fecha: 'Fecha', concepto: 'Concepto', abono: 'Abono', referencia: '' };

  it('takes a name of any common alphabet, and refuses one whose key would not fit as a field name', () => {
    expect(mapeoBancoSchema.safeParse({ banco: 'Banco Azteca Ñandú 123', columnas }).success).toBe(true);
    expect(mapeoBancoSchema.safeParse({ banco: 'Банк 中国银行', columnas }).success).toBe(true);
    // U+FDFA normalises into 18 letters: 60 of them key to some 1,800 bytes.
    expect(mapeoBancoSchema.safeParse({ banco: '\uFDFA'.repeat(60), columnas }).error?.issues[0].message).toBe(
      'El nombre del banco es demasiado largo: escríbalo con letras y números comunes',
    );
  });
});
