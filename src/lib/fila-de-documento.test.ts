import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { filaDe } from './fila-de-documento';

interface Fila {
  id: string;
  nombre: string;
  estatus: boolean;
}

const documento = (id: string, data: Record<string, unknown>) =>
  ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;

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
