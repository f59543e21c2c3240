import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  authUserExists,
  callApi,
  createUser,
  logsFor,
  signIn,
  uniqueEmail,
  type TestUser,
} from '../support/emulators';

const cliente = { nombre: 'Abarrotes Prueba', contacto: 'Rosa', telefono: '5512341234', rfc: 'ABPR900101AB1' };

function body(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('nuevo'),
    password: 'clave123',
    displayName: 'Nuevo Usuario',
    role: 'manager',
    ...overrides,
  };
}

let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  admin = await createUser('admin');
  adminToken = await admin.token();
});

describe('POST /api/register: refusals change nothing', () => {
  it('401 without a token', async () => {
    const request = body();
    const answer = await callApi('register', request);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('Falta el token de autenticación');
    expect(await authUserExists(request.email)).toBe(false);
  });

  it('401 with a malformed token', async () => {
    const request = body();
    const answer = await callApi('register', request, 'no-es-un-token');
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatch(/sesión no es válida/);
    expect(await authUserExists(request.email)).toBe(false);
  });

  it('401 with a revoked token', async () => {
    const other = await createUser('admin');
    const token = await other.token();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth.revokeRefreshTokens(other.uid);
    const request = body();
    const answer = await callApi('register', request, token);
    expect(answer.status).toBe(401);
    expect(await authUserExists(request.email)).toBe(false);
  });

  it.each(['manager', 'user'] as const)('403 for role %s', async (role) => {
    const caller = await createUser(role, { cliente: role === 'user' });
    const request = body();
    const answer = await callApi('register', request, await caller.token());
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('No tiene permiso para esta operación');
    expect(await authUserExists(request.email)).toBe(false);
  });

  it('403 for an inactive admin', async () => {
    const inactive = await createUser('admin', { estatus: false });
    const request = body();
    const answer = await callApi('register', request, await inactive.token());
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('El usuario no está activo');
    expect(await authUserExists(request.email)).toBe(false);
  });

  it('403 for an account without a usuarios record', async () => {
    const ghost = await createUser('admin', { record: false });
    const answer = await callApi('register', body(), await ghost.token());
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('El usuario no existe en la base de datos');
  });

  it.each([
    ['a missing e-mail', { email: undefined }, 'El correo es obligatorio'],
    ['a malformed e-mail', { email: 'no-es-correo' }, 'El correo no es válido'],
    ['a short password', { password: '123' }, 'La contraseña debe tener al menos 6 caracteres'],
    ['an empty name', { displayName: '   ' }, 'El nombre es obligatorio'],
    ['an unknown role', { role: 'root' }, 'El rol no es válido'],
    ['role user without client data', { role: 'user' }, 'Los datos del cliente son obligatorios'],
    ['a client with a bad phone', { role: 'user', cliente: { ...cliente, telefono: '123' } }, '10 dígitos'],
    ['a client with a bad RFC', { role: 'user', cliente: { ...cliente, rfc: 'XX' } }, 'El RFC no es válido'],
    [
      'a carrier commission over 20%',
      { role: 'user', cliente: { ...cliente, comisiones: { predeterminada: 3, operadores: { Telcel: 25 } } } },
      'La comisión no puede pasar de 20%',
    ],
  ])('400 for %s', async (_case, overrides, message) => {
    const request = body(overrides);
    const answer = await callApi('register', request, adminToken);
    expect(answer.status).toBe(400);
    expect(String(answer.body.error)).toContain(message);
    if (typeof request.email === 'string' && request.email.includes('@')) {
      expect(await authUserExists(request.email)).toBe(false);
    }
  });

  it('409 for an e-mail that already has an account, creating nothing more', async () => {
    const existing = await createUser('manager');
    const before = await adminDb.collection('usuarios').where('correo', '==', existing.email).count().get();
    const answer = await callApi('register', body({ email: existing.email.toUpperCase() }), adminToken);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(`Ya existe un usuario con el correo ${existing.email}`);
    const after = await adminDb.collection('usuarios').where('correo', '==', existing.email).count().get();
    expect(after.data().count).toBe(before.data().count);
  });

  it('422 for a commission on a carrier the catalogue does not have, creating no login', async () => {
    const request = body({
      role: 'user',
      cliente: { ...cliente, comisiones: { predeterminada: 3, operadores: { Telcel: 4, Patito: 5 } } },
    });
    const answer = await callApi('register', request, adminToken);
    expect(answer).toEqual({ status: 422, body: { error: 'Operador desconocido en las comisiones: Patito' } });
    expect(await authUserExists(request.email)).toBe(false);
  });

  it('405 for GET and 404 for an unknown call', async () => {
    expect((await callApi('register', undefined, adminToken, 'GET')).status).toBe(405);
    const unknown = await callApi('noExiste', {}, adminToken);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Recurso no encontrado');
  });
});

describe('POST /api/register: an admin creates logins', () => {
  it('creates a manager: Auth account, usuarios record and a log, and the new user can sign in', async () => {
    const request = body({ email: uniqueEmail('Gerente').toUpperCase(), displayName: '  Gerente Nuevo ' });
    const answer = await callApi('register', request, adminToken);
    expect(answer.status).toBe(200);
    const uid = String(answer.body.uid);
    const correo = request.email.toLowerCase();

    const usuario = (await adminDb.collection('usuarios').doc(uid).get()).data();
    expect(usuario).toMatchObject({ uid, nombre: 'Gerente Nuevo', correo, role: 'manager', estatus: true });
    expect(usuario?.nombreOrden).toBe('gerente nuevo');
    expect((await adminDb.collection('clientes').doc(uid).get()).exists).toBe(false);
    expect((await adminAuth.getUser(uid)).email).toBe(correo);
    expect(await signIn(correo, 'clave123')).toBeTruthy();

    const logs = await logsFor(uid);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ type: 'INFO', screen: 'usuarios', email: admin.email });
    // The role as the Usuarios screen names it, not its code.
    expect(logs[0].message).toBe(`Usuario creado: ${correo} (Gerente)`);
    expect(logs[0].detalle).toMatchObject({ entidad: 'usuarios', id: uid, antes: null });
  });

  it('creates a user with its clientes record, saldo 0', async () => {
    const request = body({ role: 'user', cliente });
    const answer = await callApi('register', request, adminToken);
    expect(answer.status).toBe(200);
    const uid = String(answer.body.uid);
    const record = (await adminDb.collection('clientes').doc(uid).get()).data();
    expect(record).toMatchObject({ ...cliente, correo: request.email, saldo: 0, estatus: true });
    expect(record?.nombreOrden).toBe('abarrotes prueba');
    expect((await adminDb.collection('usuarios').doc(uid).get()).data()?.role).toBe('user');
  });

  it('stores the default and per-carrier commissions of a new client', async () => {
    const comisiones = { predeterminada: 3.5, operadores: { Telcel: 5, 'AT&T': 0 } };
    const answer = await callApi('register', body({ role: 'user', cliente: { ...cliente, comisiones } }), adminToken);
    expect(answer.status).toBe(200);
    const record = (await adminDb.collection('clientes').doc(String(answer.body.uid)).get()).data();
    expect(record?.comisiones).toEqual(comisiones);
  });

  it('gives a client without commissions a default of 0', async () => {
    const answer = await callApi('register', body({ role: 'user', cliente }), adminToken);
    const record = (await adminDb.collection('clientes').doc(String(answer.body.uid)).get()).data();
    expect(record?.comisiones).toEqual({ predeterminada: 0 });
  });
});
