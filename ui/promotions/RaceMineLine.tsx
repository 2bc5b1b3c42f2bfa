import { LogIn, Target, Trophy, UserRound } from 'lucide-react';
import type { PlayerPromotion, RaceBoard } from '../../src/core/promotions/types';
import { ordinal } from '../../src/core/promotions/formulas';
import { toDecimal } from '../../src/core/format';
import { getState } from '../../src/app/store';
import { usePrivate } from '../streamer/Private';
import { usdCentsText, usdText } from './promoFormat';

/**
 * The player's line above the board: where they stand and what it would pay, or what is left to wager to reach a prize;
 * a guest's way in ("Log in to join"); a player out of the race is told to join (the action area holds Join).
 */
export function RaceMineLine({
  board,
  mine,
  loggedIn,
  checked,
}: {
  board: RaceBoard;
  mine: PlayerPromotion | null;
  loggedIn: boolean;
  checked: boolean;
}) {
  const { mask } = usePrivate();
  // The player's own figures; the race's minimum wager is a public rule.
  const money = (usd: string) => mask('amount', usdCentsText(usd));
  if (!loggedIn) {
    if (!checked) return null;
    return (
      <div className="race-mine race-mine--guest" data-testid="race-mine" data-state="guest">
        <UserRound size={18} aria-hidden="true" />
        <p>See your place here and race for the prizes.</p>
        <button type="button" className="btn btn--primary" data-testid="race-login" onClick={() => getState().openDialog('login')}>
          <LogIn size={16} aria-hidden="true" /> Log in to join
        </button>
      </div>
    );
  }
  if (!mine) return null;
  const joined = mine.state === 'joined' || mine.state === 'claimable';
  let text: string;
  let state: string;
  if (!joined) {
    state = 'out';
    text = 'You are not in this race. Join it to get on the board: only stakes after you join count.';
  } else if (!board.period || !mine.race) {
    state = 'idle';
    text = 'You are in. Your place shows here while a race runs.';
  } else if (mine.race.prizeUsd !== null) {
    state = 'prize';
    text = `You are ${ordinal(mine.race.rank ?? 0)} with ${money(mine.race.wageredUsd)} wagered: ${mask('amount', usdText(mine.race.prizeUsd))} if the race ended now.`;
  } else if (mine.race.rank === null || toDecimal(mine.race.wageredUsd).isZero()) {
    state = 'start';
    const to = mine.race.toPrizeUsd !== null ? money(mine.race.toPrizeUsd) : usdCentsText(board.minWagerUsd);
    text = `You are in: your first stake puts you on the board. Wager ${to} to reach a prize.`;
  } else {
    state = 'chase';
    const to = mine.race.toPrizeUsd ? ` — wager ${money(mine.race.toPrizeUsd)} more to reach a prize` : '';
    text = `You are ${ordinal(mine.race.rank)} with ${money(mine.race.wageredUsd)} wagered${to}.`;
  }
  const Icon = state === 'prize' ? Trophy : Target;
  return (
    <div className={`race-mine race-mine--${state}`} data-testid="race-mine" data-state={state}>
      <Icon size={18} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
