// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ints, settlementPayout } from '../../src/core/fairness';
import type { Settlement } from '../../src/core/games';
import { MINES_INTS, binomial, minesGame } from '../../src/core/games/mines';
import { Decimal } from '../../src/core/money';
import { nodeHmac } from '../../server/lib/hmac';
import { fixedBytes, fixedWords } from './seeds';

// 24 x 10^6 rounds through HMAC would take minutes (three HMACs each), so the big run feeds settle() from sfc32, a
// fast seeded uniform 32-bit generator: it tests the game's rules (layout scheme, multiplier table, exact payout)
// under uniform integers, which is what HMAC-SHA256 supplies. A smaller run below goes through the real stream.
const ROUNDS = 1_000_000;
const HMAC_ROUNDS = 100_000;
const TIMEOUT_MS = 600_000;

function sfc32(seed: Uint32Array): () => number {
  let [a, b, c, d] = seed as unknown as [number, number, number, number];
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
}

// The strategy: k = 1 + (round mod kMax) tiles picked at random, then cash out. kMax is the largest k whose win
// chance is still >= 40% (at least 1), which keeps the estimate's standard error small.
function kMax(mines: number): number {
  let best = 1;
  for (let k = 1; k <= 25 - mines; k++) if (binomial(25 - mines, k) / binomial(25, k) >= 0.4) best = k;
  return best;
}

// Standard error of the mean RTP of that strategy over n rounds (theory: win chance p pays 0.99 / p).
function standardError(mines: number, n: number): number {
  const km = kMax(mines);
  let ex2 = 0;
  for (let k = 1; k <= km; k++) {
    const p = binomial(25 - mines, k) / binomial(25, k);
    ex2 += (p * (0.99 / p) ** 2) / km;
  }
  return Math.sqrt(ex2 - 0.99 ** 2) / Math.sqrt(n);
}

// Plays n rounds of `mines` mines at a stake of 1 and returns the mean payout. Wins are counted per k and paid at the
// end from a winning settlement of that k (settle and settlementPayout are the server's code path), in exact decimals.
function play(mines: number, n: number, stream: (round: number, out: number[]) => void, pick: () => number): Decimal {
  const km = kMax(mines);
  const wins = new Array<number>(km + 1).fill(0);
  const sample: (Settlement<object> | undefined)[] = [];
  const buffer = new Array<number>(MINES_INTS).fill(0);
  const board = Array.from({ length: 25 }, (_, i) => i);
  for (let round = 0; round < n; round++) {
    stream(round, buffer);
    const k = 1 + (round % km);
    // Partial Fisher-Yates: k distinct random tiles.
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor((pick() * (25 - i)) / 2 ** 32);
      const tile = board[j]!;
      board[j] = board[i]!;
      board[i] = tile;
    }
    const settled = minesGame.settle(buffer, { mines, tiles: board.slice(0, k) });
    if (settled.win) {
      wins[k]! += 1;
      sample[k] ??= settled;
    }
  }
  let paid = new Decimal(0);
  for (let k = 1; k <= km; k++) if (sample[k]) paid = paid.plus(new Decimal(settlementPayout('1', sample[k]!, 'SOL')).times(wins[k]!));
  return paid.div(n);
}

describe('mines statistics', () => {
  it(
    '10^6 rounds per mine count (1-24): RTP within 0.5% of 99%, or within 4 standard errors where 10^6 rounds cannot resolve 0.5%',
    () => {
      const seed = fixedWords('mines-sfc32');
      const next = sfc32(seed);
      const fill = (_round: number, out: number[]) => {
        for (let i = 0; i < MINES_INTS; i++) out[i] = next();
      };
      let pooled = new Decimal(0);
      const problems: string[] = [];
      for (let mines = 1; mines <= 24; mines++) {
        const rtp = play(mines, ROUNDS, fill, next);
        pooled = pooled.plus(rtp);
        // Mines 16-24 pay 0.99 / p at win chances below 40% with k = 1; 4 standard errors there are 0.53%-1.94%.
        const bound = Math.max(0.005, 4 * standardError(mines, ROUNDS));
        const off = rtp.minus('0.99').abs().toNumber();
        if (off >= bound) problems.push(`mines ${mines}: rtp ${rtp.toFixed(5)} off by ${off.toFixed(5)} >= ${bound.toFixed(5)}`);
      }
      const seedHex = Buffer.from(seed.buffer).toString('hex');
      expect(problems, `sfc32 seed ${seedHex}`).toEqual([]);
      // All 24 x 10^6 rounds together: standard error about 0.04%.
      expect(pooled.div(24).minus('0.99').abs().toNumber(), `sfc32 seed ${seedHex}`).toBeLessThan(0.005);
    },
    TIMEOUT_MS,
  );

  it(
    'through the real HMAC stream: 10^5 rounds of 3 mines, RTP within 4 standard errors (about 1%)',
    () => {
      const serverSeed = fixedBytes('mines-hmac').toString('hex');
      const next = sfc32(fixedWords('mines-picks'));
      const fill = (round: number, out: number[]) => {
        const s = ints(serverSeed, 'stats', round, MINES_INTS, nodeHmac);
        for (let i = 0; i < MINES_INTS; i++) out[i] = s[i]!;
      };
      const rtp = play(3, HMAC_ROUNDS, fill, next);
      expect(rtp.minus('0.99').abs().toNumber(), `serverSeed ${serverSeed} rtp ${rtp.toFixed()}`).toBeLessThan(
        4 * standardError(3, HMAC_ROUNDS),
      );
    },
    TIMEOUT_MS,
  );
});
