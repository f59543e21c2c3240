import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { fecha, filaDe } from './fila-de-documento';

interface Fila {
  id: string;
  nombre: string;
  estatus: boolean;
}

const documento = (id: string, data: Record<string, unknown>) => ({ id, data: () => data });

describe('filaDe', () => {
  it("gives each row its document's id and the fields read from its data", () => {
    const toFila = filaDe<Fila>((data) => ({ nombre: String(data.nombre), estatus: data.estatus === true }));
    expect(toFila(documento('p1', { nombre: 'Telcel', estatus: true, busqueda: ['telcel'] }))).toEqual({
      id: 'p1',
      nombre: 'Telcel',
      estatus: true,
    });
  });
});

describe('fecha', () => {
  it('takes a REST read’s Date and an SDK snapshot’s Timestamp alike; null when absent', () => {
    const instante = new Date('2026-11-20T15:04:05.123Z');
    expect(fecha(instante)).toBe(instante);
    expect(fecha(Timestamp.fromDate(instante))).toEqual(instante);
    expect([fecha(undefined), fecha(null), fecha('2026-11-20')]).toEqual([null, null, null]);
  });

  it('takes the plain {seconds} form a log keeps of a record; a map without them is no date', () => {
    expect(fecha({ seconds: 1_795_000_000, nanoseconds: 0 })).toEqual(new Date(1_795_000_000_000));
    expect([fecha({ seconds: '1795000000' }), fecha({ monto: 5 })]).toEqual([null, null]);
  });
});
