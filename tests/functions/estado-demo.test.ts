import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callApi, signIn } from '../support/emulators';
import { aLineas, decodificar, sugerirMapeo, type Mapeo } from '../../domain/estado-bancario';
import type { ResultadoLinea } from '../../domain/conciliacion';
import { filasCsv } from '../../src/features/compras/conciliacion/leer-estado';
import { contarCategorias } from '../support/conciliacion';

// The sample statement the README points to (Latin-1, `;`, its bank's headers) reconciles against
// the demo data as it says: a preview only, nothing moves.

describe('ejemplos/estado-de-cuenta-demo.csv', () => {
  it('previews against the seed with a line or two of every kind', async () => {
    const filas = filasCsv(decodificar(readFileSync('ejemplos/estado-de-cuenta-demo.csv')));
    const mapeo = sugerirMapeo(filas[0].map(String)) as Mapeo;
    expect(mapeo).toEqual({ fecha: 'Fecha', concepto: 'Concepto', abono: 'Abonos', referencia: 'Referencia' });
    const lineas = aLineas(filas, mapeo);
    expect(lineas[2]).toMatchObject({ concepto: 'DEPÓSITO EN EFECTIVO REF RC000034', abono: 80_000 });
    const r = await callApi('conciliacion/previa', { lineas }, await signIn('admin@demo.test', 'demo1234'));
    expect(r.status).toBe(200);
    const previa = r.body.resultados as ResultadoLinea[];
    expect(contarCategorias(previa)).toEqual({
      compra: 2,
      saldo: 2,
      'importe-distinto': 1,
      desconocida: 1,
      'ya-acreditado': 1,
      'no-deposito': 2,
    });
    expect(previa.filter((p) => p.categoria === 'saldo').map((p) => p.clienteId)).toEqual([
      'demo-cliente3',
      'demo-cliente2',
    ]);
  });
});
