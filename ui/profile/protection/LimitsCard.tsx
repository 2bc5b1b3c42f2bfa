import { useState } from 'react';
import { CircleAlert, Clock, Gauge, LoaderCircle, Pencil, Trash2, Undo2 } from 'lucide-react';
import type { LimitView } from '../../../src/core/protection';
import { formatAmount, toDecimal } from '../../../src/core/format';
import { saveLimit } from '../../../src/app/actions/protection';
import { limitAmountText, limitBody, limitReached, limitTitle, usedPercent, type LimitSlot } from '../../../src/app/protection/limits';
import { usePrivate } from '../../streamer/Private';
import { LimitForm } from './LimitForm';
import { Countdown, LimitAmount, Moment } from './parts';

/** The id of a limit's slot in test ids: "deposit-day", "stake-once". */
const slotKey = (l: LimitSlot) => `${l.kind}-${l.period}`;

const USED_VERB: Record<string, string> = { deposit: 'Deposited', loss: 'Lost', wager: 'Staked' };

/**
 * "Lost 40.00 of 100.00 USD"; a loss below 0 after wins reads "Lost 0.00 of 100.00 USD · ahead 12.00 USD". `money`
 * writes each amount (streamer mode masks them).
 */
function usedText(limit: LimitView, money: (text: string) => string): string {
  const used = toDecimal(limit.used);
  const shown = used.isNegative() ? '0.00' : formatAmount(used, { decimals: 2 });
  const ahead = used.isNegative() ? ` · ahead ${money(`${formatAmount(used.negated(), { decimals: 2 })} USD`)}` : '';
  return `${USED_VERB[limit.kind] ?? 'Used'} ${money(shown)} of ${money(limitAmountText(limit.kind, limit.amount))}${ahead}`;
}

/**
 * Responsible gambling → limits: what is set (with what is used of it, when its window resets and a raise or removal
 * waiting), and the form that sets, lowers or raises one. A new or lower limit applies at once; a raise or a removal
 * waits 24 hours and can be cancelled until then.
 */
export function LimitsCard({ limits, offset }: { limits: readonly LimitView[]; offset: number }) {
  const [slot, setSlot] = useState<LimitSlot>({ kind: 'deposit', period: 'day' });
  const [focusSeq, setFocusSeq] = useState(0);
  return (
    <section className="profile-card card profile-card--wide" data-testid="limits-card" aria-labelledby="rg-limits-title">
      <header className="profile-card__head">
        <Gauge size={20} aria-hidden="true" />
        <h2 id="rg-limits-title">Limits</h2>
        <span className={`badge ${limits.length ? 'badge--accent' : ''}`} data-testid="limits-count">
          {limits.length ? `${limits.length} set` : 'None set'}
        </span>
      </header>
      <p className="profile-card__text">
        Cap what you deposit, lose and stake over 24 hours, 7 days or 30 days, the stake of one bet, and how long a session lasts. A new or
        lower limit applies at once. Raising or removing one waits 24 hours, and you can cancel it until then. Each window starts when you
        set the limit and repeats from there.
      </p>
      <div className="rg-limits-layout">
        {limits.length > 0 ? (
          <ul className="rg-limits" aria-label="Your limits">
            {limits.map((limit) => (
              <LimitRow
                key={slotKey(limit)}
                limit={limit}
                offset={offset}
                onEdit={() => {
                  setSlot({ kind: limit.kind, period: limit.period });
                  setFocusSeq((n) => n + 1);
                }}
              />
            ))}
          </ul>
        ) : (
          <p className="rg-empty" data-testid="limits-empty">
            No limits yet. Setting one takes a moment and applies at once.
          </p>
        )}
        <LimitForm limits={limits} slot={slot} onSlot={setSlot} focusSeq={focusSeq} />
      </div>
    </section>
  );
}

/** One limit: amount, use and reset (windowed ones), a waiting change with Cancel, and Change / Remove. */
function LimitRow({ limit, offset, onEdit }: { limit: LimitView; offset: number; onEdit(): void }) {
  const [busy, setBusy] = useState<'remove' | 'cancel' | null>(null);
  const [error, setError] = useState('');
  const key = slotKey(limit);
  const title = limitTitle(limit);
  const windowed = limit.used !== null;
  const percent = usedPercent(limit.used, limit.amount);
  const reached = limitReached(limit);
  const { mask, text } = usePrivate();
  const used = windowed ? usedText(limit, (amount) => mask('amount', amount)) : '';

  const act = async (what: 'remove' | 'cancel', amount: string | null) => {
    setBusy(what);
    setError('');
    const result = await saveLimit(limitBody(limit, amount));
    setBusy(null);
    if (!result.ok) setError(result.message);
  };

  return (
    <li className={`rg-limit${reached ? ' is-reached' : ''}`} data-testid={`limit-row-${key}`}>
      <div className="rg-limit__head">
        <strong>{title}</strong>
        <span className="rg-limit__amount num" data-testid={`limit-amount-${key}`}>
          <LimitAmount kind={limit.kind} amount={limit.amount} />
        </span>
      </div>
      {windowed && (
        <>
          <div
            className="rg-meter"
            role="progressbar"
            aria-label={`${title}: used`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={used}
          >
            <span className="rg-meter__bar" style={{ width: `${percent}%` }} />
          </div>
          <p className="rg-limit__meta">
            <span data-testid={`limit-used-${key}`}>{used}</span>
            {limit.resetsAt !== null && (
              <span className="rg-limit__reset">
                <Clock size={14} aria-hidden="true" /> resets in{' '}
                <Countdown to={limit.resetsAt} offset={offset} testId={`limit-resets-${key}`} />
              </span>
            )}
          </p>
        </>
      )}
      {limit.pending && (
        <div className="rg-pending" data-testid={`limit-pending-${key}`}>
          <p>
            <strong>
              {limit.pending.amount === null ? (
                'Removal'
              ) : (
                <>
                  Raise to <LimitAmount kind={limit.kind} amount={limit.pending.amount} />
                </>
              )}
            </strong>{' '}
            from <Moment at={limit.pending.from} offset={offset} />
          </p>
          <button
            type="button"
            className="btn btn--outline rg-btn-sm"
            disabled={busy !== null}
            aria-label={`Cancel the ${limit.pending.amount === null ? 'removal' : 'raise'} of the ${title}`}
            data-testid={`limit-cancel-${key}`}
            onClick={() => void act('cancel', limit.amount)}
          >
            {busy === 'cancel' ? <LoaderCircle size={16} className="spin" aria-hidden="true" /> : <Undo2 size={16} aria-hidden="true" />}{' '}
            Cancel
          </button>
        </div>
      )}
      {error && (
        <div className="alert alert--error" role="alert" data-testid={`limit-error-${key}`}>
          <CircleAlert size={16} aria-hidden="true" />
          <span>{text(error)}</span>
        </div>
      )}
      <div className="rg-limit__actions">
        <button
          type="button"
          className="btn btn--ghost rg-btn-sm"
          aria-label={`Change the ${title}`}
          data-testid={`limit-change-${key}`}
          onClick={onEdit}
        >
          <Pencil size={16} aria-hidden="true" /> Change
        </button>
        {limit.pending?.amount !== null && (
          <button
            type="button"
            className="btn btn--ghost rg-btn-sm"
            disabled={busy !== null}
            aria-label={`Remove the ${title}`}
            data-testid={`limit-remove-${key}`}
            onClick={() => void act('remove', null)}
          >
            {busy === 'remove' ? <LoaderCircle size={16} className="spin" aria-hidden="true" /> : <Trash2 size={16} aria-hidden="true" />}{' '}
            Remove
          </button>
        )}
      </div>
    </li>
  );
}
