import type { SettledBet } from '../bets';
import { diceOutcome, type DiceOutcome } from './dice';
import { limboOutcome, type LimboOutcome } from './limbo';
import { payoutOf } from './payout';
import { sha256Hex } from './rng';

/** What re-computing a settled bet from its revealed server seed found. */
export interface BetCheck {
  /** sha256(serverSeed) equals the bet's published serverSeedHash. */
  hashMatches: boolean;
  outcome: DiceOutcome | LimboOutcome;
  /** Result, win and payout all equal what the server settled. */
  matches: boolean;
}

/** Re-computes a settled dice or limbo bet from a server seed (the revealed one by default). */
export function verifyBet(bet: SettledBet, serverSeed: string | undefined = bet.serverSeed): BetCheck {
  if (!serverSeed) throw new Error('The server seed is revealed only after the seed pair is rotated');
  const seeds = { serverSeed, clientSeed: bet.clientSeed, nonce: bet.nonce };
  const outcome = bet.game === 'dice' ? diceOutcome(seeds, bet.target, bet.condition ?? 'over') : limboOutcome(seeds, bet.target);
  const payout = payoutOf(bet.amount, outcome.multiplier, outcome.win, bet.coin);
  return {
    hashMatches: sha256Hex(serverSeed) === bet.serverSeedHash,
    outcome,
    matches: outcome.result === bet.result && outcome.win === bet.win && payout === bet.payout,
  };
}
