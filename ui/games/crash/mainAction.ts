import type { CrashRoundView } from '../../../src/app/games/crash/crashRound';

/** A bet as the panel sends it: the stake and the auto cash-out target ("2.00", or null for none). */
export interface CrashBetIntent {
  amount: string;
  autoCashout: string | null;
}

/**
 * What the main button does now:
 * - `bet`: the round takes bets and I have none on it;
 * - `queue`: the round runs (or just crashed) and I have no bet in it: the bet goes with the next round's betting;
 * - `cancel`: a bet is queued: the button takes it back;
 * - `cashout`: my bet is in the running round;
 * - `placed`: my bet waits for the round to start; `cashed`: it was cashed out in the running round;
 * - `sending`: a bet or cash-out is on its way; `wait`: no round known yet.
 */
export type CrashMainAction = 'bet' | 'queue' | 'cancel' | 'cashout' | 'placed' | 'cashed' | 'sending' | 'wait';

/** The main button's action for the round as the store has it, a request on its way and a queued bet. */
export function mainAction(round: CrashRoundView, sending: boolean, queued: boolean): CrashMainAction {
  if (sending) return 'sending';
  const mine = round.myBet && round.myBet.roundId === round.roundId ? round.myBet : null;
  if (round.phase === 'running' && mine) return mine.state === 'active' ? 'cashout' : 'cashed';
  if (queued) return 'cancel';
  if (round.phase === 'idle') return 'wait';
  if (round.phase === 'betting') return mine ? 'placed' : 'bet';
  return 'queue';
}
