import type { DiceCondition } from '../../src/core/bets';
import { diceOutcome, hmacHex, ints, intToFloat, limboOutcome, sha256Hex } from '../../src/core/fairness';

/** What the calculator shows for one seed pair and nonce. */
export interface Verification {
  serverSeedHash: string;
  /** HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:0`) as hex. */
  hmac: string;
  /** The first round's 8 floats with their 4 bytes. */
  floats: { bytes: number[]; float: number }[];
  result: string;
  win: boolean | null;
  multiplier: string | null;
}

/** Recomputes a dice or limbo result in the browser with the same src/core code that settles bets. */
export function verifyRound(input: {
  game: 'dice' | 'limbo';
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  target?: string;
  condition?: DiceCondition;
}): Verification {
  const { serverSeed, clientSeed, nonce } = input;
  const numbers = ints(serverSeed, clientSeed, nonce, 8);
  const floats = numbers.map((n) => ({ bytes: [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255], float: intToFloat(n) }));
  const seeds = { serverSeed, clientSeed, nonce };
  const diceTarget = input.target && /^\d{1,3}(\.\d{1,2})?$/.test(input.target) ? input.target : null;
  const limboTarget = input.target && /^\d{1,7}(\.\d{1,2})?$/.test(input.target) && Number(input.target) >= 1.01 ? input.target : null;
  const target = input.game === 'dice' ? diceTarget : limboTarget;
  // Without a usable target the result still shows; win/loss needs one.
  const o = input.game === 'dice' ? diceOutcome(seeds, diceTarget ?? '50.50', input.condition ?? 'over') : limboOutcome(seeds, limboTarget ?? '2.00');
  const result = o.result;
  const win = target ? o.win : null;
  const multiplier = target ? o.multiplier : null;
  return { serverSeedHash: sha256Hex(serverSeed), hmac: hmacHex(serverSeed, `${clientSeed}:${nonce}:0`), floats, result, win, multiplier };
}

/** A random client seed: 16 characters of [A-Za-z0-9]. */
export function randomClientSeed(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
