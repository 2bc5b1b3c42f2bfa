// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { fixedBytes } from './seeds';
import { describe, expect, it } from 'vitest';
import { crashHundredthsOf, crashPoint, hundredthsText } from '../../src/core/games/crash';

// 10^6 games of a real chain (a random secret, SHA-256 of the raw bytes backwards, the HMAC with a salt), through
// node:crypto for speed; the first thousand are checked against the core's crypto-js code, which the server and the
// browser use. The tail probabilities are compared with the scheme's promise P(crash >= x) = 0.99 / x.
const GAMES = 1_000_000;
const CHECKED = 1_000;
const TIMEOUT_MS = 300_000;

describe('crash points over a chain of 10^6 games', () => {
  it(
    'P(crash >= x) within 0.5% of 0.99 / x for x in 1.5, 2, 10, 100 (or within 4 standard errors where 10^6 games cannot resolve 0.5%)',
    () => {
      const salt = fixedBytes('crash-salt').toString('hex');
      const targets = [150, 200, 1_000, 10_000];
      const reached = targets.map(() => 0);
      let hash = fixedBytes('crash-chain');
      for (let i = 0; i < GAMES; i++) {
        hash = createHash('sha256').update(hash).digest();
        const h = createHmac('sha256', salt).update(hash).digest();
        // The first 52 bits: 6 bytes and the high half of the 7th.
        const r = h.readUIntBE(0, 6) * 16 + (h[6]! >> 4);
        const hundredths = crashHundredthsOf(r);
        if (i < CHECKED) expect(crashPoint(hash.toString('hex'), salt)).toBe(hundredthsText(hundredths));
        for (let t = 0; t < targets.length; t++) if (hundredths >= targets[t]!) reached[t]!++;
      }
      for (const [t, target] of targets.entries()) {
        const p = 0.99 / (target / 100);
        const observed = reached[t]! / GAMES;
        const tolerance = Math.max(0.005 * p, 4 * Math.sqrt((p * (1 - p)) / GAMES));
        expect(Math.abs(observed - p), `x = ${target / 100}: observed ${observed}, expected ${p}`).toBeLessThanOrEqual(tolerance);
      }
    },
    TIMEOUT_MS,
  );
});
