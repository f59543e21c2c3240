// Every answer of /api/** that is not a success is JSON {error} with a Spanish message and
// the right status, whatever the request looked like; no stack trace or file path reaches a client.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, HOSTING_URL } from '../support/emulators';

let token: string;

beforeAll(async () => {
  token = await (await createUser('admin')).token();
});

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(path: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Answer> {
  const res = await fetch(`${HOSTING_URL}/api/${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...init.headers },
  });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** JSON {error: Spanish text} and nothing else: no stack, no path, no HTML. */
function expectJsonError(answer: Answer, status: number, message: RegExp) {
  expect(answer.status).toBe(status);
  expect(answer.contentType).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toMatch(message);
  expect(answer.text).not.toMatch(/<html|<pre|\n\s+at |node_modules|\/work\/|\.js:\d+/i);
}

const json = { 'Content-Type': 'application/json' };

describe('malformed and unexpected requests', () => {
  it.each([
    ['an unfinished object', '{"uid":'],
    ['a single quote', "{'uid': 'x'}"],
    ['a trailing comma', '{"uid":"x",}'],
    ['plain words', 'hola'],
  ])('malformed JSON (%s) → 400', async (_case, body) => {
    expectJsonError(await send('deleteUser', { method: 'POST', headers: json, body }), 400, /JSON válido/);
  });

  it.each([
    ['text/plain', 'uid=x'],
    ['application/x-www-form-urlencoded', 'uid=x'],
    ['application/octet-stream', 'binario'],
    ['multipart/form-data; boundary=x', '--x\r\n\r\nuid\r\n--x--'],
  ])('a %s body → 415', async (type, body) => {
    const answer = await send('deleteUser', { method: 'POST', headers: { 'Content-Type': type }, body });
    expectJsonError(answer, 415, /application\/json/);
  });

  it('JSON that is not an object → 400', async () => {
    for (const body of ['[1,2]', '"texto"', '42', 'null']) {
      const answer = await send('deleteUser', { method: 'POST', headers: json, body });
      expectJsonError(answer, 400, /objeto JSON/);
    }
  });

  it('a body over 1 MB → 413', async () => {
    const body = JSON.stringify({ uid: 'x', relleno: 'a'.repeat(1_100_000) });
    expectJsonError(await send('deleteUser', { method: 'POST', headers: json, body }), 413, /demasiado grande/);
  });

  it('a body over the runtime limit (33 MB) → 413', async () => {
    const body = `{"relleno":"${'a'.repeat(33 * 1024 * 1024)}"}`;
    expectJsonError(await send('deleteUser', { method: 'POST', headers: json, body }), 413, /demasiado grande/);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s on a POST route → 405', async (method) => {
    const answer = await send('deleteUser', { method, ...(method === 'GET' ? {} : { headers: json, body: '{}' }) });
    expectJsonError(answer, 405, /Método no permitido/);
  });

  it('a route that climbs out of /api (..%2F) never reaches another route, and leaks nothing', async () => {
    // The emulator's router refuses it before our function runs (Express's own 404 page, which
    // names only the path asked for); what matters is that it is a 404 and not /api/register.
    const answer = await send('..%2Fregister', { method: 'POST', headers: json, body: '{}' });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toMatch(/\n\s+at |node_modules|\/work\/|\.js:\d+/i);
  });

  it.each(['noExiste', 'usuarios', 'deleteUser/extra', 'a%2Fb', 'health/x'])(
    'an unknown route (%s) → 404',
    async (path) => {
      expectJsonError(await send(path, { method: 'POST', headers: json, body: '{}' }), 404, /no encontrado/);
    },
  );
});
