import type { IncomingMessage, ServerResponse } from 'node:http';

// The runtime that calls `api` (the Functions emulator here, the Functions Framework in Cloud
// Functions) parses the request body with body-parser before any code of ours runs, and answers a
// body it cannot parse with Express's HTML error page, which outside production carries the stack
// trace and file paths. Both runtimes load this module before they build their Express app, so
// wrapping body-parser's parser factories here makes those refusals answer like every other error
// of the API: JSON {error}, a Spanish message and the right status. Test:
// tests/functions/errores-http.test.ts.

type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
type Factory = (options?: unknown) => Middleware;

const PARSERS = ['json', 'raw', 'text', 'urlencoded'] as const;
const WRAPPED = Symbol.for('recargas.cuerpo-json');

/** Whether body-parser refused valid JSON only because it is not an object or array ("strict" mode). */
function esJsonNoObjeto(body: unknown): boolean {
  try {
    JSON.parse(String(body));
    return true;
  } catch {
    return false;
  }
}

function refusal(error: unknown): [number, string] {
  const { type, status, body } = (error ?? {}) as { type?: unknown; status?: unknown; body?: unknown };
  if (type === 'entity.parse.failed') {
    if (esJsonNoObjeto(body)) return [400, 'El cuerpo de la solicitud debe ser un objeto JSON'];
    return [400, 'El cuerpo de la solicitud no es JSON válido'];
  }
  if (type === 'entity.too.large') return [413, 'La solicitud es demasiado grande'];
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return [415, 'La codificación del cuerpo no es compatible; envíe JSON en UTF-8'];
  }
  const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
  return [code, 'La solicitud no es válida'];
}

/** Answers once the request has been read to its end, as Express does, so the client sees the answer. */
function answer(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const [status, message] = refusal(error);
  const write = () => {
    if (res.headersSent) return;
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ error: message }));
  };
  if (req.readableEnded || req.destroyed) {
    write();
    return;
  }
  req.unpipe();
  req.once('end', write);
  req.once('close', write);
  req.resume();
}

function wrap(factory: Factory): Factory {
  return (options) => {
    const parse = factory(options);
    return (req, res, next) => parse(req, res, (error) => (error ? answer(req, res, error) : next()));
  };
}

/** Wraps every body-parser the process has loaded (the runtime's own among them). Idempotent. */
export function answerBodyErrorsAsJson(): void {
  for (const [file, loaded] of Object.entries(require.cache)) {
    if (!loaded || !/[\\/]body-parser[\\/]index\.js$/.test(file)) continue;
    const parsers = loaded.exports as Record<string | symbol, unknown>;
    if (parsers[WRAPPED]) continue;
    for (const name of PARSERS) {
      const factory = parsers[name];
      if (typeof factory !== 'function') continue;
      Object.defineProperty(parsers, name, { value: wrap(factory as Factory), configurable: true, enumerable: true });
    }
    Object.defineProperty(parsers, WRAPPED, { value: true });
  }
}
