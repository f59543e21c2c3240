import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// Firestore allows 200 composite indexes per database; one per filter combination adds up fast.
// The queries are designed to stay well under it: this fails above 150, or on a duplicate.
it('declares at most 150 composite indexes, none twice', () => {
  const { indexes } = JSON.parse(readFileSync(path.join(process.cwd(), 'firestore.indexes.json'), 'utf8')) as {
    indexes: unknown[];
  };
  const distintos = new Set(indexes.map((index) => JSON.stringify(index)));
  expect(distintos.size).toBe(indexes.length);
  expect(indexes.length).toBeLessThanOrEqual(150);
});
