import type { BookBet } from '../../shared/api';
import { STATUS_TEXT, tone } from '../format';
import { useBook, useBookState } from '../hooks';
import { currencyDecimals, formatAmount } from '../money';
import { CheckIcon } from './icons';
import { Link } from './Link';

/** What the book took: each bet with its legs, stake and potential win. */
export function Receipt({ bets }: { bets: BookBet[] }) {
  const book = useBook();
  const currency = useBookState((s) => s.currency);
  const taken = bets.filter((b) => b.status !== 'rejected');
  return (
    <div className="receipt" role="status">
      <div className="receipt__head">
        <span className="receipt__check">
          <CheckIcon size={20} />
        </span>
        <p className="receipt__title">
          {taken.length === 1 ? 'Bet placed' : taken.length > 1 ? `${taken.length} bets placed` : 'Bet not taken'}
        </p>
      </div>
      <ul className="list-stack">
        {bets.map((b) => {
          const d = currencyDecimals(b.currency || currency);
          return (
            <li key={b.id} className="receipt__bet">
              <div className="receipt__row">
                <span className="receipt__type">{b.type === 'combo' ? `Combo · ${b.legs.length} legs` : b.legs[0]?.label}</span>
                <span className={`chip-status tone-${tone(b.status)}`}>{STATUS_TEXT[b.status]}</span>
              </div>
              {b.type === 'combo' ? (
                <p className="muted">{b.legs.map((l) => l.label).join(' · ')}</p>
              ) : (
                <p className="muted">{b.legs[0]?.eventName}</p>
              )}
              {b.reason && <p className="note note--warn">{b.reason}</p>}
              <dl className="totals totals--tight">
                <div>
                  <dt>Odds</dt>
                  <dd>{b.odds}</dd>
                </div>
                <div>
                  <dt>Stake</dt>
                  <dd>
                    {formatAmount(b.stake, d)} {b.currency}
                  </dd>
                </div>
                <div className="totals__win">
                  <dt>Potential win</dt>
                  <dd>
                    {formatAmount(b.potentialWin, d)} {b.currency}
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
      <div className="receipt__actions">
        <button type="button" className="btn btn--ghost" onClick={book.reuseSelections}>
          Reuse selections
        </button>
        <button type="button" className="btn btn--primary" onClick={book.closeReceipt}>
          Done
        </button>
      </div>
      <Link to="/bets" className="text-link receipt__link">
        See my bets
      </Link>
    </div>
  );
}
