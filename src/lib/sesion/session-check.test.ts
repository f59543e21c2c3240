import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@domain/usuarios';
import { evaluateSession, SESIONES_CERRADAS, type LiveProfile } from './session-check';

const user: SessionUser = { uid: 'u1', nombre: 'Carla', correo: 'c@x.test', role: 'user', estatus: true };
const live: LiveProfile = { ...user };

describe('role guard decision', () => {
  it('allows a stored user whose role the screen allows and that matches its usuarios record', () => {
    expect(evaluateSession({ status: 'ok', user }, ['admin', 'user'], 'u1', live)).toEqual({ ok: true, user });
  });

  it.each([
    ['missing', { status: 'missing' as const }, ['user' as const], 'u1', live, /No hay usuario/],
    ['unparseable', { status: 'corrupt' as const }, ['user' as const], 'u1', live, /dañado/],
    [
      'a role the screen does not allow',
      { status: 'ok' as const, user },
      ['admin' as const],
      'u1',
      live,
      /no tiene acceso/,
    ],
    ['another account', { status: 'ok' as const, user }, ['user' as const], 'u2', live, /no es el autenticado/],
    ['signed out of Auth', { status: 'ok' as const, user }, ['user' as const], null, live, /no es el autenticado/],
    ['no usuarios record', { status: 'ok' as const, user }, ['user' as const], 'u1', null, /no existe/],
    [
      'an inactive record',
      { status: 'ok' as const, user },
      ['user' as const],
      'u1',
      { ...live, estatus: false },
      /no está activo/,
    ],
  ])('refuses a session user that is %s', (_case, stored, roles, authUid, record, reason) => {
    const verdict = evaluateSession(stored, roles, authUid, record);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toMatch(reason);
  });

  it('refuses a role edited by hand to admin when the record says user', () => {
    const edited: SessionUser = { ...user, role: 'admin' };
    const verdict = evaluateSession({ status: 'ok', user: edited }, ['admin'], 'u1', live);
    expect(verdict).toEqual({ ok: false, reason: 'El rol de la sesión no coincide con el registro de usuarios' });
  });

  it('ends a session signed in before its sessions were ended, not one signed in at or after it', () => {
    const marca = new Date('2026-11-24T12:00:05Z');
    const conMarca: LiveProfile = { ...live, sesionesDesde: marca };
    const antes = Date.parse('2026-11-24T12:00:04Z');
    expect(evaluateSession({ status: 'ok', user }, ['user'], 'u1', conMarca, antes)).toEqual({
      ok: false,
      reason: SESIONES_CERRADAS,
    });
    for (const despues of [marca.getTime(), marca.getTime() + 1000]) {
      expect(evaluateSession({ status: 'ok', user }, ['user'], 'u1', conMarca, despues)).toEqual({ ok: true, user });
    }
    expect(evaluateSession({ status: 'ok', user }, ['user'], 'u1', live, antes)).toEqual({ ok: true, user });
  });
});
