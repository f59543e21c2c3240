import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { createTestEnv, dbAs, expectOutcome, resetAndSeed } from './env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createTestEnv('default');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await resetAndSeed(env);
});

// No wildcard match: a collection the rules do not name is closed even to an admin.
describe('unnamed collections', () => {
  it('admin cannot read an unnamed collection', async () => {
    await expectOutcome(false, getDoc(doc(dbAs(env, 'admin'), 'sinReglas', 'x')));
  });

  it('admin cannot write an unnamed collection', async () => {
    await expectOutcome(false, setDoc(doc(dbAs(env, 'admin'), 'sinReglas', 'x'), { a: 1 }));
  });

  it('admin cannot write a subcollection of usuarios', async () => {
    await expectOutcome(false, setDoc(doc(dbAs(env, 'admin'), 'usuarios', 'uid-user', 'extra', 'x'), { a: 1 }));
  });
});
