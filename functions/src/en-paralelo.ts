/**
 * Runs `fn` over `items` with at most `limite` at a time and returns the results in order. A batch
 * of independent transactions (different top-ups, different deposits) finishes in a fraction of
 * the time one after another takes, without opening hundreds of transactions at once.
 */
export async function enParalelo<T, R>(items: readonly T[], limite: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const resultados: R[] = new Array(items.length);
  let siguiente = 0;
  const trabajador = async () => {
    while (siguiente < items.length) {
      const i = siguiente++;
      resultados[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limite, items.length) }, trabajador));
  return resultados;
}
