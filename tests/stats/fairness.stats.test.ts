// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ints, TWO_POW_32 } from '../../src/core/fairness';
import { INSTANT_GAME_NAMES, isPaid, type InstantGame } from '../../src/core/games';
import { Decimal } from '../../src/core/money';
import { serverGame } from '../../server/games/registry';
import { nodeHmac } from '../../server/lib/hmac';
import { fixedBytes } from './seeds';

// crypto-js costs ~36 µs per HMAC here (2×10^6 would take over a minute); node:crypto is injected instead.
// server/lib/hmac.test.ts proves both give identical bytes, so the statistics hold for the crypto-js default too.
const N = 1_000_000;
// Critical chi-square value for df = 99 at p = 0.001.
const CHI2_CRIT_DF99_P001 = 148.23;
// About 5-10 s per game alone; generous for a loaded 2-core machine running the whole unit project in parallel.
const TIMEOUT_MS = 120_000;

// Settles N bets of a game on its probe params through its definition: the RTP paid, and the stream's first
// integers binned for uniformity.
function simulate<G extends InstantGame>(game: G, serverSeed: string): { rtp: Decimal; chi2: number } {
  const { def, verify } = serverGame(game);
  const paidByMultiplier = new Map<string, number>();
  const bins = new Array<number>(100).fill(0);
  for (let nonce = 0; nonce < N; nonce++) {
    const stream = ints(serverSeed, 'stats', nonce, def.ints, nodeHmac);
    bins[Math.floor((stream[0]! / TWO_POW_32) * 100)]! += 1;
    const s = def.settle(stream, verify.probe);
    if (isPaid(s)) paidByMultiplier.set(s.multiplier, (paidByMultiplier.get(s.multiplier) ?? 0) + 1);
  }
  const paid = [...paidByMultiplier].reduce((sum, [m, count]) => sum.plus(new Decimal(m).times(count)), new Decimal(0));
  const expected = N / 100;
  const chi2 = bins.reduce((sum, b) => sum + (b - expected) ** 2 / expected, 0);
  return { rtp: paid.div(N), chi2 };
}

describe('statistics over 10^6 bets per game (a fixed server seed per game, nonce 0..999999), every game of the registry', () => {
  for (const game of INSTANT_GAME_NAMES) {
    it(
      `${game}: RTP within 0.5% of the definition's RTP of its probe params, the stream uniform (chi-square, 100 bins)`,
      () => {
        const serverSeed = fixedBytes(`seed-${game}`).toString('hex');
        const { rtp, chi2 } = simulate(game, serverSeed);
        const { def, verify } = serverGame(game);
        const published = def.rtpOf?.(verify.probe) ?? def.rtp;
        expect(rtp.minus(published).abs().toNumber(), `serverSeed ${serverSeed} rtp ${rtp.toFixed()}`).toBeLessThan(0.005);
        expect(chi2, `serverSeed ${serverSeed} chi2 ${chi2}`).toBeLessThan(CHI2_CRIT_DF99_P001);
      },
      TIMEOUT_MS,
    );
  }
});
