import type { Role } from '../../domain/roles';

export const DEMO_PASSWORD = 'demo1234';

/**
 * The demo admin's second factor (an admin must have one): locally the Auth emulator sends no SMS,
 * and `npm start` prints each code it would have sent.
 */
export const DEMO_ADMIN_TELEFONO = '+525500000001';

export interface DemoAccount {
  uid: string;
  correo: string;
  nombre: string;
  role: Role;
  estatus: boolean;
  cliente?: { nombre: string; contacto: string; telefono: string; rfc?: string; direccion?: string };
}

/** The accounts the README lists; tests sign in with them. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { uid: 'demo-admin', correo: 'admin@demo.test', nombre: 'Ana Administradora', role: 'admin', estatus: true },
  { uid: 'demo-gerente', correo: 'gerente@demo.test', nombre: 'Gerardo Gerente', role: 'manager', estatus: true },
  {
    uid: 'demo-cliente',
    correo: 'cliente@demo.test',
    nombre: 'Carla Cliente',
    role: 'user',
    estatus: true,
    cliente: {
      nombre: 'Recargas La Esquina',
      contacto: 'Carla Cliente',
      telefono: '5512345678',
      rfc: 'RELE800101AB1',
      direccion: 'Av. Juárez 120, Centro, CDMX',
    },
  },
  {
    uid: 'demo-cliente2',
    correo: 'cliente2@demo.test',
    nombre: 'Luis Pérez',
    role: 'user',
    estatus: true,
    cliente: {
      nombre: 'Celulares del Norte',
      contacto: 'Luis Pérez',
      telefono: '8187654321',
      direccion: 'Monterrey, N.L.',
    },
  },
  {
    uid: 'demo-cliente3',
    correo: 'cliente3@demo.test',
    nombre: 'María Gómez',
    role: 'user',
    estatus: true,
    cliente: {
      nombre: 'Papelería y Recargas Gómez',
      contacto: 'María Gómez',
      telefono: '3331122334',
      direccion: 'Guadalajara, Jal.',
    },
  },
  {
    uid: 'demo-inactivo',
    correo: 'inactivo@demo.test',
    nombre: 'Iván Inactivo',
    role: 'user',
    estatus: false,
    cliente: { nombre: 'Tienda Cerrada', contacto: 'Iván Inactivo', telefono: '5500000000' },
  },
  { uid: 'demo-sincliente', correo: 'sincliente@demo.test', nombre: 'Sergio Sin Cliente', role: 'user', estatus: true },
  {
    uid: 'demo-credito',
    correo: 'credito@demo.test',
    nombre: 'Antonio Ruiz',
    role: 'user',
    estatus: true,
    cliente: {
      nombre: 'Abarrotes Don Toño',
      contacto: 'Antonio Ruiz',
      telefono: '5544332211',
      direccion: 'Calle 5 de Mayo 14, Iztapalapa, CDMX',
    },
  },
  {
    uid: 'demo-vencido',
    correo: 'vencido@demo.test',
    nombre: 'Lucía Torres',
    role: 'user',
    estatus: true,
    cliente: { nombre: 'Miscelánea La Luz', contacto: 'Lucía Torres', telefono: '2223344556' },
  },
];
