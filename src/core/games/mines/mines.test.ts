// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ints, sha256Hex } from '../../fairness';
import { settlementPayout } from '../../fairness/payout';
import { Decimal } from '../../money';
import { HOUSE_EDGE } from '../catalog';
import {
  MINES_INTS,
  binomial,
  minesGame,
  minesLayout,
  minesLayoutOf,
  minesMultiplier,
  minesNextMultiplier,
  minesPayout,
  minesWinChance,
  type MinesSettledBet,
} from './index';

const SERVER = 'b6e2f2e0a4c0b7d1e3f4a5b6c7d8e9f00112233445566778899aabbccddeeff';
const CLIENT = 'my-client-seed';

// Independent: Node's HMAC, the spec's byte formula for floats, a walk over a taken[] board for the i-th free tile.
function handLayout(server: string, client: string, nonce: number, mines: number): number[] {
  const fl: number[] = [];
  for (let round = 0; fl.length < 24; round++) {
    const d = createHmac('sha256', server).update(`${client}:${nonce}:${round}`).digest();
    for (let i = 0; i < 32; i += 4) fl.push(d[i]! / 256 + d[i + 1]! / 256 ** 2 + d[i + 2]! / 256 ** 3 + d[i + 3]! / 256 ** 4);
  }
  const taken = new Array<boolean>(25).fill(false);
  const out: number[] = [];
  for (let i = 0; i < mines; i++) {
    let want = Math.floor(fl[i]! * (25 - i));
    for (let tile = 0; tile < 25; tile++) {
      if (taken[tile]) continue;
      if (want-- === 0) {
        taken[tile] = true;
        out.push(tile);
        break;
      }
    }
  }
  return out.sort((a, b) => a - b);
}

// C(n, k) by BigInt for the exactness checks.
function big(n: number, k: number): bigint {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
}

describe('mines layout', () => {
  it('matches an independent implementation of the published scheme on known seed pairs', () => {
    // A fixed vector, so a change of the scheme shows as a diff here.
    expect(minesLayoutOf(SERVER, CLIENT, 0, 3)).toEqual(handLayout(SERVER, CLIENT, 0, 3));
    for (let nonce = 0; nonce < 60; nonce++) {
      for (const mines of [1, 2, 3, 5, 10, 20, 24]) {
        expect(minesLayoutOf(SERVER, CLIENT, nonce, mines), `${nonce}/${mines}`).toEqual(handLayout(SERVER, CLIENT, nonce, mines));
      }
    }
  });

  it('N distinct tiles in 0..24, sorted; the first picks of a bigger N contain a smaller N', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const stream = ints(SERVER, `c${nonce}`, nonce, MINES_INTS);
      let previous: number[] = [];
      for (let mines = 1; mines <= 24; mines++) {
        const layout = minesLayout(stream, mines);
        expect(layout).toHaveLength(mines);
        expect(new Set(layout).size).toBe(mines);
        expect(layout.every((t) => Number.isInteger(t) && t >= 0 && t <= 24)).toBe(true);
        expect([...layout].sort((a, b) => a - b)).toEqual(layout);
        expect(previous.every((t) => layout.includes(t))).toBe(true);
        previous = layout;
      }
    }
  });

  it('edge integers: all 0 picks the lowest tiles, all 2^32-1 the highest', () => {
    expect(minesLayout(new Array(24).fill(0), 3)).toEqual([0, 1, 2]);
    expect(minesLayout(new Array(24).fill(2 ** 32 - 1), 3)).toEqual([22, 23, 24]);
    expect(minesLayout(new Array(24).fill(2 ** 32 - 1), 24)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });
});

describe('mines multiplier and payout', () => {
  it('table edges: 0.99 * C(25, k) / C(25 - N, k) rounded down to 2 decimals', () => {
    expect(HOUSE_EDGE).toBe('0.01');
    expect(minesMultiplier(1, 1)).toBe('1.03'); // 1.03125
    expect(minesMultiplier(24, 1)).toBe('24.75');
    expect(minesMultiplier(3, 0)).toBe('1.00');
    expect(minesMultiplier(1, 24)).toBe('24.75'); // 0.99 * 25 / 1
    expect(minesMultiplier(3, 22)).toBe(new Decimal('0.99').times(binomial(25, 22)).toFixed(2)); // C(22, 22) = 1
    expect(minesMultiplier(12, 13)).toBe('5148297.00'); // 0.99 * C(25, 13) / C(13, 13)
    expect(minesWinChance(1, 1)).toBe('96.00');
    expect(minesWinChance(24, 1)).toBe('4.00');
    expect(minesWinChance(3, 2)).toBe('77.00'); // 231 / 300
    expect(minesNextMultiplier(24, 1)).toBeNull();
    expect(minesNextMultiplier(24, 0)).toBe('24.75');
    expect(() => minesMultiplier(24, 2)).toThrow(RangeError);
    expect(() => minesMultiplier(0, 1)).toThrow(RangeError);
    expect(() => minesMultiplier(1, 40)).toThrow(RangeError); // would share a memo key with (2, 8)
  });

  it('every display value is the exact fraction rounded down', () => {
    for (let n = 1; n <= 24; n++) {
      for (let k = 1; k <= 25 - n; k++) {
        const num = 99n * big(25, k) * 100n;
        const den = 100n * big(25 - n, k);
        const hundredths = num / den; // floor
        const text = `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
        expect(minesMultiplier(n, k), `${n}/${k}`).toBe(text);
      }
    }
  });

  it('payout is stake * 99 * C(25,k) / (100 * C(25-N,k)) exactly, rounded down to the coin once', () => {
    const amounts = ['2.53', '0.000001', '1', '10000', '0.123457', '99999.999999', '3.3'];
    for (const amount of amounts) {
      const units = BigInt(amount.replace('.', '')) * 10n ** BigInt(6 - (amount.split('.')[1]?.length ?? 0));
      for (let n = 1; n <= 24; n += 3) {
        for (let k = 1; k <= 25 - n; k += 2) {
          const exact = (units * 99n * big(25, k)) / (100n * big(25 - n, k));
          const expected = `${exact / 1_000_000n}.${String(exact % 1_000_000n).padStart(6, '0')}`;
          expect(minesPayout(amount, n, k, 'USDT'), `${amount} ${n}/${k}`).toBe(expected);
        }
      }
    }
    // 2.53 * 0.99 * 300 / 253 = 2.97 exactly: a rounded multiplier would pay 2.969999.
    expect(minesPayout('2.53', 2, 2, 'USDT')).toBe('2.970000');
    expect(minesPayout('1', 1, 1, 'BTC')).toBe('1.03125000');
  });

  it('the settlement carries the exact ratio; settlementPayout pays it, not the display value', () => {
    const stream = ints(SERVER, CLIENT, 7, MINES_INTS);
    const layout = minesLayout(stream, 2);
    const safe = Array.from({ length: 25 }, (_, t) => t).filter((t) => !layout.includes(t));
    const s = minesGame.settle(stream, { mines: 2, tiles: safe.slice(0, 2) });
    expect(s).toMatchObject({ win: true, multiplier: minesMultiplier(2, 2), outcome: { mines: layout } });
    expect(settlementPayout('2.53', s, 'USDT')).toBe('2.970000');
    const lost = minesGame.settle(stream, { mines: 2, tiles: [safe[0]!, layout[0]!, safe[1]!] });
    expect(lost.win).toBe(false);
    expect(settlementPayout('2.53', lost, 'USDT')).toBe('0.000000');
  });
});

describe('mines definition', () => {
  it('paramsError: clear messages for every rule', () => {
    const e = (mines: number, tiles: number[]) => minesGame.paramsError({ mines, tiles });
    expect(e(3, [0, 1, 2])).toBeNull();
    expect(e(24, [5])).toBeNull();
    expect(
      e(
        1,
        Array.from({ length: 24 }, (_, i) => i),
      ),
    ).toBeNull();
    expect(e(0, [1])).toMatch(/mines must be a whole number from 1 to 24/);
    expect(e(25, [1])).toMatch(/from 1 to 24/);
    expect(e(2.5, [1])).toMatch(/whole number/);
    expect(e(3, [])).toMatch(/at least one tile/);
    expect(e(24, [1, 2])).toMatch(/with 24 mines at most 1 tile can be picked/);
    expect(e(3, [1, 25])).toMatch(/tile must be a whole number from 0 to 24/);
    expect(e(3, [-1])).toMatch(/from 0 to 24/);
    expect(e(3, [1.5])).toMatch(/whole number/);
    expect(e(3, [4, 7, 4])).toMatch(/tile 4 is picked twice/);
    expect(minesGame.paramsSchema.safeParse({ mines: 3, tiles: [1], x: 1 }).success).toBe(false);
    expect(minesGame.paramsSchema.safeParse({ mines: '3', tiles: [1] }).success).toBe(false);
    expect(minesGame.paramsSchema.safeParse({ mines: 3, tiles: new Array(26).fill(0) }).success).toBe(false);
  });

  it('texts, round and presentation of a loss and a win', () => {
    expect(minesGame.paramsText({ mines: 3, tiles: [1, 2, 3, 4, 5] })).toBe('3 mines · 5 tiles');
    expect(minesGame.paramsText({ mines: 1, tiles: [1] })).toBe('1 mine · 1 tile');
    expect(minesGame.resultText({ mines: [2, 9, 17] })).toBe('Mines at 2, 9, 17');
    expect(minesGame.resultText({ mines: [2, 9, 17] }, { mines: 3, tiles: [] })).toBe('Mines at 2, 9, 17');
    expect(minesGame.resultText({ mines: [2, 9, 17] }, { mines: 3, tiles: [4] })).toBe('1 gem');
    expect(minesGame.resultText({ mines: [2, 9, 17] }, { mines: 3, tiles: [4, 5, 6] })).toBe('3 gems');
    expect(minesGame.resultText({ mines: [2, 9, 17] }, { mines: 3, tiles: [9] })).toBe('Mine on tile 9');
    expect(minesGame.resultText({ mines: [2, 9, 17] }, { mines: 3, tiles: [4, 5, 17] })).toBe('Mine on tile 17 after 2 gems');
    const base: MinesSettledBet = {
      id: 1,
      game: 'mines',
      userName: 'x',
      coin: 'USDT',
      balanceType: 'DEPOSIT',
      amount: '1.000000',
      multiplier: '0',
      payout: '0.000000',
      win: false,
      params: { mines: 3, tiles: [4, 9, 12] },
      outcome: { mines: [2, 9, 17] },
      nonce: 0,
      clientSeed: CLIENT,
      serverSeedHash: sha256Hex(SERVER),
      createdAt: '',
    };
    const lost = minesGame.toRound(base);
    expect(lost).toEqual({ mines: 3, tiles: [4, 9, 12], layout: [2, 9, 17], hit: 9, win: false, multiplier: '0' });
    expect(minesGame.present(lost)).toEqual([
      { type: 'reveal', tile: 4, safe: true },
      { type: 'reveal', tile: 9, safe: false },
      { type: 'bust', tile: 9 },
      { type: 'layout', mines: [2, 9, 17] },
      { type: 'lose' },
    ]);
    const won = minesGame.toRound({ ...base, win: true, multiplier: '1.41', params: { mines: 3, tiles: [4, 5] } });
    expect(won.hit).toBeNull();
    expect(minesGame.present(won).map((e) => e.type)).toEqual(['reveal', 'reveal', 'layout', 'win']);
    expect(minesGame.present(won).at(-1)).toEqual({ type: 'win', multiplier: '1.41' });
  });
});
