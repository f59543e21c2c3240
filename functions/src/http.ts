import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { z } from 'zod';

/** An error that becomes an HTTP answer with a Spanish message. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 422 | 500 | 503,
    message: string,
  ) {
    super(message);
  }
}

export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw new HttpError(400, result.error.issues.map((issue) => issue.message).join('; '));
  }
  return result.data;
}

export function sendError(res: Response, error: unknown): void {
  if (error instanceof HttpError) {
    res.status(error.status).json({ error: error.message });
    return;
  }
  console.error(error);
  res.status(500).json({ error: 'Error interno del servidor. Intente de nuevo más tarde.' });
}

export type Handler = (req: Request) => Promise<unknown>;
