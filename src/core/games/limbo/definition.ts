import { z } from '../../zod';
import { HOUSE_RTP } from '../rtp';
import type { InstantGameDefinition, LoseEvent, WinEvent } from '../types';
import { limboHundredths, limboOutcomeOf, limboTargetError } from './rules';

/** The limbo field of a bet: the target multiplier, 1.01-1000000 with 2 decimals. */
export interface LimboParams {
  target: string;
}

/** What the stream decided: the result multiplier, "1.00" .. "1000000.00". */
export interface LimboOutcomeRecord {
  result: string;
}

/** What the limbo scene shows of one settled round. */
export interface LimboRound {
  /** Result multiplier, e.g. "2.47". */
  result: string;
  target: string;
  win: boolean;
}

/** Limbo presentation: the multiplier counts up to its value, then the round lands. */
export type LimboEvent = { type: 'reveal'; value: string } | WinEvent | LoseEvent;

/** The type set of limbo in the game registry. */
export interface LimboTypes {
  params: LimboParams;
  outcome: LimboOutcomeRecord;
  round: LimboRound;
  event: LimboEvent;
  /** Played from the bet panel only: no stage input. */
  input: never;
}

/** Limbo: result floor(RTP * 100 * 2^32 / n) / 100 of the first integer; win when result >= target, paid at target. */
export const limboGame: InstantGameDefinition<'limbo'> = {
  game: 'limbo',
  code: 10004,
  paramsSchema: z.strictObject({
    // Shape only; the range 1.01-1000000 is checked by paramsError with the game's own message.
    target: z.string({ error: 'target must be a decimal string' }).max(20, { error: 'target is too long' }),
  }),
  paramsError: (p) => limboTargetError(p.target),
  canonicalParams: (p) => {
    const [whole = '0', fraction = ''] = p.target.split('.');
    return { target: `${whole}.${fraction.padEnd(2, '0')}` };
  },
  ints: 1,
  settle(ints, p) {
    const o = limboOutcomeOf(limboHundredths(ints[0]!), p.target);
    return { outcome: { result: o.result }, win: o.win, multiplier: o.multiplier };
  },
  multiplierDecimals: 2,
  rtp: HOUSE_RTP,
  resultText: (o) => `${o.result}×`,
  paramsText: (p) => `${p.target}×`,
  toRound: (bet) => ({ result: bet.outcome.result, target: bet.params.target, win: bet.win }),
  present: (round) => [{ type: 'reveal', value: round.result }, round.win ? { type: 'win', multiplier: round.target } : { type: 'lose' }],
};
