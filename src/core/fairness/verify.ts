import type { SettledBet } from '../bets';
import { INSTANT_GAMES, withDefinition } from '../games/registry';
import { isPaid } from '../games/types';
import { payoutOf } from './payout';
import { ints, sha256Hex } from './rng';

/** What re-computing a settled bet from its revealed server seed found. */
export interface BetCheck {
  /** sha256(serverSeed) equals the bet's published serverSeedHash. */
  hashMatches: boolean;
  /** The outcome the seeds give, in the game's stored form. */
  outcome: object;
  /** The outcome as players read it ("83.21", "2.47×"). */
  resultText: string;
  win: boolean;
  payout: string;
  /** Outcome, win and payout all equal what the server settled. */
  matches: boolean;
}

/** Re-computes a settled bet of any instant game from a server seed (the revealed one by default), through its definition. */
export function verifyBet(bet: SettledBet, serverSeed: string | undefined = bet.serverSeed): BetCheck {
  if (!serverSeed) throw new Error('The server seed is revealed only after the seed pair is rotated');
  return withDefinition(bet, (b, def) => {
    const settled = def.settle(ints(serverSeed, b.clientSeed, b.nonce, def.ints), b.params);
    const payout = payoutOf(b.amount, settled.multiplier, isPaid(settled), b.coin);
    // A bet seen by another player carries its public outcome (plinko: the bucket without the path).
    const outcomeMatches =
      sameJson(settled.outcome, b.outcome) || (!!def.publicOutcome && sameJson(def.publicOutcome(settled.outcome), b.outcome));
    return {
      hashMatches: sha256Hex(serverSeed) === b.serverSeedHash,
      outcome: settled.outcome,
      resultText: def.resultText(settled.outcome, b.params),
      win: settled.win,
      payout,
      matches: outcomeMatches && settled.win === b.win && payout === b.payout,
    };
  });
}

/** Every instant game's name; the fairness CLI and page list them. */
export const VERIFIABLE_GAMES = Object.keys(INSTANT_GAMES);

// Outcomes are JSON records (strings, numbers, arrays of them): equal when every key holds an equal value.
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return (
    ka.length === kb.length &&
    ka.every((k, i) => k === kb[i] && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}
