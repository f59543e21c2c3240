import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { db } from './db';
import type { LiveProfile } from './session-check';

/**
 * The live listener on a usuarios record (session.ts). Its own module, loaded on demand: it brings
 * Firestore's SDK, which a screen that reads over REST (Inicio) does not need to draw.
 */
export function escucharUsuario(
  uid: string,
  alCambiar: (perfil: LiveProfile | null) => void,
  alFallar: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, 'usuarios', uid),
    (snap) => alCambiar(snap.exists() ? (snap.data() as LiveProfile) : null),
    alFallar,
  );
}
