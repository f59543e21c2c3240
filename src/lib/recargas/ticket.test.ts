import { expect, it } from 'vitest';
import { textoTicket } from './ticket';

it('puts every field of the receipt in the shared text, formatted as the ticket prints it', () => {
  const texto = textoTicket({
    cliente: 'Abarrotes Ñoño 😀',
    folio: 'R-000042',
    fecha: new Date(2026, 10, 23, 9, 5),
    operador: 'AT&T',
    numero: '5512345678',
    monto: 10_000,
    estado: 'exitosa',
    autorizacion: 'AUT-123456',
  });
  expect(texto.split('\n')).toEqual([
    'Recargas y Chips',
    'Abarrotes Ñoño 😀',
    'Folio: R-000042',
    'Fecha: 23/11/26 09:05',
    'Compañía: AT&T',
    'Número: 55 1234 5678',
    'Monto: $100.00',
    'Autorización: AUT-123456',
  ]);
});

it('says the top-up is still being verified when it has no authorization yet', () => {
  const texto = textoTicket({
    cliente: 'X',
    folio: 'R-000001',
    fecha: null,
    operador: 'Telcel',
    numero: '5512349999',
    monto: 5_000,
    estado: 'pendiente',
  });
  expect(texto).toContain('Autorización: En verificación');
});
