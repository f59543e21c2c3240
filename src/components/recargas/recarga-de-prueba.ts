import type { EstadoRecarga } from '@domain/recargas-base';
import type { RecargaFila } from '@/lib/recargas/list-recargas';

/** For the tests: one client's Telcel top-up of $50.00, charged $47.50, in the given state. */
export const recargaDePrueba = (estado: EstadoRecarga): RecargaFila => ({
  id: 'r1',
  folio: 'R-000001',
  clienteId: 'c1',
  productoId: 'p1',
  operador: 'Telcel',
  numero: '5512345678',
  monto: 5_000,
  precio: 4_750,
  estado,
  fecha: null,
  completadaEn: null,
  tipo: 'recarga',
});
