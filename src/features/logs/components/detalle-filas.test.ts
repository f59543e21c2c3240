import { describe, expect, it } from 'vitest';
import { filasDetalle, tituloDetalle } from './detalle-filas';

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
    expect(tituloDetalle(detalle)).toBe('Producto Telcel 100');
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
