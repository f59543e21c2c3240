import type { DocumentData } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { CAMPOS_MOVIMIENTO } from '../components/estado-de-cuenta/movimientos-query';
import { toMovimientoFila } from '../components/estado-de-cuenta/list-movimientos';
import { CAMPOS_CLIENTE } from '../features/clientes/api/clientes-query';
import { toClienteFila } from '../features/clientes/api/list-clientes';
import { CAMPOS_COMPRA, toCompraFila } from '../features/compras/api/list-compras';
import { CAMPOS_DISTRIBUIDOR } from '../features/distribuidores/api/distribuidores-query';
import { toDistribuidorFila } from '../features/distribuidores/api/list-distribuidores';
import { CAMPOS_LOG, toLogFila } from '../features/logs/api/list-logs';
import { toProductoFila } from '../features/productos/api/list-productos';
import { CAMPOS_PRODUCTO } from '../features/productos/api/productos-query';
import { toProveedorFila } from '../features/proveedores/api/list-proveedores';
import { CAMPOS_PROVEEDOR } from '../features/proveedores/api/proveedores-query';
import { toUsuarioFila, usuariosQuery } from '../features/usuarios/api/list-usuarios';
import { toRecargaFila } from '../lib/recargas/list-recargas';
import { CAMPOS_RECARGA } from '../lib/recargas/recargas-query';

vi.mock('../lib/firebase', () => ({ firestoreRest: 'http://rest', tokenDeSesion: async () => 'token' }));

/** The fields a row mapper reads of a document's data (a proxy that notes each one asked for). */
function camposLeidos(map: (doc: { id: string; data: () => DocumentData }) => unknown): string[] {
  const leidos = new Set<string>();
  const data = new Proxy({}, { get: (_, campo) => (typeof campo === 'string' && leidos.add(campo), undefined) });
  map({ id: 'x', data: () => data });
  return [...leidos].sort();
}

// A list page sends only the fields its query names (a projection): a field the row reads but the
// query leaves out would show blank, with no error anywhere.
describe('each list asks for every field its rows read', () => {
  it.each([
    ['clientes', CAMPOS_CLIENTE, toClienteFila],
    ['productos', CAMPOS_PRODUCTO, toProductoFila],
    ['usuarios', usuariosQuery({ texto: '', role: '', estatus: '' }).campos, toUsuarioFila],
    ['compras', CAMPOS_COMPRA, toCompraFila],
    ['logs', CAMPOS_LOG, toLogFila],
    ['proveedores', CAMPOS_PROVEEDOR, toProveedorFila],
    ['distribuidores', CAMPOS_DISTRIBUIDOR, toDistribuidorFila],
    ['recargas', CAMPOS_RECARGA, toRecargaFila],
    ['movimientos', CAMPOS_MOVIMIENTO, toMovimientoFila],
  ] as const)('%s', (_, campos, map) => {
    const leidos = camposLeidos(map);
    expect(leidos.length).toBeGreaterThan(3);
    expect([...campos].sort()).toEqual(leidos);
  });
});
