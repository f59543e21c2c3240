import { describe, expect, it } from 'vitest';
import { consultaEstructurada } from './consulta-rest';
import { consultaLista, estatusElegido } from './consulta-lista';
import type { ConsultaDeLista } from './page-query';

// Each list's query must be exactly the one its composite index was declared for: the filters in
// order, then the field it is ordered by, as the REST API receives it (fetchPage).
const enviada = ({ coleccion, consulta }: ConsultaDeLista) => consultaEstructurada(coleccion, consulta);
const clausula = (fieldPath: string, op: string, value: object) => ({
  fieldFilter: { field: { fieldPath }, op, value },
});
const orden = (fieldPath: string, direction = 'ASCENDING') => [
  { field: { fieldPath }, direction },
  { field: { fieldPath: '__name__' }, direction },
];

describe('consultaLista', () => {
  it('leaves out the filters left empty, and orders', () => {
    const q = consultaLista('productos', {
      texto: '',
      iguales: { tipo: '', operador: undefined, estatus: estatusElegido('') },
      orden: 'nombreOrden',
      campos: ['nombre', 'sku'],
    });
    expect(enviada(q)).toEqual({ from: [{ collectionId: 'productos' }], orderBy: orden('nombreOrden') });
    expect(q.campos).toEqual(['nombre', 'sku']);
  });

  it('sends a single filter as it is, not inside an AND', () => {
    const q = consultaLista('usuarios', { iguales: { role: 'admin' }, orden: 'nombreOrden', campos: ['nombre'] });
    expect(enviada(q).where).toEqual(clausula('role', 'EQUAL', { stringValue: 'admin' }));
  });

  it('searches the normalised text, then filters in order; null and false filter too', () => {
    const q = consultaLista('distribuidores', {
      texto: '  Ñandú ',
      iguales: { clienteId: null, estatus: estatusElegido('inactivos') },
      orden: 'nombreClave',
      campos: ['nombre'],
    });
    expect(enviada(q)).toEqual({
      from: [{ collectionId: 'distribuidores' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            clausula('busqueda', 'ARRAY_CONTAINS', { stringValue: 'nandu' }),
            { unaryFilter: { field: { fieldPath: 'clienteId' }, op: 'IS_NULL' } },
            clausula('estatus', 'EQUAL', { booleanValue: false }),
          ],
        },
      },
      orderBy: orden('nombreClave'),
    });
  });

  it('bounds the ordering field by the dates, newest first', () => {
    const q = consultaLista('movimientos', {
      iguales: { clienteId: 'c1', tipo: 'abono' },
      fechas: { desdeMs: 1_000, hastaMs: 2_000 },
      orden: 'creadoEn',
      direccion: 'desc',
      campos: ['monto'],
    });
    expect(enviada(q)).toEqual({
      from: [{ collectionId: 'movimientos' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            clausula('clienteId', 'EQUAL', { stringValue: 'c1' }),
            clausula('tipo', 'EQUAL', { stringValue: 'abono' }),
            clausula('creadoEn', 'GREATER_THAN_OR_EQUAL', { timestampValue: '1970-01-01T00:00:01.000Z' }),
            clausula('creadoEn', 'LESS_THAN', { timestampValue: '1970-01-01T00:00:02.000Z' }),
          ],
        },
      },
      orderBy: orden('creadoEn', 'DESCENDING'),
    });
  });

  it('maps Activos/Inactivos/Todos to the estatus value', () => {
    expect([estatusElegido('activos'), estatusElegido('inactivos'), estatusElegido('')]).toEqual([true, false, '']);
  });
});
