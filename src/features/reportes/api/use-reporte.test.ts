import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CUBETA_VACIA } from '@domain/resumenes';
import { cargarPorCliente } from './use-reporte';

const { leerMesesDeClientes, leerNombresPorId, leerDistribuidoresPorId } = vi.hoisted(() => ({
  leerMesesDeClientes: vi.fn(),
  leerNombresPorId: vi.fn(async (_coleccion: string, ids: string[] = []) =>
    Object.fromEntries(ids.map((id) => [id, `Leído ${id}`])),
  ),
  leerDistribuidoresPorId: vi.fn(async (ids: string[] = []) => ({
    nombres: Object.fromEntries(ids.map((id) => [id, `Leído ${id}`])),
    comisiones: Object.fromEntries(ids.map((id) => [id, 2])),
  })),
}));
vi.mock('./resumenes-clientes', () => ({ leerMesesDeClientes }));
vi.mock('@/lib/lecturas/use-nombres', () => ({ leerNombresPorId, leerDistribuidoresPorId }));

const total = { ...CUBETA_VACIA, exitosas: 1, monto: 5_000 };
const rango = { desde: '2026-10-26', hasta: '2026-11-24' };

beforeEach(() => {
  leerNombresPorId.mockClear();
  leerDistribuidoresPorId.mockClear();
});

describe('cargarPorCliente', () => {
  it('names clients from their months and looks up only those whose months carry no name', async () => {
    leerMesesDeClientes.mockResolvedValue([
      { clienteId: 'c1', mes: '2026-10', nombre: 'Nombre viejo', dias: { '30': { total } } },
      { clienteId: 'c1', mes: '2026-11', nombre: 'Tienda Ñandú', dias: { '02': { total } } },
      // Written before months carried a name.
      { clienteId: 'c2', mes: '2026-11', dias: { '03': { total } } },
    ]);
    const leido = await cargarPorCliente(rango, 'cliente');
    expect(leerMesesDeClientes).toHaveBeenCalledWith(rango, 'total');
    expect(leerNombresPorId).toHaveBeenCalledWith('clientes', ['c2']);
    expect(leerDistribuidoresPorId).toHaveBeenCalledWith([]);
    expect(leido.nombresClientes).toEqual({ c1: 'Tienda Ñandú', c2: 'Leído c2' });
    expect(leido.porCliente.c1).toMatchObject({ exitosas: 2, monto: 10_000 });
  });

  it('by distributor reads the distributors of the days, their names and commissions, the counter apart', async () => {
    leerMesesDeClientes.mockResolvedValue([
      {
        clienteId: 'c1',
        mes: '2026-11',
        nombre: 'Tienda',
        dias: { '02': { distribuidores: { d1: total, mostrador: total } } },
      },
    ]);
    const leido = await cargarPorCliente(rango, 'distribuidor');
    expect(leerMesesDeClientes).toHaveBeenCalledWith(rango, 'distribuidores');
    expect(leerDistribuidoresPorId).toHaveBeenCalledWith(['d1']);
    expect(leido.nombresDistribuidores).toEqual({ d1: 'Leído d1' });
    expect(leido.comisionesDistribuidores).toEqual({ d1: 2 });
    expect(Object.keys(leido.porDistribuidor).sort()).toEqual(['d1', 'mostrador']);
  });
});
