// @vitest-environment node
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cryptoJsHmac, floats, hmacHex, ints, payoutOf, sameFields, sha256Hex, verifyBet, type HmacSha256 } from './index';
import {
  DICE_MAX_WIN_CHANCE,
  DICE_MIN_WIN_CHANCE,
  diceMultiplier,
  diceOutcome,
  diceOutcomeOf,
  diceRoll,
  diceRollHundredths,
  diceTargetError,
  diceTargetFor,
  diceWinChance,
  diceWinChanceForMultiplier,
  limboHundredths,
  limboOutcome,
  limboOutcomeOf,
  limboResult,
  limboTargetError,
  limboTargetFor,
  limboWinChance,
  type SettledBetOf,
} from '../games';

const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();

const SERVER = 'b6e2f2e0a4c0b7d1e3f4a5b6c7d8e9f00112233445566778899aabbccddeeff';
const CLIENT = 'my-client-seed';

// Independent derivation: Node's HMAC, bytes read one by one with the spec's formula.
function handFloats(server: string, client: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let round = 0; out.length < count; round++) {
    const d = createHmac('sha256', server).update(`${client}:${nonce}:${round}`).digest();
    for (let i = 0; i < 32 && out.length < count; i += 4) {
      out.push(d[i]! / 256 + d[i + 1]! / 256 ** 2 + d[i + 2]! / 256 ** 3 + d[i + 3]! / 256 ** 4);
    }
  }
  return out;
}

describe('rng', () => {
  it('crypto-js and node:crypto agree on HMAC-SHA256 and SHA-256, also for non-ASCII text', () => {
    for (let i = 0; i < 200; i++) {
      const key = randomBytes(32).toString('hex');
      const msg = `${i % 3 === 0 ? 'ünïcødé ✓' : randomBytes(8).toString('base64')}:${i}:${i % 4}`;
      expect(Buffer.from(cryptoJsHmac(key, msg)).toString('hex')).toBe(createHmac('sha256', key).update(msg).digest('hex'));
      expect(sha256Hex(key + msg)).toBe(
        createHash('sha256')
          .update(key + msg)
          .digest('hex'),
      );
    }
    expect(hmacHex(SERVER, `${CLIENT}:0:0`)).toBe(createHmac('sha256', SERVER).update(`${CLIENT}:0:0`).digest('hex'));
  });

  it('floats match the hand derivation, 8 per round, the round cursor moving only past 8', () => {
    for (const nonce of [0, 1, 7, 12345]) {
      expect(floats(SERVER, CLIENT, nonce, 20)).toEqual(handFloats(SERVER, CLIENT, nonce, 20));
    }
    // Float 9 is the first of round 1.
    const d1 = createHmac('sha256', SERVER).update(`${CLIENT}:3:1`).digest();
    expect(floats(SERVER, CLIENT, 3, 9)[8]).toBe(d1.readUInt32BE(0) / 2 ** 32);
    const d0 = createHmac('sha256', SERVER).update(`${CLIENT}:3:0`).digest();
    expect(floats(SERVER, CLIENT, 3, 8)).toEqual(Array.from({ length: 8 }, (_, i) => d0.readUInt32BE(i * 4) / 2 ** 32));
    expect(floats(SERVER, CLIENT, 0, 0)).toEqual([]);
    expect(() => floats(SERVER, CLIENT, -1, 1)).toThrow(RangeError);
    expect(() => floats(SERVER, CLIENT, 1.5, 1)).toThrow(RangeError);
  });

  it('an injected HMAC gives the same stream', () => {
    expect(ints(SERVER, CLIENT, 42, 16, nodeHmac)).toEqual(ints(SERVER, CLIENT, 42, 16));
  });
});

describe('dice', () => {
  it('roll = floor(float * 10001) / 100 on hand-derived vectors', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const f = handFloats(SERVER, CLIENT, nonce, 1)[0]!;
      const expected = (Math.floor(f * 10001) / 100).toFixed(2);
      expect(diceRoll(SERVER, CLIENT, nonce)).toBe(expected);
    }
  });

  it('edge floats: n = 0 rolls 0.00, n = 2^32-1 rolls 100.00', () => {
    expect(diceRollHundredths(0)).toBe(0);
    expect(diceRollHundredths(2 ** 32 - 1)).toBe(10000);
    // The integer form equals the float form at every bin edge.
    for (let h = 1; h <= 10000; h++) {
      const n = Math.ceil((h * 2 ** 32) / 10001);
      for (const m of [n - 1, n]) expect(diceRollHundredths(m)).toBe(Math.floor((m / 2 ** 32) * 10001));
    }
  });

  it('win chance, target and multiplier both ways', () => {
    expect(diceWinChance('50.5', 'over').toFixed()).toBe('49.5');
    expect(diceWinChance('49.5', 'under').toFixed()).toBe('49.5');
    expect(diceTargetFor('49.5', 'over').toFixed()).toBe('50.5');
    expect(diceTargetFor('10', 'under').toFixed()).toBe('10');
    expect(diceMultiplier('49.5').toFixed(4)).toBe('2.0000');
    expect(diceMultiplier('98').toFixed(4)).toBe('1.0102');
    expect(diceMultiplier('0.01').toFixed(4)).toBe('9900.0000');
    expect(diceMultiplier('33').toFixed(4)).toBe('3.0000');
    expect(diceMultiplier('70').toFixed(4)).toBe('1.4142'); // 1.414285... rounded down
    expect(diceWinChanceForMultiplier('2').toFixed()).toBe('49.5');
    expect(diceWinChanceForMultiplier('100000').toFixed()).toBe(DICE_MIN_WIN_CHANCE);
    expect(diceWinChanceForMultiplier('1').toFixed()).toBe(DICE_MAX_WIN_CHANCE);
  });

  it('target limits: win chance 0.01%-98%, 2 decimals', () => {
    expect(diceTargetError('50', 'over')).toBeNull();
    expect(diceTargetError('2', 'over')).toBeNull();
    expect(diceTargetError('99.99', 'over')).toBeNull();
    expect(diceTargetError('1.99', 'over')).toMatch(/between 2 and 99.99/);
    expect(diceTargetError('100', 'over')).toMatch(/between/);
    expect(diceTargetError('0.01', 'under')).toBeNull();
    expect(diceTargetError('98', 'under')).toBeNull();
    expect(diceTargetError('98.01', 'under')).toMatch(/between 0.01 and 98/);
    expect(diceTargetError('0', 'under')).toMatch(/between/);
    expect(diceTargetError('50.123', 'over')).toMatch(/2 decimals/);
    expect(diceTargetError('-5', 'over')).toMatch(/2 decimals/);
    expect(diceTargetError('1e1', 'over')).toMatch(/2 decimals/);
  });

  it('win strictly over / under the target', () => {
    expect(diceOutcomeOf(5050, '50.50', 'over').win).toBe(false);
    expect(diceOutcomeOf(5051, '50.50', 'over').win).toBe(true);
    expect(diceOutcomeOf(4950, '49.5', 'under').win).toBe(false);
    expect(diceOutcomeOf(4949, '49.5', 'under')).toEqual({ result: '49.49', win: true, multiplier: '2.0000', winChance: '49.50' });
    expect(diceOutcomeOf(0, '0.01', 'under').win).toBe(true);
    expect(diceOutcomeOf(10000, '99.99', 'over')).toMatchObject({ result: '100.00', win: true, multiplier: '9900.0000' });
    const o = diceOutcome({ serverSeed: SERVER, clientSeed: CLIENT, nonce: 3 }, '50', 'over');
    expect(o.result).toBe(diceRoll(SERVER, CLIENT, 3));
  });
});

describe('limbo', () => {
  const stake = (n: number): number => {
    const f = n / 2 ** 32;
    return Math.max(1, Math.floor((1e8 / (f * 1e8)) * 0.99 * 100) / 100);
  };
  // n where 99 * 2^32 / n is a whole number of hundredths: there Stake's double arithmetic (0.99 is not exact in
  // binary) lands just below the integer and floors one hundredth lower than exact math.
  const exactQuotient = (n: number): boolean => n > 0 && (99 * 2 ** 32) % n === 0;

  it("exact integer form equals Stake's float formula except at exact-integer quotients", () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const f = handFloats(SERVER, CLIENT, nonce, 1)[0]!;
      const n = f * 2 ** 32;
      expect(limboResult(SERVER, CLIENT, nonce)).toBe(Math.min(1e6, stake(n)).toFixed(2));
    }
    let differ = 0;
    for (let i = 0; i < 200000; i++) {
      const n = 1 + Math.floor(Math.random() * (2 ** 32 - 1));
      // 174 of the 2^32 values are exact quotients (checked below); 200,000 random draws hit one about 1 run in 120.
      if (!exactQuotient(n) && limboHundredths(n) / 100 !== Math.min(1e6, stake(n))) differ++;
    }
    expect(differ).toBe(0);
    // Near every result boundary the two agree unless the quotient is exact, where exact math may be one hundredth higher.
    for (let k = 101; k < 50000; k += 7) {
      const n0 = Math.floor((99 * 2 ** 32) / k);
      for (const n of [n0 - 1, n0, n0 + 1]) {
        const exact = limboHundredths(n);
        const viaStake = Math.round(Math.min(1e6, stake(n)) * 100);
        if (exactQuotient(n)) expect([0, 1]).toContain(exact - viaStake);
        else expect(exact - viaStake).toBe(0);
      }
    }
    expect(limboHundredths(3 * 2 ** 30)).toBe(132); // 99 * 4 / 3 exactly
  });

  it('edge floats: n = 0 caps at 1,000,000; n = 2^32-1 gives 1.00', () => {
    expect(limboHundredths(0)).toBe(100_000_000);
    expect(limboHundredths(1)).toBe(100_000_000);
    expect(limboHundredths(4252)).toBe(100_000_000);
    expect(limboHundredths(4253)).toBe(Math.floor((99 * 2 ** 32) / 4253));
    expect(limboHundredths(2 ** 32 - 1)).toBe(100);
    expect(limboHundredths(Math.floor((99 * 2 ** 32) / 100))).toBe(100);
  });

  it('win when result >= target; multiplier = target; win chance 99 / target', () => {
    expect(limboOutcomeOf(200, '2')).toEqual({ result: '2.00', win: true, multiplier: '2.00', winChance: '49.50' });
    expect(limboOutcomeOf(199, '2.00').win).toBe(false);
    expect(limboOutcomeOf(100_000_000, '1000000').win).toBe(true);
    expect(limboWinChance('3').toFixed(2)).toBe('33.00');
    expect(limboWinChance('1000000').toFixed(6)).toBe('0.000000'); // rounded down to 2 decimals
    expect(limboTargetFor('49.5').toFixed(2)).toBe('2.00');
    expect(limboTargetFor('99').toFixed(2)).toBe('1.01');
    expect(limboTargetError('1.01')).toBeNull();
    expect(limboTargetError('1000000')).toBeNull();
    expect(limboTargetError('1')).toMatch(/between 1.01 and 1000000/);
    expect(limboTargetError('1000000.01')).toMatch(/between/);
    expect(limboTargetError('2.001')).toMatch(/2 decimals/);
    const o = limboOutcome({ serverSeed: SERVER, clientSeed: CLIENT, nonce: 9 }, '1.5');
    expect(o.result).toBe(limboResult(SERVER, CLIENT, 9));
  });
});

describe('payout', () => {
  it('amount * multiplier rounded down to the coin decimals, exact in decimal', () => {
    expect(payoutOf('0.1', '2.0000', true, 'USDT')).toBe('0.200000');
    expect(payoutOf('0.3', '3.3', true, 'USDT')).toBe('0.990000'); // 0.99 exactly, not 0.9899999 as in doubles
    expect(payoutOf('1.234567', '1.4142', true, 'USDT')).toBe('1.745924'); // 1.7459246514
    expect(payoutOf('0.00000001', '1.0102', true, 'BTC')).toBe('0.00000001');
    expect(payoutOf('0.00000099', '1.0102', true, 'BTC')).toBe('0.00000100'); // 1.000098e-6
    expect(payoutOf('123456789.123456789', '9900', true, 'SOL')).toBe('1222222212322.222211100');
    expect(payoutOf('10', '2', false, 'USDT')).toBe('0.000000');
    expect(payoutOf('0', '9900', true, 'BTC')).toBe('0.00000000');
  });
});

describe('verifyBet', () => {
  it('re-computes a settled bet of each game through its definition; a tampered outcome, payout or seed fails', () => {
    const o = diceOutcome({ serverSeed: SERVER, clientSeed: CLIENT, nonce: 4 }, '50', 'under');
    const bet: SettledBetOf<'dice'> = {
      id: 1,
      game: 'dice',
      userName: 'x',
      coin: 'USDT',
      balanceType: 'DEPOSIT',
      amount: '1.000000',
      multiplier: o.win ? o.multiplier : '0',
      payout: payoutOf('1', o.multiplier, o.win, 'USDT'),
      win: o.win,
      params: { target: '50.00', condition: 'under' },
      outcome: { roll: o.result },
      nonce: 4,
      clientSeed: CLIENT,
      serverSeedHash: sha256Hex(SERVER),
      serverSeed: SERVER,
      createdAt: '',
    };
    expect(verifyBet(bet)).toMatchObject({ hashMatches: true, matches: true, resultText: o.result });
    expect(verifyBet({ ...bet, outcome: { roll: '12.34' } }).matches).toBe(false);
    expect(verifyBet({ ...bet, payout: '5.000000' }).matches).toBe(false);
    expect(verifyBet(bet, 'f'.repeat(64)).hashMatches).toBe(false);
    expect(() => verifyBet({ ...bet, serverSeed: undefined })).toThrow(/rotated/);
    const l = limboOutcome({ serverSeed: SERVER, clientSeed: CLIENT, nonce: 5 }, '2');
    const lbet: SettledBetOf<'limbo'> = {
      ...bet,
      game: 'limbo',
      nonce: 5,
      params: { target: '2.00' },
      outcome: { result: l.result },
      win: l.win,
      multiplier: l.win ? '2.00' : '0',
      payout: payoutOf('1', '2', l.win, 'USDT'),
    };
    expect(verifyBet(lbet)).toMatchObject({ matches: true, resultText: `${l.result}×` });
  });
});

describe('sameFields', () => {
  it('compares records of strings, numbers and arrays by value, arrays in order', () => {
    expect(sameFields({ target: '2.00' }, { target: '2.00' })).toBe(true);
    expect(sameFields({ mines: 3, tiles: [4, 9] }, { tiles: [4, 9], mines: 3 })).toBe(true);
    expect(sameFields({ mines: 3, tiles: [4, 9] }, { mines: 3, tiles: [9, 4] })).toBe(false);
    expect(sameFields({ mines: [1, 2] }, { mines: [1, 2, 3] })).toBe(false);
    expect(sameFields({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameFields({ a: '1' }, { a: 1 })).toBe(false);
  });
});
