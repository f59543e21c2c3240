import { loadWithReload } from '@/lib/chunk-reload';
import type { Factor } from './inscripcion-segundo-factor';
import { useCarga } from '@/lib/carga/use-carga';

export type { Factor };

// The second factor's code (Auth's multi-factor API, the phone provider, reCAPTCHA's verifier)
// loads when Perfil's section first asks for it, not with the page.
const cargar = () => loadWithReload(() => import('./inscripcion-segundo-factor'));

/** The account's enrolled phones, and whether this session signed in with one. */
export function useSegundoFactor(uid: string) {
  const { data, error, loading, reload } = useCarga(`segundo-factor:${uid}`, async () =>
    (await cargar()).leerSegundoFactor(),
  );
  return { factores: data?.factores ?? [], verificada: data?.verificada ?? false, error, loading, reload };
}

export async function enviarCodigoDeInscripcion(telefono: string, contenedor: HTMLElement) {
  return (await cargar()).enviarCodigoDeInscripcion(telefono, contenedor);
}

export async function quitarFactor(uid: string): Promise<void> {
  return (await cargar()).quitarFactor(uid);
}

export async function enviarVerificacionDeCorreo(): Promise<void> {
  return (await cargar()).enviarVerificacionDeCorreo();
}
