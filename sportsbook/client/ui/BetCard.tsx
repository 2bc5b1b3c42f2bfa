import { useState } from 'react';
import type { BookBet } from '../../shared/api';
import { dateTime, legResult, STATUS_TEXT, tone } from '../format';
import { useBook, useBookState } from '../hooks';
import { currencyDecimals, formatAmount } from '../money';
import { cls } from './useFlash';

/** The cash-out control: the live offer, a confirmation step, the answer. */
function CashOut({ bet }: { bet: BookBet }) {
  const book = useBook();
  const [step, setStep] = useState<{ at: 'offer' } | { at: 'confirm'; amount: string } | { at: 'busy' } | { at: 'done'; amount: string }>({
    at: 'offer',
  });
  const [error, setError] = useState<string | null>(null);
  const d = currencyDecimals(bet.currency);
  const money = (v: string) => `${formatAmount(v, d)} ${bet.currency}`;

  if (step.at === 'done') return <p className="cashout__done">Cashed out {money(step.amount)}</p>;
  if (step.at === 'confirm' || step.at === 'busy') {
    const amount = step.at === 'confirm' ? step.amount : (bet.cashOut ?? '0');
    const confirm = async () => {
      setStep({ at: 'busy' });
      setError(null);
      const result = await book.cashOut(bet, amount);
      if (result.ok) setStep({ at: 'done', amount });
      else {
        setError(result.message);
        setStep({ at: 'offer' });
      }
    };
    return (
      <div className="cashout cashout--confirm" role="group" aria-label="Confirm cash-out">
        <p className="cashout__ask">
          Cash out for <strong>{money(amount)}</strong>?
        </p>
        <div className="cashout__btns">
          <button type="button" className="btn btn--ghost" disabled={step.at === 'busy'} onClick={() => setStep({ at: 'offer' })}>
            Cancel
          </button>
          <button type="button" className="btn btn--amber" disabled={step.at === 'busy'} onClick={() => void confirm()}>
            {step.at === 'busy' ? 'Cashing out…' : 'Confirm'}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="cashout">
      {error && (
        <p className="note note--warn" role="alert">
          {error}
        </p>
      )}
      {bet.cashOut !== null ? (
        <button type="button" className="btn btn--amber btn--block" onClick={() => setStep({ at: 'confirm', amount: bet.cashOut! })}>
          Cash out <span className="num">{money(bet.cashOut)}</span>
        </button>
      ) : (
        <p className="muted cashout__none">Cash-out not available right now</p>
      )}
    </div>
  );
}

/** A bet as My bets shows it: legs with results, status, stake, odds, payout, and cash-out while open. */
export function BetCard({ bet }: { bet: BookBet }) {
  const locale = useBookState((s) => s.locale);
  const d = currencyDecimals(bet.currency);
  const money = (v: string) => `${formatAmount(v, d)} ${bet.currency}`;
  const open = bet.status === 'open' || bet.status === 'pending';
  return (
    <article className="card bet" aria-label={`${bet.type === 'combo' ? 'Combo' : 'Single'} bet, ${STATUS_TEXT[bet.status]}`}>
      <header className="bet__head">
        <div>
          <p className="bet__type">{bet.type === 'combo' ? `Combo · ${bet.legs.length} legs` : 'Single'}</p>
          <p className="bet__when muted">{dateTime(bet.placedAt, locale)}</p>
        </div>
        <span className={`chip-status tone-${tone(bet.status)}`}>{STATUS_TEXT[bet.status]}</span>
      </header>
      <ol className="list-stack">
        {bet.legs.map((l) => {
          const result = legResult(l.result, bet.status);
          return (
            <li key={l.selectionId} className="leg">
              <span className={cls('leg__dot', `tone-${result.tone}`)} aria-hidden="true" />
              <div className="leg__body">
                <p className="leg__label">
                  {l.label} <span className="leg__price">{l.price}</span>
                </p>
                <p className="muted">
                  {l.market} · {l.eventName}
                </p>
              </div>
              <span className={`leg__result tone-${result.tone}`}>{result.text}</span>
            </li>
          );
        })}
      </ol>
      {bet.reason && <p className="note note--warn">{bet.reason}</p>}
      <dl className="totals totals--row">
        <div>
          <dt>Stake</dt>
          <dd>{money(bet.stake)}</dd>
        </div>
        <div>
          <dt>Odds</dt>
          <dd>{bet.odds}</dd>
        </div>
        <div className={cls(bet.status === 'won' || bet.status === 'cashed_out' ? 'totals__win' : '')}>
          <dt>{open ? 'Potential win' : 'Payout'}</dt>
          <dd>{money(open ? bet.potentialWin : bet.payout)}</dd>
        </div>
      </dl>
      {bet.status === 'open' && <CashOut bet={bet} />}
    </article>
  );
}
