import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeOwnLog } from './log';

// The entries a browser writes about its own act are fire and forget (SPEC.md sections 7 and 8):
// a failed write is printed to the console and never fails the act. The rules that judge the
// entry are tested against the emulator (tests/rules/logs.rules.test.ts).
const h = vi.hoisted(() => ({
  currentUser: null as null | { email: string | null },
  addDoc: vi.fn(),
}));
vi.mock('./firebase', () => ({
  auth: {
    get currentUser() {
      return h.currentUser;
    },
  },
}));
vi.mock('./db', () => ({ db: {} }));
vi.mock('firebase/firestore', () => ({
  addDoc: (...args: unknown[]) => h.addDoc(...args),
  collection: (_db: unknown, name: string) => ({ name }),
  doc: () => ({}),
  serverTimestamp: () => 'marca-del-servidor',
}));

describe('writeOwnLog', () => {
  afterEach(() => {
    h.currentUser = null;
    h.addDoc.mockReset();
  });

  it('writes "Sesion iniciada" as INFO, by the signed-in e-mail, with the server time', () => {
    h.currentUser = { email: 'ana@demo.test' };
    h.addDoc.mockResolvedValue({});
    writeOwnLog('inicioDeSesion');
    expect(h.addDoc).toHaveBeenCalledWith(
      { name: 'logs' },
      {
        screen: 'login',
        message: 'Sesion iniciada',
        type: 'INFO',
        email: 'ana@demo.test',
        origen: 'navegador',
        fecha: 'marca-del-servidor',
      },
    );
  });

  it('a failed write is printed to the console and throws nothing', async () => {
    h.currentUser = { email: 'ana@demo.test' };
    const rechazo = Object.assign(new Error('sin permiso'), { code: 'permission-denied' });
    h.addDoc.mockRejectedValue(rechazo);
    const errores = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => writeOwnLog('cambioDePassword')).not.toThrow();
    await vi.waitFor(() => expect(errores).toHaveBeenCalledWith('No se pudo escribir el log', rechazo));
    errores.mockRestore();
  });

  it('writes nothing without a signed-in e-mail', () => {
    writeOwnLog('inicioDeSesion');
    expect(h.addDoc).not.toHaveBeenCalled();
  });
});
