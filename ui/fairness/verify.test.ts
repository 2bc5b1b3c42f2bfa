import { describe, expect, it } from 'vitest';
import { diceRoll, limboResult, sha256Hex } from '../../src/core/fairness';
import { randomClientSeed, verifyRound } from './verify';

const SERVER = 'b6e2f2e0a4c0b7d1e3f4a5b6c7d8e9f00112233445566778899aabbccddeeff';

describe('fairness calculator', () => {
  it('recomputes dice and limbo with the core rules and shows the floats with their bytes', () => {
    const dice = verifyRound({ game: 'dice', serverSeed: SERVER, clientSeed: 'abc', nonce: 3, target: '50.50', condition: 'over' });
    expect(dice.result).toBe(diceRoll(SERVER, 'abc', 3));
    expect(dice.serverSeedHash).toBe(sha256Hex(SERVER));
    expect(dice.floats).toHaveLength(8);
    const [b0, b1, b2, b3] = dice.floats[0]!.bytes;
    expect(dice.floats[0]!.float).toBeCloseTo(b0! / 256 + b1! / 256 ** 2 + b2! / 256 ** 3 + b3! / 256 ** 4, 12);
    expect(dice.hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(dice.win).toBe(Number(dice.result) > 50.5);
    const limbo = verifyRound({ game: 'limbo', serverSeed: SERVER, clientSeed: 'abc', nonce: 3, target: '2.00' });
    expect(limbo.result).toBe(limboResult(SERVER, 'abc', 3));
    expect(limbo.win).toBe(Number(limbo.result) >= 2);
  });

  it('makes random client seeds', () => {
    const a = randomClientSeed();
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(randomClientSeed()).not.toBe(a);
  });
});
