import type { RegisterBody } from '@domain/usuarios';
import { ApiError, postApi } from '../api/api-client';

/** POST /api/register: the server creates the login and its records; failures read "Error en registro: …". */
export async function registrarUsuario(body: RegisterBody): Promise<string> {
  try {
    const { uid } = await postApi<{ uid: string }>('register', body);
    return uid;
  } catch (error) {
    // SPEC.md: the prefix, then the response's text as it came.
    const text = error instanceof ApiError ? error.texto : String(error);
    throw new Error(`Error en registro: ${text}`, { cause: error });
  }
}
