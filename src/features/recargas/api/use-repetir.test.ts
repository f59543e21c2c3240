import { describe, expect, it } from 'vitest';
import type { OpcionRecarga } from './use-catalogo-recargas';
import { borradorDeRepeticion } from './use-repetir';
import { PASO } from './use-venta';

const opcion = (productoId: string, operador: string): OpcionRecarga => ({
  productoId,
  nombre: productoId,
  tipo: 'recarga',
  operador,
  monto: 5_000,
  precio: 4_750,
  comision: 250,
  porcentaje: 5,
});
const opciones = [opcion('REC-TEL-50', 'Telcel'), opcion('REC-MOV-50', 'Movistar')];
const numero = '5512345678';

describe('a repeat sale', () => {
  it('opens Confirmar with the last carrier, product and still-active seller, the number typed once', () => {
    const ultima = { operador: 'Movistar', productoId: 'REC-MOV-50', monto: 5_000, distribuidorId: 'd1' };
    expect(borradorDeRepeticion({ numero, ultima }, opciones, [{ id: 'd1', nombre: 'Pedro' }])).toEqual({
      borrador: { numero, confirmar: numero, operador: 'Movistar', productoId: 'REC-MOV-50', distribuidorId: 'd1' },
      paso: PASO.confirmar,
    });
    // A seller no longer active is left out; the sale is the counter's.
    expect(borradorDeRepeticion({ numero, ultima }, opciones, []).borrador.distribuidorId).toBe('');
  });

  it('opens Monto with the carrier when the product is no longer sold, and Número without a known sale', () => {
    const ultima = { operador: 'Telcel', productoId: 'REC-TEL-999', monto: 99_900 };
    expect(borradorDeRepeticion({ numero, ultima }, opciones, [])).toMatchObject({
      borrador: { operador: 'Telcel', productoId: '' },
      paso: PASO.monto,
    });
    expect(borradorDeRepeticion({ numero, ultima: null }, opciones, [])).toEqual({
      borrador: { numero, confirmar: numero, operador: '', productoId: '', distribuidorId: '' },
      paso: PASO.numero,
    });
  });
});
