import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { olvidarAdelantadas, tomarAdelantada, vigente } from '@/lib/carga/adelantadas';
import { CLAVE_USUARIO_AUTH } from '@/lib/sesion/sesion-guardada';
import { SESSION_KEY } from '@/lib/sesion/session-user';
import { readFileSync } from 'node:fs';
import {
  ATRIBUTO_APP,
  CLAVE_SESION,
  leerInicioTemprano,
  usarTokenDeSesion,
  VIGENCIA_TEMPRANA_MS,
} from './lectura-temprana';
import { lecturasInicio } from './lecturas';

// The reads themselves are lecturas.ts's (e2e inicio.spec.ts runs them against the emulators):
// here, which start, with which token, and what happens when one fails.
const JWT = 'eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoiYWRtaW4tMSJ9.';
const { tokens, falla } = vi.hoisted(() => ({ tokens: [] as string[], falla: { con: '' } }));
vi.mock('@/lib/sesion/perfil-usuario', async (original) => ({
  ...(await original<typeof import('@/lib/sesion/perfil-usuario')>()),
  leerPerfilCon: async (token: string, uid: string) => {
    tokens.push(`perfil ${token}`);
    return { uid };
  },
}));
vi.mock('./lecturas', async (original) => {
  const real = await original<typeof import('./lecturas')>();
  return {
    ...real,
    lecturasInicio: vi.fn((role: string, uid: string) =>
      real.lecturasInicio(role, uid).map(({ clave }) => ({
        clave,
        cargar: async (token: string) => {
          tokens.push(`${clave} ${token}`);
          if (token === falla.con) throw Object.assign(new Error('refused'), { code: 'unauthenticated' });
          return `${clave} leída`;
        },
      })),
    ),
  };
});

const sesion = (role: string, uid = 'admin-1') =>
  sessionStorage.setItem(SESSION_KEY, JSON.stringify({ uid, nombre: 'Ana', correo: 'a@x.test', role, estatus: true }));
const tokenDeAuth = (uid = 'admin-1', expira = Date.now() + 3_600_000) =>
  sessionStorage.setItem(
    CLAVE_USUARIO_AUTH,
    JSON.stringify({ uid, stsTokenManager: { accessToken: JWT, expirationTime: expira } }),
  );

beforeEach(() => {
  tokens.length = 0;
  falla.con = '';
});
afterEach(() => {
  document.documentElement.removeAttribute(ATRIBUTO_APP);
  sessionStorage.clear();
  olvidarAdelantadas();
  vi.useRealTimers();
});

describe("Inicio's reads as its page loads", () => {
  it('read the session user where the app keeps it', () => {
    expect(CLAVE_SESION).toBe(SESSION_KEY);
  });

  it('start nothing once the app has started: its guard reads them itself, and none is made twice', () => {
    // main.tsx marks the page with the very attribute this entry looks for.
    expect(readFileSync('src/main.tsx', 'utf8')).toContain(`setAttribute('${ATRIBUTO_APP}'`);
    sesion('admin');
    tokenDeAuth();
    document.documentElement.setAttribute(ATRIBUTO_APP, '');
    leerInicioTemprano();
    expect(tokens).toEqual([]);
    expect(vigente('inicio:ventas')).toBeUndefined();
  });

  it("start an admin's three parts with the token Auth keeps, for the page to take", async () => {
    sesion('admin');
    tokenDeAuth();
    leerInicioTemprano();
    expect(lecturasInicio).toHaveBeenCalledWith('admin', 'admin-1');
    const ventas = tomarAdelantada('inicio:ventas');
    await expect(ventas?.promesa).resolves.toBe('inicio:ventas leída');
    expect(vigente('inicio:pendientes')).toBeDefined();
    expect(vigente('inicio:stock')).toBeDefined();
    // And the role guard's read of the usuarios record (session.ts takes it).
    await expect(tomarAdelantada('sesion:perfil:admin-1')?.promesa).resolves.toEqual({ uid: 'admin-1' });
    expect(tokens).toEqual([
      `perfil ${JWT}`,
      `inicio:ventas ${JWT}`,
      `inicio:pendientes ${JWT}`,
      `inicio:stock ${JWT}`,
    ]);
  });

  it("start a client's one read, for its own uid", async () => {
    sesion('user', 'tienda-1');
    tokenDeAuth('tienda-1');
    leerInicioTemprano();
    await expect(tomarAdelantada('inicio:tienda-1')?.promesa).resolves.toBe('inicio:tienda-1 leída');
  });

  it.each([
    ['no session user', () => tokenDeAuth()],
    ['a manager, whose Inicio is not its screen', () => (sesion('manager'), tokenDeAuth())],
    ["Auth's user for another uid", () => (sesion('admin'), tokenDeAuth('otro'))],
    ['a token about to expire', () => (sesion('admin'), tokenDeAuth('admin-1', Date.now() + 60_000))],
    ['no token', () => sesion('admin')],
    ['a session user that is not JSON', () => (sessionStorage.setItem(SESSION_KEY, '{roto'), tokenDeAuth())],
    ['a session user without a uid', () => (sesion('admin', ''), tokenDeAuth(''))],
  ])('start nothing with %s', (_caso, preparar) => {
    preparar();
    leerInicioTemprano();
    expect(tokens).toEqual([]);
    expect(vigente('inicio:ventas')).toBeUndefined();
    expect(vigente('sesion:perfil:admin-1')).toBeUndefined();
  });

  it("wait for the app longer than a click's read, and no longer than 10 s", () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    sesion('admin');
    tokenDeAuth();
    leerInicioTemprano();
    vi.setSystemTime(Date.now() + VIGENCIA_TEMPRANA_MS - 1);
    expect(vigente('inicio:ventas')).toBeDefined();
    vi.setSystemTime(Date.now() + 1);
    expect(vigente('inicio:ventas')).toBeUndefined();
    expect(VIGENCIA_TEMPRANA_MS).toBe(10_000);
  });

  it("read again with the session's token, once the app gives it, when the stored one is refused", async () => {
    sesion('admin');
    tokenDeAuth();
    falla.con = JWT;
    leerInicioTemprano();
    const ventas = tomarAdelantada('inicio:ventas');
    let respuesta: unknown = 'pendiente';
    void ventas?.promesa.then((r) => (respuesta = r));
    await new Promise((r) => setTimeout(r, 10));
    expect(respuesta).toBe('pendiente');
    usarTokenDeSesion(async () => 'token-de-la-sesion');
    await expect(ventas?.promesa).resolves.toBe('inicio:ventas leída');
    expect(tokens).toContain('inicio:ventas token-de-la-sesion');
  });
});
