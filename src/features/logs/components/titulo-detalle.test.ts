import { describe, expect, it } from 'vitest';
import { tituloDetalle } from './titulo-detalle';

const cambio = (entidad: string, antes: Record<string, unknown> | null = { estado: 'pendiente' }) => ({
  entidad,
  id: '56794660-2648-4c1e-9a3b-1f0c2d3e4f5a',
  antes,
  despues: { estado: 'recibida' },
});

describe('the title of a change: what a person knows the record by', () => {
  it('a compra by its folio, its client or supplier and its products, never its id', () => {
    const compra = {
      folio: 'P-000007',
      proveedorNombre: 'Distribuidora Norte',
      partidas: [{ productoId: 'p', nombre: 'Chip Telcel', tipo: 'sim', cantidad: 60, precioUnitario: 3500 }],
    };
    expect(tituloDetalle(cambio('compras'), compra, {})).toBe(
      'Compra P-000007 · Distribuidora Norte · 60 × Chip Telcel',
    );
    const saldo = {
      folio: 'C-000012',
      clienteNombre: 'Recargas La Esquina',
      partidas: [
        { productoId: 'saldo', nombre: 'Saldo para recargas', tipo: 'saldo', cantidad: 1, precioUnitario: 200_000 },
        { productoId: 'p', nombre: 'Chip Bait', tipo: 'sim', cantidad: 5, precioUnitario: 5000 },
      ],
    };
    expect(tituloDetalle(cambio('compras'), saldo, {})).toBe(
      'Compra C-000012 · Recargas La Esquina · Saldo para recargas $2,000.00 y 1 más',
    );
  });

  it('a top-up by its folio, its client’s name and its carrier and amount', () => {
    const recarga = { folio: 'R-000031', clienteId: 'demo-cliente', operador: 'Telcel', monto: 10_000 };
    expect(tituloDetalle(cambio('recargas'), recarga, { 'demo-cliente': 'Recargas La Esquina' })).toBe(
      'Recarga R-000031 · Recargas La Esquina · Telcel $100.00',
    );
  });

  it('a user by its name and e-mail; a client, a product by its name as the change wrote it', () => {
    expect(tituloDetalle(cambio('usuarios'), { nombre: 'Rosa Pérez', correo: 'rosa@prueba.test' }, {})).toBe(
      'Usuario Rosa Pérez · rosa@prueba.test',
    );
    expect(tituloDetalle(cambio('clientes', { nombre: 'Abarrotes Ñandú' }), { nombre: 'Ñandú' }, {})).toBe(
      'Cliente Abarrotes Ñandú',
    );
  });

  it('while the record is read, only its kind; its id only when nothing else names it', () => {
    expect(tituloDetalle(cambio('compras'), undefined, {})).toBe('Compra');
    expect(tituloDetalle(cambio('compras'), null, {})).toBe('Compra 56794660-2648-4c1e-9a3b-1f0c2d3e4f5a');
  });
});
