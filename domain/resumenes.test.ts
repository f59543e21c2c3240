import { describe, expect, it } from 'vitest';
import { idResumenMes, idsResumenesDeMeses, shardDe, SHARDS_RESUMEN } from './resumenes';

describe('idsResumenesDeMeses', () => {
  it('names every shard of every month, 8 a month', () => {
    const ids = idsResumenesDeMeses(['2026-10', '2026-11']);
    expect(ids).toHaveLength(2 * SHARDS_RESUMEN);
    expect(ids.slice(0, 2)).toEqual(['2026-10_0', '2026-10_1']);
    expect(ids[ids.length - 1]).toBe(`2026-11_${SHARDS_RESUMEN - 1}`);
  });

  it('includes the shard each top-up of those months counts in, so a report read by id misses none', () => {
    const ids = new Set(idsResumenesDeMeses(['2026-11']));
    for (let i = 0; i < 500; i += 1) {
      const id = `recarga-${i}-${(i * 7_919).toString(36)}`;
      expect(ids.has(idResumenMes('2026-11-24', shardDe(id)))).toBe(true);
    }
    expect(ids.has(idResumenMes('2026-12-01', 0))).toBe(false);
  });
});
