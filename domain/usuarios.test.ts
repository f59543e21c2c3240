import { describe, expect, it } from 'vitest';
import { nuevoClienteSchema } from './clientes';
import { nuevoUsuarioSchema } from './usuarios';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const usuario = { displayName: 'Rosa', email: 'rosa@prueba.test', role: 'manager' };
const cliente = {
  nombre: 'Tienda Rosa',
  contacto: 'Rosa',
  telefono: '5512345678',
  rfc: '',
  direccion: '',
  comisiones: { predeterminada: '2', operadores: [] },
  correo: 'rosa@prueba.test',
};

describe.each([
  [
    'Nuevo usuario',
    'displayName',
    'displayName: El nombre es obligatorio',
    (claves: object) => nuevoUsuarioSchema.safeParse({ ...usuario, ...claves }),
  ],
  [
    'Nuevo cliente',
    'contacto',
    'contacto: El contacto es obligatorio',
    (claves: object) => nuevoClienteSchema.safeParse({ ...cliente, ...claves }),
  ],
])('the password typed twice in %s', (_form, nombre, falta, parse) => {
  it('is accepted when both match', () => {
    expect(issues(parse({ password: 'clave123', confirmar: 'clave123' }))).toEqual([]);
  });

  it('is refused under Confirmar when they differ', () => {
    expect(issues(parse({ password: 'clave123', confirmar: 'clave124' }))).toEqual([
      'confirmar: Las contraseñas no coinciden',
    ]);
  });

  it('is refused together with the other fields’ errors, so the form shows them all at once', () => {
    expect(issues(parse({ [nombre]: undefined, password: 'clave123', confirmar: 'otra' }))).toEqual([
      falta,
      'confirmar: Las contraseñas no coinciden',
    ]);
  });

  it('shows only the password’s own error while it is missing', () => {
    expect(issues(parse({ confirmar: 'clave123' }))).toEqual(['password: La contraseña es obligatoria']);
  });
});
