import { CircleCheck, Hourglass } from 'lucide-react';
import type { RaceBoard } from '../../src/core/promotions/types';
import { periodLabel } from '../../src/app/promotions/timing';
import { RaceLeaders } from './RaceLeaders';

/** The last race that ended: its day, whether its winners are paid yet ("Paid" or "Being paid"), and the winners. */
export function RaceLastWinners({ last }: { last: NonNullable<RaceBoard['last']> }) {
  const when = periodLabel(last.start, last.end);
  return (
    <div className="race-last" data-testid="race-last" data-paid={last.paid}>
      <div className="race-last__head">
        <h3 className="race-ladder__title">Last race: {when}</h3>
        <span className={`promo-chip race-paid${last.paid ? ' is-paid' : ''}`} data-testid="race-last-state">
          {last.paid ? <CircleCheck size={12} aria-hidden="true" /> : <Hourglass size={12} aria-hidden="true" />}
          {last.paid ? 'Paid' : 'Being paid'}
        </span>
      </div>
      {last.winners.length === 0 ? (
        <p className="promo-empty-line" data-testid="race-last-empty">
          No one wagered enough for a prize in that race.
        </p>
      ) : (
        <RaceLeaders leaders={last.winners} caption={`Winners of the race of ${when}`} testId="race-last-table" />
      )}
    </div>
  );
}
