import { authErrorMessage, errorCode } from '../../../lib/auth-errors';
import { dbErrorMessage } from '../../../lib/db-errors';

/** A sign-in refused by the product's own checks (SPEC.md section 5). */
export class LoginError extends Error {}

export function loginErrorMessage(error: unknown): string {
  if (error instanceof LoginError) return error.message;
  return errorCode(error)?.startsWith('auth/') ? authErrorMessage(error) : dbErrorMessage(error);
}
