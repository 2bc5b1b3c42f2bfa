import type { SettledBet } from '../bets';
import { INSTANT_GAMES, withDefinition } from '../games/registry';
import { settlementPayout } from './payout';
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
    const payout = settlementPayout(b.amount, settled, b.coin);
    return {
      hashMatches: sha256Hex(serverSeed) === b.serverSeedHash,
      outcome: settled.outcome,
      resultText: def.resultText(settled.outcome),
      win: settled.win,
      payout,
      matches: sameJson(settled.outcome, b.outcome) && settled.win === b.win && payout === b.payout,
    };
  });
}

/** Every instant game's name; the fairness CLI and page list them. */
export const VERIFIABLE_GAMES = Object.keys(INSTANT_GAMES);

// Outcomes are flat records of strings and numbers: equal when every key has the same value.
function sameJson(a: object, b: object): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return (
    ka.length === kb.length && ka.every((k, i) => k === kb[i] && (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k])
  );
}
