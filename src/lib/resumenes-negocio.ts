import { doc, getDoc } from 'firebase/firestore';
import type { MesLeido } from '../../domain/reportes';
import { idsResumenesDeMeses } from '../../domain/resumenes';
import { db } from './firebase';

/**
 * The business's summaries of these months (staff only): every shard read by its id, 8 a month,
 * in parallel. A lookup by id costs the same however many top-ups the database holds, which a
 * query's scan in the emulator did not. A shard no top-up has written yet is absent and adds nothing.
 */
export async function leerMesesNegocio(meses: string[]): Promise<MesLeido[]> {
  const snaps = await Promise.all(idsResumenesDeMeses(meses).map((id) => getDoc(doc(db, 'resumenesRecargas', id))));
  return snaps.flatMap((snap) => (snap.exists() ? [snap.data() as MesLeido] : []));
}
