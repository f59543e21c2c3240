import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * The documents of `consulta` in pages of `lote`, in id order: a deploy or seed step goes through
 * a whole collection without holding it in memory at once.
 */
export async function* porPaginas(consulta: Query, lote: number): AsyncGenerator<QueryDocumentSnapshot[]> {
  const base = consulta.orderBy('__name__').limit(lote);
  let ultimo: QueryDocumentSnapshot | undefined;
  for (;;) {
    const pagina = await (ultimo ? base.startAfter(ultimo) : base).get();
    if (pagina.empty) return;
    yield pagina.docs;
    ultimo = pagina.docs[pagina.docs.length - 1];
  }
}
