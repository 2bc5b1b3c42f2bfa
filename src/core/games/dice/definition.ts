import { z } from '../../zod';
import { HOUSE_RTP } from '../rtp';
import type { InstantGameDefinition, LoseEvent, WinEvent } from '../types';
import { DICE_MULTIPLIER_DECIMALS, diceOutcomeOf, diceRollHundredths, diceTargetError, type DiceCondition } from './rules';

/** The dice fields of a bet: the target (0.00-100.00, 2 decimals) and whether the roll must land over or under it. */
export interface DiceParams {
  target: string;
  condition: DiceCondition;
}

/** What the stream decided: the roll, "0.00" .. "100.00". */
export interface DiceOutcomeRecord {
  roll: string;
}

/** What the dice scene shows of one settled roll. */
export interface DiceRound {
  /** "0.00"-"100.00". */
  roll: string;
  target: string;
  condition: DiceCondition;
  win: boolean;
  multiplier: string;
}

/** Dice presentation: the marker rolls to its value, then the round lands. */
export type DiceEvent = { type: 'roll'; value: string } | WinEvent | LoseEvent;

/** The type set of dice in the game registry. */
export interface DiceTypes {
  params: DiceParams;
  outcome: DiceOutcomeRecord;
  round: DiceRound;
  event: DiceEvent;
  /** Played from the bet panel only: no stage input. */
  input: never;
}

// Shape only; the ranges (win chance 0.01%-98%) are checked by paramsError with the game's own message.
const targetShape = z.string({ error: 'target must be a decimal string' }).max(20, { error: 'target is too long' });

/** Dice: roll 0.00-100.00 from the first float (floor(float * 10001) / 100); multiplier RTP / win chance. */
export const diceGame: InstantGameDefinition<'dice'> = {
  game: 'dice',
  code: 10003,
  paramsSchema: z.strictObject({
    target: targetShape,
    condition: z.enum(['over', 'under'], { error: 'condition must be over or under' }),
  }),
  paramsError: (p) => diceTargetError(p.target, p.condition),
  canonicalParams: (p) => ({ target: twoDecimals(p.target), condition: p.condition }),
  ints: 1,
  settle(ints, p) {
    const o = diceOutcomeOf(diceRollHundredths(ints[0]!), p.target, p.condition);
    return { outcome: { roll: o.result }, win: o.win, multiplier: o.multiplier };
  },
  multiplierDecimals: DICE_MULTIPLIER_DECIMALS,
  rtp: HOUSE_RTP,
  resultText: (o) => o.roll,
  paramsText: (p) => `${p.condition === 'under' ? '<' : '>'} ${p.target}`,
  toRound: (bet) => ({
    roll: bet.outcome.roll,
    target: bet.params.target,
    condition: bet.params.condition,
    win: bet.win,
    multiplier: bet.multiplier,
  }),
  present: (round) => [{ type: 'roll', value: round.roll }, round.win ? { type: 'win', multiplier: round.multiplier } : { type: 'lose' }],
};

// "50.5" -> "50.50"; the value was checked by paramsError first.
function twoDecimals(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}
