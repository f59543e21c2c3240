// Bad input on the endpoints (text that is not well-formed, an id that is not a document id, a string
// over its bound): a 400 with a Spanish message and nothing written; and text beyond Latin letters
// (emoji, astral characters, combining marks) taken as it is.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { isWellFormed } from '../support/entradas-hostiles';
import {
  adminDb,
  authUserExists,
  callApi,
  createUser,
  logsFor,
  uniqueEmail,
  type TestUser,
} from '../support/emulators';
import { saldoDe } from '../support/recargas';

let admin: TestUser;
let adminToken: string;
let cliente: TestUser;

beforeAll(async () => {
  admin = await createUser('admin');
  adminToken = await admin.token();
  cliente = await createUser('user', { cliente: true });
});

const LONE_HIGH = '\uD83D';

describe('text that is not well-formed is refused up front', () => {
  it(
    'a lone surrogate in motivo: 400 in Spanish, saldo and ledger untouched',
    async () => {
      const idempotencyKey = randomUUID();
      const answer = await callApi(
        'saldo/ajuste',
        { clienteId: cliente.uid, tipo: 'abono', monto: 1000, motivo: `Depósito ${LONE_HIGH}`, idempotencyKey },
        adminToken,
      );
      expect(answer).toEqual({ status: 400, body: { error: 'El motivo contiene caracteres no válidos' } });
      expect(await saldoDe(cliente.uid)).toBe(0);
      expect((await adminDb.collection('movimientos').doc(idempotencyKey).get()).exists).toBe(false);
    },
    // A hang (the transaction retrying until the function time-out) fails here, long before 60 s.
    10_000,
  );

  it.each([
    ['a lone surrogate in the name', `Ana ${LONE_HIGH}`, 'El nombre contiene caracteres no válidos'],
    ['a control character in the name', 'Ana\u0000', 'El nombre contiene caracteres no válidos'],
  ])('register with %s: 400, no login created', async (_case, displayName, message) => {
    const email = uniqueEmail('malformado');
    const answer = await callApi('register', { email, password: 'clave123', displayName, role: 'manager' }, adminToken);
    expect(answer).toEqual({ status: 400, body: { error: message } });
    expect(await authUserExists(email)).toBe(false);
  });
});

describe('names with emoji, astral characters, accents and combining marks', () => {
  const nombres = ['Recargas 📱 Pérez', 'Tienda 🇲🇽 👨‍👩‍👧', '𝐀𝐁𝐂 Ñandú', `Jose\u0301 ${'😀'.repeat(30)}`];

  it.each(nombres)('register a client named %s: 200, stored as typed, searchable', async (nombre) => {
    const answer = await callApi(
      'register',
      {
        email: uniqueEmail('emoji'),
        password: 'clave123',
        displayName: nombre,
        role: 'user',
        cliente: { nombre, contacto: nombre, telefono: '5512345678' },
      },
      adminToken,
    );
    expect(answer.status).toBe(200);
    const uid = String(answer.body.uid);
    const [usuario, record] = await Promise.all([
      adminDb.collection('usuarios').doc(uid).get(),
      adminDb.collection('clientes').doc(uid).get(),
    ]);
    expect(usuario.data()?.nombre).toBe(nombre);
    expect(record.data()?.nombre).toBe(nombre);
    const busqueda = [usuario.data()?.busqueda, record.data()?.busqueda].flat() as string[];
    for (const token of busqueda) {
      expect(isWellFormed(token)).toBe(true);
    }
  });

  it('edit a client to an emoji name: 200 and the log holds it', async () => {
    const target = await createUser('user', { cliente: true });
    const nombre = 'Celulares 📱📱📱 del Ñandú';
    const answer = await callApi(
      'clientes/editar',
      { uid: target.uid, nombre, contacto: 'Rosa 🌹', telefono: '5512345678', comisiones: { predeterminada: 1 } },
      adminToken,
    );
    expect(answer.status).toBe(200);
    expect((await adminDb.collection('clientes').doc(target.uid).get()).data()?.nombre).toBe(nombre);
    expect((await logsFor(target.uid)).map((log) => log.message)).toEqual([`Cliente editado: ${nombre}`]);
  });
});

describe('every id parameter is a Firestore document id', () => {
  const IDS = ['a/b', '/', '.', '..', '__x__', '__name__', 'x'.repeat(1600)];
  const llamadas: [string, (id: string) => Record<string, unknown>, string][] = [
    ['deleteUser', (uid) => ({ uid }), 'El uid no es válido'],
    ['usuarios/rol', (uid) => ({ uid, role: 'manager' }), 'El uid no es válido'],
    ['usuarios/estatus', (uid) => ({ uid, estatus: false }), 'El uid no es válido'],
    [
      'clientes/editar',
      (uid) => ({ uid, nombre: 'N', contacto: 'C', telefono: '5512345678', comisiones: { predeterminada: 1 } }),
      'El uid no es válido',
    ],
    [
      'saldo/ajuste',
      (clienteId) => ({ clienteId, tipo: 'abono', monto: 100, motivo: 'Depósito', idempotencyKey: randomUUID() }),
      'El cliente no es válido',
    ],
  ];

  for (const [ruta, body, message] of llamadas) {
    it.each(IDS)(`${ruta} with id %s: 400 in Spanish`, async (id) => {
      const answer = await callApi(ruta, body(id), adminToken);
      expect(answer).toEqual({ status: 400, body: { error: message } });
    });
  }
});

describe('every string has a bound', () => {
  it('register refuses a 255-character e-mail and creates no login', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(185)}.test`;
    expect(email).toHaveLength(255);
    const answer = await callApi(
      'register',
      { email, password: 'clave123', displayName: 'Ana', role: 'manager' },
      adminToken,
    );
    expect(answer).toEqual({ status: 400, body: { error: 'El correo admite como máximo 254 caracteres' } });
    expect(await authUserExists(email)).toBe(false);
  });

  it('a client commission on a 41-character carrier is refused as too long', async () => {
    const answer = await callApi(
      'clientes/editar',
      {
        uid: cliente.uid,
        nombre: 'N',
        contacto: 'C',
        telefono: '5512345678',
        comisiones: { predeterminada: 1, operadores: { ['x'.repeat(41)]: 2 } },
      },
      adminToken,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/operador/);
  });
});
