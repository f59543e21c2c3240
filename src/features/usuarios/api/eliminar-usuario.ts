import { ApiError, postApi } from '@/lib/api/api-client';
import { auth } from '@/lib/firebase';

/** POST /api/deleteUser; failures read "Error al borrar usuario: …". */
export async function eliminarUsuario(uid: string): Promise<void> {
  if (!auth.currentUser) throw new Error('No hay usuario autenticado');
  try {
    await postApi<{ uid: string }>('deleteUser', { uid });
  } catch (error) {
    // SPEC.md: the prefix, then the response's text as it came.
    const text = error instanceof ApiError ? error.texto : String(error);
    throw new Error(`Error al borrar usuario: ${text}`, { cause: error });
  }
}
