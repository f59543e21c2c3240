import { expect, it } from 'vitest';
import { enlaceWhatsApp, textoTicket, type DatosTicket } from './ticket';

const recarga: DatosTicket = {
  cliente: 'Abarrotes Ñoño 😀',
  folio: 'R-000042',
  fecha: new Date(2026, 10, 23, 9, 5),
  operador: 'AT&T',
  numero: '5512345678',
  monto: 10_000,
  estado: 'exitosa',
  autorizacion: 'AUT-123456',
};

it('puts every field of the receipt in the shared text, formatted as the ticket prints it', () => {
  expect(textoTicket(recarga).split('\n')).toEqual([
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

it('carries the shop’s address, what a paquete includes and the validity with its last day', () => {
  const paquete: DatosTicket = {
    ...recarga,
    direccion: 'Av. Juárez 12, Centro',
    tipo: 'paquete',
    datosMb: 3_000,
    minutos: 500,
    redesSociales: true,
    vigenciaDias: 15,
  };
  expect(textoTicket(paquete).split('\n')).toEqual([
    'Recargas y Chips',
    'Abarrotes Ñoño 😀',
    'Av. Juárez 12, Centro',
    'Folio: R-000042',
    'Fecha: 23/11/26 09:05',
    'Compañía: AT&T',
    'Número: 55 1234 5678',
    'Paquete: $100.00',
    'Incluye: 3 GB · 500 min · Redes sociales incluidas',
    'Vigencia: 15 días, hasta 08/12/26',
    'Autorización: AUT-123456',
  ]);
});

it('says the top-up is still being verified when it has no authorization yet', () => {
  const texto = textoTicket({ ...recarga, fecha: null, estado: 'pendiente', autorizacion: undefined });
  expect(texto).toContain('Autorización: En verificación');
});

it('opens WhatsApp on the customer’s number (+52) with the ticket’s text', () => {
  const enlace = new URL(enlaceWhatsApp(recarga));
  expect(`${enlace.origin}${enlace.pathname}`).toBe('https://wa.me/525512345678');
  expect(enlace.searchParams.get('text')).toBe(textoTicket(recarga));
});
