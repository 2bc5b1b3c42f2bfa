// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INSTANT_GAMES, isPaid, PLINKO_ROW_COUNTS, PLINKO_RISKS, plinkoBucketChances, plinkoRtp, plinkoTable } from '../../src/core/games';
import { Decimal } from '../../src/core/money';
import { fixedBytes, fixedWords } from './seeds';

// 10^6 drops on each of the 27 tables through the definition's settle, the code the server settles bets with. 27×10^6
// HMACs would take minutes, so the stream's integers come from a seeded PRNG of uniform 32-bit integers (sfc32)
// instead: settle sees exactly what it sees from the fairness stream, 16 uniform integers per bet. The HMAC path is
// covered by tests/stats/fairness.stats.test.ts (10^6 HMAC bets of plinko's probe table, 16 rows low risk) and the
// HMAC's uniformity by its chi-square there.
const N = 1_000_000;
const TIMEOUT_MS = 240_000;
// 4.5 standard errors: a fair settle fails one run in about 150,000 per table.
const Z = 4.5;

// sfc32 (Chris Doty-Humphrey's Small Fast Counting RNG): uniform 32-bit integers from a 128-bit seed.
function sfc32(seed: Uint32Array): () => number {
  let [a, b, c, d] = seed as unknown as [number, number, number, number];
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
}

/** Standard deviation of one drop's payout multiplier on a table, exact up to the square root. */
function payoutSd(rows: number, risk: (typeof PLINKO_RISKS)[number]): Decimal {
  const table = plinkoTable(rows, risk);
  const chances = plinkoBucketChances(rows);
  const mean = new Decimal(plinkoRtp(rows, risk));
  const second = chances.reduce((sum, p, k) => sum.plus(p.times(table[k]!).times(table[k]!)), new Decimal(0));
  return second.minus(mean.times(mean)).sqrt();
}

describe('plinko statistics: 10^6 drops per table through settle', () => {
  it(
    'each of the 27 tables returns its published RTP (within 0.5%, or 4.5 standard errors where one drop varies more) and lands binomially',
    () => {
      const seedHex = fixedBytes('plinko-sfc32', 16).toString('hex');
      const next = sfc32(fixedWords('plinko-sfc32'));
      const tables = PLINKO_ROW_COUNTS.flatMap((rows) => PLINKO_RISKS.map((risk) => ({ rows, risk })));
      const buckets = tables.map((t) => new Array<number>(t.rows + 1).fill(0));
      const paidByMultiplier = tables.map(() => new Map<string, number>());
      let unpaid = 0;
      const stream = new Array<number>(16).fill(0);
      for (let i = 0; i < N; i++) {
        // One stream per table (the tables are then independent samples).
        for (let t = 0; t < tables.length; t++) {
          for (let j = 0; j < 16; j++) stream[j] = next();
          const s = INSTANT_GAMES.plinko.settle(stream, tables[t]!);
          buckets[t]![s.outcome.bucket]! += 1;
          if (!isPaid(s)) unpaid += 1;
          const m = paidByMultiplier[t]!;
          m.set(s.multiplier, (m.get(s.multiplier) ?? 0) + 1);
        }
      }
      expect(unpaid).toBe(0);
      for (const [t, { rows, risk }] of tables.entries()) {
        const label = `${rows} rows ${risk}, sfc32 seed ${seedHex}`;
        const paid = [...paidByMultiplier[t]!].reduce((sum, [m, n]) => sum.plus(new Decimal(m).times(n)), new Decimal(0));
        const rtp = paid.div(N);
        const published = new Decimal(plinkoRtp(rows, risk));
        const tolerance = Decimal.max(published.times('0.005'), payoutSd(rows, risk).times(Z).div(Math.sqrt(N)));
        expect(
          rtp.minus(published).abs().lte(tolerance),
          `${label}: RTP ${rtp.toFixed()} vs ${published.toFixed()} ± ${tolerance.toFixed(6)}`,
        ).toBe(true);
        // Chi-square of the buckets against C(rows, k) / 2^rows; the critical value for p = 10^-5 from Wilson-Hilferty.
        const chances = plinkoBucketChances(rows);
        const chi2 = buckets[t]!.reduce((sum, n, k) => {
          const expected = chances[k]!.times(N).toNumber();
          return sum + (n - expected) ** 2 / expected;
        }, 0);
        const df = rows;
        const critical = df * (1 - 2 / (9 * df) + 4.265 * Math.sqrt(2 / (9 * df))) ** 3;
        expect(chi2, `${label}: chi-square ${chi2.toFixed(2)} (critical ${critical.toFixed(2)})`).toBeLessThan(critical);
      }
    },
    TIMEOUT_MS,
  );
});
