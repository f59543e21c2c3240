import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import '../../domain/zod';
import { z } from 'zod';

export type HttpStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** An error that becomes an HTTP answer with a Spanish message. */
export class HttpError extends Error {
  constructor(
    readonly status: HttpStatus,
    message: string,
  ) {
    super(message);
  }
}

/** Largest request body the API takes; bodies are small JSON objects. */
export const MAX_BODY_BYTES = 1_000_000;

/**
 * What every POST must be before its handler runs: a JSON object body of at most MAX_BODY_BYTES.
 * (A body that is not JSON at all is refused by the runtime's parser, see cuerpo-json.ts.)
 */
export function requireJsonObject(req: Request): void {
  if ((req.rawBody?.length ?? 0) > MAX_BODY_BYTES) throw new HttpError(413, 'La solicitud es demasiado grande');
  if (!req.is('application/json')) {
    throw new HttpError(415, 'El cuerpo debe ser JSON (Content-Type: application/json)');
  }
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'El cuerpo de la solicitud debe ser un objeto JSON');
  }
}

export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw new HttpError(400, result.error.issues.map((issue) => issue.message).join('; '));
  }
  return result.data;
}

/** The answer to any failure: JSON {error}; an unexpected one is logged and told in general terms only. */
export function sendError(res: Response, error: unknown): void {
  if (error instanceof HttpError) {
    res.status(error.status).json({ error: error.message });
    return;
  }
  console.error(error);
  res.status(500).json({ error: 'Error interno del servidor. Intente de nuevo más tarde.' });
}

export type Handler = (req: Request) => Promise<unknown>;
