import { initializeApp } from 'firebase/app';
import { collection, getFirestore, orderBy, query, queryEqual, Timestamp, where, type Query } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { consultaLista, estatusElegido } from './consulta-lista';

// The real SDK builds the queries (nothing is read): each list's query must be exactly the one
// its composite index was declared for.
const db = getFirestore(initializeApp({ projectId: 'demo-consulta-lista' }, 'consulta-lista'));
const igual = (a: Query, b: Query) => queryEqual(a, b);

describe('consultaLista', () => {
  it('leaves out the filters left empty, and orders', () => {
    const q = consultaLista(db, 'productos', {
      texto: '',
      iguales: { tipo: '', operador: undefined, estatus: estatusElegido('') },
      orden: 'nombreOrden',
    });
    expect(igual(q, query(collection(db, 'productos'), orderBy('nombreOrden')))).toBe(true);
  });

  it('searches the normalised text, then filters in order; null and false filter too', () => {
    const q = consultaLista(db, 'distribuidores', {
      texto: '  Ñandú ',
      iguales: { clienteId: null, estatus: estatusElegido('inactivos') },
      orden: 'nombreClave',
    });
    const esperada = query(
      collection(db, 'distribuidores'),
      where('busqueda', 'array-contains', 'nandu'),
      where('clienteId', '==', null),
      where('estatus', '==', false),
      orderBy('nombreClave'),
    );
    expect(igual(q, esperada)).toBe(true);
    expect(igual(q, query(collection(db, 'distribuidores'), orderBy('nombreClave')))).toBe(false);
  });

  it('bounds the ordering field by the dates, newest first', () => {
    const q = consultaLista(db, 'movimientos', {
      iguales: { clienteId: 'c1', tipo: 'abono' },
      fechas: { desdeMs: 1_000, hastaMs: 2_000 },
      orden: 'creadoEn',
      direccion: 'desc',
    });
    const esperada = query(
      collection(db, 'movimientos'),
      where('clienteId', '==', 'c1'),
      where('tipo', '==', 'abono'),
      where('creadoEn', '>=', Timestamp.fromMillis(1_000)),
      where('creadoEn', '<', Timestamp.fromMillis(2_000)),
      orderBy('creadoEn', 'desc'),
    );
    expect(igual(q, esperada)).toBe(true);
  });

  it('maps Activos/Inactivos/Todos to the estatus value', () => {
    expect([estatusElegido('activos'), estatusElegido('inactivos'), estatusElegido('')]).toEqual([true, false, '']);
  });
});
