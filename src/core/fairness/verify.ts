import type { SettledBet } from '../bets';
import { INSTANT_GAMES, instantDefinition, withDefinition, type DefinitionLookup } from '../games/registry';
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

/**
 * Re-computes a settled bet of any instant game from a server seed (the revealed one by default), through its
 * definition: the registry's, or the one `lookup` finds (a server built with another registry).
 */
export function verifyBet(
  bet: SettledBet,
  serverSeed: string | undefined = bet.serverSeed,
  lookup: DefinitionLookup = instantDefinition,
): BetCheck {
  if (!serverSeed) throw new Error('The server seed is revealed only after the seed pair is rotated');
  return withDefinition(
    bet,
    (b, def) => {
      const settled = def.settle(ints(serverSeed, b.clientSeed, b.nonce, def.ints), b.params);
      const payout = settlementPayout(b.amount, settled, b.coin);
      // A bet seen by another player carries its public outcome (plinko: the bucket without the path).
      const outcomeMatches =
        sameFields(settled.outcome, b.outcome) || (!!def.publicOutcome && sameFields(def.publicOutcome(settled.outcome), b.outcome));
      return {
        hashMatches: sha256Hex(serverSeed) === b.serverSeedHash,
        outcome: settled.outcome,
        resultText: def.resultText(settled.outcome, b.params),
        win: settled.win,
        payout,
        matches: outcomeMatches && settled.win === b.win && payout === b.payout,
      };
    },
    lookup,
  );
}

/** Every instant game's name; the fairness CLI and page list them. */
export const VERIFIABLE_GAMES = Object.keys(INSTANT_GAMES);

/**
 * Equality of stored params or outcomes: records of strings, numbers and arrays of numbers (mines tiles). Equal when
 * they have the same keys and every value is the same JSON (arrays in the same order).
 */
export function sameFields(a: object, b: object): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  const va = a as Record<string, unknown>;
  const vb = b as Record<string, unknown>;
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && JSON.stringify(va[k]) === JSON.stringify(vb[k]));
}
