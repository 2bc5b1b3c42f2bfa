import { describe, expect, it } from 'vitest';
import { ints, sha256Hex } from '../../src/core/fairness';
import { diceRoll, INSTANT_GAMES, limboResult, plinkoTable } from '../../src/core/games';
import { randomClientSeed, verifyRound } from './verify';

const SERVER = 'b6e2f2e0a4c0b7d1e3f4a5b6c7d8e9f00112233445566778899aabbccddeeff';
const seeds = { serverSeed: SERVER, clientSeed: 'abc', nonce: 3 };

describe('fairness calculator', () => {
  it('recomputes dice and limbo with the core definitions and shows the floats with their bytes', () => {
    const dice = verifyRound({ game: 'dice', ...seeds, params: { target: '50.50', condition: 'over' } });
    expect(dice.result).toBe(diceRoll(SERVER, 'abc', 3));
    expect(dice.serverSeedHash).toBe(sha256Hex(SERVER));
    expect(dice.floats).toHaveLength(8);
    const [b0, b1, b2, b3] = dice.floats[0]!.bytes;
    expect(dice.floats[0]!.float).toBeCloseTo(b0! / 256 + b1! / 256 ** 2 + b2! / 256 ** 3 + b3! / 256 ** 4, 12);
    expect(dice.hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(dice.win).toBe(Number(dice.result) > 50.5);
    expect(dice.multiplier).toBe('2.0000');
    const under = verifyRound({ game: 'dice', ...seeds, params: { target: '50.50', condition: 'under' } });
    expect(under.win).toBe(Number(dice.result) < 50.5);
    const limbo = verifyRound({ game: 'limbo', ...seeds, params: { target: '2' } });
    expect(limbo.result).toBe(`${limboResult(SERVER, 'abc', 3)}×`);
    expect(limbo.win).toBe(Number(limboResult(SERVER, 'abc', 3)) >= 2);
  });

  it('reproduces a plinko bet: 16 floats, the bucket, the multiplier paid and the path', () => {
    const v = verifyRound({ game: 'plinko', ...seeds, params: { rows: 16, risk: 'high' } });
    const s = INSTANT_GAMES.plinko.settle(ints(SERVER, 'abc', 3, 16), { rows: 16, risk: 'high' });
    expect(v.floats).toHaveLength(16);
    expect(v.floats.map((f) => Math.floor(f.float * 2))).toEqual(s.outcome.path);
    expect(v).toMatchObject({ multiplier: s.multiplier, win: s.win, paid: true, result: `${plinkoTable(16, 'high')[s.outcome.bucket]}×` });
    expect(v.facts).toEqual([
      { label: 'Bucket', value: String(s.outcome.bucket) },
      { label: 'Path', value: s.outcome.path!.map((b) => (b ? 'R' : 'L')).join(' ') },
    ]);
    const dice = verifyRound({ game: 'dice', ...seeds, params: { target: '50.50', condition: 'over' } });
    expect(dice.paid).toBe(dice.win);
    expect(dice.facts).toEqual([]);
  });

  it('shows the result without win or loss while the typed parameters are not a bet the game allows', () => {
    for (const params of [
      { target: 'abc', condition: 'over' as const },
      { target: '1', condition: 'over' as const },
    ]) {
      const v = verifyRound({ game: 'dice', ...seeds, params });
      expect(v.result).toBe(diceRoll(SERVER, 'abc', 3));
      expect(v.win).toBeNull();
      expect(v.multiplier).toBeNull();
    }
  });

  it('makes random client seeds', () => {
    const a = randomClientSeed();
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(randomClientSeed()).not.toBe(a);
  });
});
