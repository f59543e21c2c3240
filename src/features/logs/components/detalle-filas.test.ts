import { describe, expect, it } from 'vitest';
import { filasDetalle } from './detalle-filas';
import { tituloDetalle } from './titulo-detalle';

describe('log detail rows', () => {
  it('shows pesos, names, labels and dates instead of centavos, ids and codes', () => {
    const detalle = {
      entidad: 'productos',
      id: 'TEL-REC-100',
      antes: { nombre: 'Telcel 100', precio: 9650, proveedorId: 'prov-1', estatus: true, tipo: 'recarga' },
      despues: {
        nombre: 'Telcel 100',
        precio: 100050,
        proveedorId: 'prov-1',
        estatus: false,
        tipo: 'recarga',
        creadoEn: { seconds: new Date(2026, 10, 22, 9, 5).getTime() / 1000, nanoseconds: 0 },
      },
    };
    expect(filasDetalle(detalle, { 'prov-1': 'Distribuidora Norte' })).toEqual([
      { campo: 'Nombre', antes: 'Telcel 100', despues: 'Telcel 100', cambio: false },
      { campo: 'Tipo', antes: 'Recarga', despues: 'Recarga', cambio: false },
      { campo: 'Proveedor', antes: 'Distribuidora Norte', despues: 'Distribuidora Norte', cambio: false },
      { campo: 'Precio', antes: '$96.50', despues: '$1,000.50', cambio: true },
      { campo: 'Estatus', antes: 'Activo', despues: 'Inactivo', cambio: true },
      { campo: 'Alta', antes: '—', despues: '22/11/26 09:05', cambio: true },
    ]);
    expect(tituloDetalle(detalle, undefined, {})).toBe('Producto Telcel 100');
  });

  it('labels a supplier tipo and a commission as their screens do', () => {
    const [tipo, comision] = filasDetalle(
      { entidad: 'proveedores', id: 'p', antes: null, despues: { tipo: 'recarga', comision: 2.5 } },
      {},
    );
    expect(tipo).toMatchObject({ campo: 'Tipo', antes: '—', despues: 'Recargas' });
    expect(comision).toMatchObject({ campo: 'Comisión', despues: '2.5%' });
  });

  it('names a product’s stock as the catalogue does', () => {
    const [stock] = filasDetalle({ entidad: 'productos', id: 'p', antes: { stock: 25 }, despues: { stock: 15 } }, {});
    expect(stock).toMatchObject({ campo: 'Stock', antes: '25', despues: '15', cambio: true });
  });
});

describe('a state change, as its screen says it', () => {
  it('labels a compra’s estado and total: "Estado: Pendiente → Recibida", never the codes', () => {
    const filas = filasDetalle(
      { entidad: 'compras', id: 'c', antes: { estado: 'pendiente' }, despues: { estado: 'recibida' } },
      {},
    );
    expect(filas).toEqual([{ campo: 'Estado', antes: 'Pendiente', despues: 'Recibida', cambio: true }]);
    const [, total] = filasDetalle(
      { entidad: 'compras', id: 'c', antes: null, despues: { estado: 'pendiente', total: 200_000 } },
      {},
    );
    expect(total).toMatchObject({ campo: 'Total', despues: '$2,000.00' });
  });

  it('labels a top-up’s estado with its own labels, and its folio, authorization and reason', () => {
    const filas = filasDetalle(
      {
        entidad: 'recargas',
        id: 'r',
        antes: { estado: 'pendiente' },
        despues: { estado: 'exitosa', autorizacion: 'A1B2', motivo: 'Número equivocado' },
      },
      {},
    );
    expect(filas.map(({ campo, antes, despues }) => `${campo}: ${antes} → ${despues}`)).toEqual([
      'Estado: En verificación → Exitosa',
      'Autorización: — → A1B2',
      'Motivo: — → Número equivocado',
    ]);
  });

  it('shows a phone as every screen does, a user’s deletion as Sí/No, and no raw uid', () => {
    const filas = filasDetalle(
      { entidad: 'usuarios', id: 'u', antes: null, despues: { uid: 'u', telefono: '5598765432', eliminado: true } },
      {},
    );
    expect(filas).toEqual([
      { campo: 'Teléfono', antes: '—', despues: '55 9876 5432', cambio: true },
      { campo: 'Eliminado', antes: '—', despues: 'Sí', cambio: true },
    ]);
  });

  it('shows a client’s commissions in percent', () => {
    const [comisiones] = filasDetalle(
      {
        entidad: 'clientes',
        id: 'c',
        antes: { comisiones: { predeterminada: 2, operadores: {} } },
        despues: { comisiones: { predeterminada: 2.5, operadores: { Telcel: 3 } } },
      },
      {},
    );
    expect(comisiones).toMatchObject({ antes: 'Predeterminada 2%', despues: 'Predeterminada 2.5% · Telcel 3%' });
  });
});
