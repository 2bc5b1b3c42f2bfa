import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashPoint, previousCrashHash, previousCrashHashes } from '../../src/core/games/crash';
import { gameHash, readChain } from '../../server/games/crash/chain';
import { buildOn, createDatabase, type TestApp } from './helpers';

// A test server given CRASH_CHAIN_SEED (demo mode only) makes its chain from that seed at the first start, so its
// tests know every crash point ahead (the end-to-end servers run on one).
const SEED = 'c3'.repeat(32);
const LENGTH = 50;

let t: TestApp;

beforeAll(async () => {
  t = await buildOn(await createDatabase({ migrated: true }), { CRASH_CHAIN_SEED: SEED, CRASH_CHAIN_LENGTH: String(LENGTH) });
});

afterAll(async () => {
  await t.close();
});

describe('crash chain from a known seed', () => {
  it('publishes the terminating hash of that seed and plays game g with h(length - g)', async () => {
    const walk = [SEED, ...previousCrashHashes(SEED, LENGTH)];
    const pub = (await t.app.inject({ method: 'GET', url: '/api/games/crash/chain' })).json().data;
    expect(pub).toMatchObject({ terminatingHash: walk[LENGTH], length: LENGTH });
    const chain = (await readChain(t.db))!;
    for (const g of [1, 7, LENGTH]) {
      const hash = await gameHash(t.db, chain, g);
      expect(hash).toBe(walk[LENGTH - g]);
      expect(crashPoint(hash, chain.salt)).toMatch(/^\d+\.\d\d$/);
    }
    expect(previousCrashHash(walk[LENGTH - 1]!)).toBe(pub.terminatingHash);
  });
});
