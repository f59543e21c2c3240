import { FieldValue } from 'firebase-admin/firestore';
import { db } from './admin';
import { HttpError } from './http';
import { transaccionConPlazo } from './transaccion';

export interface Limite {
  maximo: number;
  ventanaMs: number;
}

/**
 * Counts one use of `clave` (who and what, e.g. "operador_<uid>") in a fixed window of
 * `ventanaMs`, in limites/{clave}: one transaction, so every instance of the functions shares the
 * count. Past `maximo` uses in the window, the caller gets a 429 saying when it may try again, and
 * nothing is written.
 */
export async function consumirLimite(clave: string, { maximo, ventanaMs }: Limite, mensaje: string): Promise<void> {
  const ref = db.collection('limites').doc(clave);
  const esperaMs = await transaccionConPlazo(db, 'El servidor está ocupado; intente de nuevo.', async (tx) => {
    const data = (await tx.get(ref)).data();
    const ahora = Date.now();
    const vigente = data && ahora - Number(data.desde) < ventanaMs;
    const usados = vigente ? Number(data.usados) : 0;
    if (usados >= maximo) return Number(data?.desde) + ventanaMs - ahora;
    tx.set(ref, {
      desde: vigente ? Number(data.desde) : ahora,
      usados: usados + 1,
      actualizadoEn: FieldValue.serverTimestamp(),
    });
    return 0;
  });
  if (esperaMs > 0) {
    const minutos = Math.max(1, Math.ceil(esperaMs / 60_000));
    throw new HttpError(429, `${mensaje} Intente de nuevo en ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`);
  }
}
