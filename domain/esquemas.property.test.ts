// Property test of every zod schema exported from domain/ (found by scanning the modules, so a
// schema added later is covered too): whatever comes in, parsing never throws, and what a schema
// accepts is text Firestore can store, each string bounded.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import './zod';
import { z } from 'zod';
import { conUnCampoHostil, isWellFormed, stringsIn, valorHostil } from '../tests/support/entradas-hostiles';
import { PASSWORD_MAX } from './usuarios';

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${file.slice(2, -3)}.${name}`, schema })),
);

const comisiones = { predeterminada: 2.5, operadores: { Telcel: 3 } };
const comisionesForm = { predeterminada: '2.5', operadores: [{ operador: 'Telcel', comision: '3' }] };
const cliente = { nombre: 'Tienda Centro', contacto: 'Rosa', telefono: '5512345678', rfc: '', direccion: 'Centro' };
const password = { password: 'secreta123', confirmar: 'secreta123' };

/** A valid input of each schema: the start of the one-bad-field property. */
const MUESTRAS: Record<string, unknown> = {
  'campos.correoSchema': 'rosa@prueba.test',
  'campos.telefonoSchema': '5512345678',
  'campos.rfcSchema': 'RELE800101AB1',
  'campos.rfcOpcional': '',
  'campos.operadorSchema': 'Telcel',
  'campos.motivoSchema': 'Depósito duplicado 🙂',
  'catalogo.proveedorSchema': {
    nombre: 'Distribuidora Norte',
    contacto: 'Luis',
    telefono: '5512345678',
    correo: 'ventas@prueba.test',
    rfc: '',
    tipo: 'sim',
    notas: 'Entrega los lunes',
  },
  'catalogo.productoSchema': {
    nombre: 'Recarga Telcel $100',
    tipo: 'recarga',
    operador: 'Telcel',
    proveedorId: 'prov-1',
    sku: 'TEL-100',
    costo: '95',
    precio: '100',
    monto: '100',
    vigenciaDias: '30',
    datosMb: '',
    minutos: '',
    redesSociales: false,
  },
  'clientes.editarClienteSchema': { ...cliente, uid: 'demo-cliente', comisiones },
  'clientes.nuevoClienteSchema': { ...cliente, comisiones: comisionesForm, correo: 'rosa@prueba.test', ...password },
  'clientes.clienteEdicionFormSchema': { ...cliente, comisiones: comisionesForm, correo: '', ...password },
  'comisiones.comisionesSchema': comisiones,
  'comisiones.comisionTexto': '2.5',
  'comisiones.comisionesFormSchema': comisionesForm,
  'distribuidores.distribuidorSchema': {
    nombre: 'Pedro',
    telefono: '5512345678',
    correo: 'pedro@prueba.test',
    zona: 'Norte',
    comision: '2',
  },
  'logs.cierreSesionSchema': { screen: 'inicio' },
  'numeros.numeroSchema': '5512345678',
  'numeros.favoritoSchema': { numero: '5512345678', nombre: 'Doña Lupe' },
  'numeros.quitarFavoritoSchema': { numero: '5512345678' },
  'numeros.operadorDeNumeroSchema': { numero: '5512345678' },
  'corte.cerrarTurnoSchema': { id: '0f8fad5b-d9cb-469f-a165-70867728950e', contado: 120_000, esperado: 118_000 },
  'recargas.nuevaRecargaSchema': {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    productoId: 'TEL-100',
    numero: '5512345678',
    distribuidorId: 'dist-1',
    precio: 9_600,
  },
  'recargas.numeroFormSchema': { numero: '5512345678', confirmar: '5512345678', distribuidorId: '' },
  'recargas.verificarRecargaSchema': { id: '0f8fad5b-d9cb-469f-a165-70867728950e' },
  'recargas.revertirRecargaSchema': { id: '0f8fad5b-d9cb-469f-a165-70867728950e', motivo: 'Número equivocado' },
  'recargas.verificarPendientesSchema': { minutos: 15 },
  'saldo.idempotencyKeySchema': '3b241101-e2bb-4255-8caf-4136c566a962',
  'saldo.ajusteSaldoSchema': {
    clienteId: 'demo-cliente',
    tipo: 'abono',
    monto: 10_000,
    motivo: 'Depósito',
    idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962',
  },
  'usuarios.passwordSchema': 'secreta123',
  'usuarios.roleSchema': 'manager',
  'usuarios.clienteAltaSchema': { ...cliente, comisiones },
  'usuarios.registerSchema': {
    email: 'rosa@prueba.test',
    password: 'secreta123',
    displayName: 'Rosa',
    role: 'user',
    cliente: { ...cliente, comisiones },
  },
  'usuarios.nuevoUsuarioSchema': {
    email: 'rosa@prueba.test',
    displayName: 'Rosa',
    role: 'manager',
    ...password,
  },
  'usuarios.uidSchema': 'demo-cliente',
  'usuarios.deleteUserSchema': { uid: 'demo-cliente' },
  'usuarios.sessionUserSchema': { uid: 'u1', nombre: 'Rosa', correo: 'rosa@prueba.test', role: 'user', estatus: true },
  'usuarios.loginSchema': { correo: 'rosa@prueba.test', password: 'secreta123' },
  'usuarios.cambiarRolSchema': { uid: 'demo-cliente', role: 'manager' },
  'usuarios.cambiarEstatusSchema': { uid: 'demo-cliente', estatus: false },
  'usuarios.cambiarPasswordSchema': { actual: 'vieja123', nueva: 'nueva123', confirmar: 'nueva123' },
};

/** No schema accepts a string Firestore cannot store, or one without a bound. */
function expectStorable(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) expect(typeof issue.message).toBe('string');
    return;
  }
  for (const text of stringsIn(result.data)) {
    expect(isWellFormed(text), JSON.stringify(text)).toBe(true);
    expect(text.length).toBeLessThanOrEqual(PASSWORD_MAX);
  }
}

describe('every shared schema under hostile input', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(Object.keys(MUESTRAS).length);
  });

  it.each(Object.entries(MUESTRAS))('the sample of %s is valid', (name, muestra) => {
    const schema = schemas.find((entry) => entry.name === name)?.schema;
    expect(schema, `${name} no existe`).toBeDefined();
    expect(schema?.safeParse(muestra).error).toBeUndefined();
  });

  for (const { name, schema } of schemas) {
    it(`${name}: any value → a Spanish refusal or storable, bounded text`, () => {
      fc.assert(
        fc.property(valorHostil, (input) => expectStorable(schema, input)),
        { numRuns: 150 },
      );
    });

    const muestra = MUESTRAS[name];
    if (muestra === undefined) continue;
    it(`${name}: a valid input with one hostile field → a refusal or storable, bounded text`, () => {
      fc.assert(
        fc.property(conUnCampoHostil(muestra), (input) => expectStorable(schema, input)),
        { numRuns: 150 },
      );
    });
  }
});
