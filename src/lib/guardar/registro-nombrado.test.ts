import { deleteField, serverTimestamp, type Transaction } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { escribirRegistro, leerReclamo, refDeRegistro, yaContiene, type RegistroNombrado } from './registro-nombrado';

// The real SDK builds the references and the sentinels (nothing is read or written).
vi.mock('./db', async () => {
  const { initializeApp } = await import('firebase/app');
  const { getFirestore } = await import('firebase/firestore/lite');
  return { db: getFirestore(initializeApp({ projectId: 'demo-registro-nombrado' }, 'registro-nombrado')) };
});

/** A transaction that reads `actual` and records what is written. */
function transaccion(actual: Record<string, unknown> | undefined) {
  const tx = { get: vi.fn(async () => ({ data: () => actual })), update: vi.fn(), set: vi.fn() };
  return { tx, comoTransaccion: tx as unknown as Transaction };
}

const registro: RegistroNombrado = {
  despues: { nombre: 'Ñandú Norte', telefono: '5512345678', correo: 'a@b.mx' },
  opcionales: { correo: 'a@b.mx', zona: undefined },
  clave: 'ñandu norte',
  buscable: ['Ñandú Norte', undefined, '5512345678'],
  alta: { clienteId: 'c1' },
};
const derivados = { nombreClave: 'ñandu norte', busqueda: expect.any(Array), actualizadoEn: serverTimestamp() };

describe('refDeRegistro', () => {
  it('points at the edited record, or at a new one in the collection', () => {
    expect(refDeRegistro('proveedores', { id: 'p1' }).path).toBe('proveedores/p1');
    const nuevo = refDeRegistro('proveedores', null);
    expect(nuevo.parent.path).toBe('proveedores');
    expect(nuevo.id).not.toBe('');
  });
});

describe('escribirRegistro', () => {
  it('updates an edited record as read, removing the optional fields left empty', async () => {
    const antes = { nombre: 'Nandu', telefono: '5512345678', zona: 'Centro' };
    const { tx, comoTransaccion } = transaccion(antes);
    const ref = refDeRegistro('distribuidores', { id: 'd1' });

    await expect(escribirRegistro(comoTransaccion, ref, true, registro)).resolves.toEqual({ antes, cambia: true });

    expect(tx.get).toHaveBeenCalledWith(ref);
    expect(tx.set).not.toHaveBeenCalled();
    expect(tx.update).toHaveBeenCalledWith(ref, {
      ...registro.despues,
      correo: 'a@b.mx',
      zona: deleteField(),
      ...derivados,
    });
    expect(tx.update.mock.calls[0][1].busqueda).toContain('nandu');
  });

  it('creates a new record active, with what only a new one gets, without reading it', async () => {
    const { tx, comoTransaccion } = transaccion(undefined);
    const ref = refDeRegistro('distribuidores', null);

    await expect(escribirRegistro(comoTransaccion, ref, false, registro)).resolves.toEqual({
      antes: undefined,
      cambia: true,
    });

    expect(tx.get).not.toHaveBeenCalled();
    expect(tx.update).not.toHaveBeenCalled();
    expect(tx.set).toHaveBeenCalledWith(ref, {
      ...registro.despues,
      ...derivados,
      clienteId: 'c1',
      estatus: true,
      creadoEn: serverTimestamp(),
    });
  });

  it('creates again an edited record that is gone', async () => {
    const { tx, comoTransaccion } = transaccion(undefined);
    const ref = refDeRegistro('proveedores', { id: 'p1' });

    await expect(escribirRegistro(comoTransaccion, ref, true, { ...registro, alta: undefined })).resolves.toEqual({
      antes: undefined,
      cambia: true,
    });

    expect(tx.get).toHaveBeenCalledWith(ref);
    expect(tx.set).toHaveBeenCalledWith(ref, {
      ...registro.despues,
      ...derivados,
      estatus: true,
      creadoEn: serverTimestamp(),
    });
  });

  it('writes nothing when the record already holds the save: nothing changed, or this save applied before', async () => {
    // As the first run of the transaction left it, before its answer was lost.
    const guardado = { ...registro.despues, nombreClave: 'ñandu norte', estatus: true, clienteId: 'c1' };
    const { tx, comoTransaccion } = transaccion(guardado);
    const ref = refDeRegistro('distribuidores', { id: 'd1' });

    await expect(escribirRegistro(comoTransaccion, ref, true, registro)).resolves.toEqual({
      antes: guardado,
      cambia: false,
    });
    expect(tx.update).not.toHaveBeenCalled();
    expect(tx.set).not.toHaveBeenCalled();
  });
});

describe('yaContiene', () => {
  const despues = { nombre: 'Ñandú', comision: 1.5 };

  it('holds when every field is equal and no optional field left empty is still there', () => {
    expect(yaContiene({ ...despues, estatus: true }, despues, ['zona'])).toBe(true);
    expect(yaContiene({ ...despues, zona: 'Centro' }, { ...despues, zona: 'Centro' }, ['zona'])).toBe(true);
  });

  it('does not hold for a missing record, a changed field, or an optional field the form emptied', () => {
    expect(yaContiene(undefined, despues, [])).toBe(false);
    expect(yaContiene({ ...despues, comision: 2 }, despues, [])).toBe(false);
    expect(yaContiene({ nombre: 'Ñandú' }, despues, [])).toBe(false);
    expect(yaContiene({ ...despues, zona: 'Centro' }, despues, ['zona'])).toBe(false);
  });
});

describe('leerReclamo', () => {
  /** A transaction whose read of the claim finds `data` (undefined: no claim). */
  const conReclamo = (data: Record<string, unknown> | undefined) =>
    ({
      get: vi.fn(async () => ({ exists: () => data !== undefined, get: (campo: string) => data?.[campo] })),
    }) as unknown as Transaction;
  const registro = refDeRegistro('proveedores', { id: 'p1' });
  const claim = refDeRegistro('proveedorNombres', { id: 'norte' });

  it("is free without a claim, this save's own when the claim names the record, taken otherwise", async () => {
    await expect(leerReclamo(conReclamo(undefined), claim, 'proveedorId', registro)).resolves.toBe('libre');
    await expect(leerReclamo(conReclamo({ proveedorId: 'p1' }), claim, 'proveedorId', registro)).resolves.toBe(
      'propio',
    );
    await expect(leerReclamo(conReclamo({ proveedorId: 'p2' }), claim, 'proveedorId', registro)).resolves.toBe(
      'tomado',
    );
    // The id under another field is not this record's claim.
    await expect(leerReclamo(conReclamo({ distribuidorId: 'p1' }), claim, 'proveedorId', registro)).resolves.toBe(
      'tomado',
    );
  });
});
