import { Flag, Users } from 'lucide-react';
import type { PlayerPromotion, RaceBoard, RaceLeader } from '../../src/core/promotions/types';
import { toDecimal } from '../../src/core/format';
import { useStore } from '../../src/app/store';
import { PeriodCountdown } from './PeriodCountdown';
import { PrizeLadder } from './PrizeLadder';
import { RaceLastWinners } from './RaceLastWinners';
import { RaceLeaders } from './RaceLeaders';
import { RaceMineLine } from './RaceMineLine';
import './race.css';

/** The running race's name by its length. */
function raceName(periodDays: number): string {
  if (periodDays === 1) return 'Today’s race';
  if (periodDays === 7) return 'This week’s race';
  return 'This race';
}

/**
 * A race's board (the detail page, for guests too): the time left in the running race, the player's line, the prizes,
 * the leaders (players who have wagered, the player's own row marked, and their place below the top when not in it),
 * and the last race's winners with whether they are paid yet. `onPeriodEnd` is called when the countdown reaches the
 * end, so the page reads the next race.
 */
export function RaceBoardSection({
  board,
  mine,
  loggedIn,
  checked,
  onPeriodEnd,
}: {
  board: RaceBoard;
  mine: PlayerPromotion | null;
  loggedIn: boolean;
  checked: boolean;
  onPeriodEnd(): void;
}) {
  const nick = useStore((s) => s.user?.nickName);
  // Joined players who have not staked yet are on the server's list with nothing wagered: the board shows who raced.
  const leaders = board.leaders.filter((l) => toDecimal(l.wageredUsd).gt(0));
  const me = mine?.race;
  const own: RaceLeader | null =
    me && me.rank !== null && toDecimal(me.wageredUsd).gt(0) && !leaders.some((l) => l.me)
      ? { rank: me.rank, name: nick || 'You', wageredUsd: me.wageredUsd, prizeUsd: me.prizeUsd, me: true }
      : null;
  const name = raceName(board.periodDays);

  return (
    <section className="race card promo-detail__board" data-testid="race-board" aria-labelledby="race-board-title">
      <header className="race__head">
        <h2 id="race-board-title" className="promo-section__title">
          <Flag size={18} aria-hidden="true" /> {board.period ? name : 'No race running'}
        </h2>
        {board.period && (
          <div className="race__meta">
            <PeriodCountdown end={board.period.end} what="the race" onEnd={onPeriodEnd} testId="race-countdown" />
            <span className="race__players" data-testid="race-players">
              <Users size={14} aria-hidden="true" /> {board.players.toLocaleString('en')} {board.players === 1 ? 'player' : 'players'}
            </span>
          </div>
        )}
      </header>
      <RaceMineLine board={board} mine={mine} loggedIn={loggedIn} checked={checked} />
      <PrizeLadder prizesUsd={board.prizesUsd} minWagerUsd={board.minWagerUsd} />
      {board.period &&
        (leaders.length === 0 && !own ? (
          <p className="race-empty" data-testid="race-empty">
            No one has wagered yet in this race — join and be first.
          </p>
        ) : (
          <div className="race-leaders">
            <h3 className="race-ladder__title">Leaders</h3>
            <RaceLeaders leaders={leaders} own={own} caption={`Leaders of ${name.toLowerCase()}`} testId="race-leaders" />
          </div>
        ))}
      {!board.period && (
        <p className="race-empty" data-testid="race-idle">
          No race is running right now. The board fills up again when the next one starts.
        </p>
      )}
      {board.last && <RaceLastWinners last={board.last} />}
    </section>
  );
}
