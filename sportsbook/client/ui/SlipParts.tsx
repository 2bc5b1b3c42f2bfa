import { useId } from 'react';
import type { AcceptOdds } from '../../shared/api';
import { useBook, useBookState } from '../hooks';
import { cleanStakeInput, compareDec, currencyDecimals, formatAmount, quickStakes, stakeProblem } from '../money';
import { hasMoved, isSuspended, type SlipPick, type SlipTotals } from '../slip';
import { ArrowIcon, CloseIcon, LockIcon } from './icons';
import { cls } from './useFlash';

/** One selection on the slip: what and where, its price (old → new when it moved), and its remove button. */
export function PickRow({ pick }: { pick: SlipPick }) {
  const book = useBook();
  const moved = hasMoved(pick);
  const locked = isSuspended(pick);
  const up = moved && compareDec(pick.now as string, pick.price) > 0;
  return (
    <li className={cls('pick', locked && 'is-locked', moved && 'is-moved')}>
      <div className="pick__body">
        <p className="pick__label">{pick.label}</p>
        <p className="pick__market">{pick.market}</p>
        <p className="pick__event">{pick.eventName}</p>
        {locked && (
          <p className="pick__flag">
            <LockIcon size={12} /> Suspended: not offered now
          </p>
        )}
      </div>
      <div className="pick__side">
        <button
          type="button"
          className="icon-btn"
          aria-label={`Remove ${pick.label}, ${pick.eventName}`}
          onClick={() => book.removePick(pick.id)}
        >
          <CloseIcon size={16} />
        </button>
        <span className="pick__price">
          {moved ? (
            <>
              <s className="pick__old" aria-label={`was ${pick.price}`}>
                {pick.price}
              </s>
              <span className={cls('pick__new', up ? 'is-up' : 'is-down')} aria-label={`now ${pick.now}`}>
                <ArrowIcon up={up} />
                {pick.now}
              </span>
            </>
          ) : locked ? (
            <LockIcon />
          ) : (
            pick.price
          )}
        </span>
      </div>
    </li>
  );
}

const STAKE_HINTS: Record<string, (currency: string, decimals: number) => string> = {
  format: () => 'Enter an amount such as 10 or 2.5.',
  decimals: (c, d) => `${c} stakes take at most ${d} decimals.`,
  zero: () => 'Enter a stake above 0.',
};

/** The stake: typed (a decimal at the coin's decimals) or a quick amount. */
export function StakeField({ label }: { label: string }) {
  const book = useBook();
  const stake = useBookState((s) => s.slip.stake);
  const currency = useBookState((s) => s.currency);
  const decimals = currencyDecimals(currency);
  const id = useId();
  const problem = stakeProblem(stake, decimals);
  const hint = problem && problem !== 'empty' ? STAKE_HINTS[problem]!(currency, decimals) : null;
  return (
    <div className="stake">
      <label className="stake__label" htmlFor={id}>
        {label}
      </label>
      <div className={cls('stake__box', hint && 'is-bad')}>
        <input
          id={id}
          className="stake__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={stake}
          aria-invalid={hint ? true : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => book.setStake(cleanStakeInput(e.target.value))}
        />
        <span className="stake__coin">{currency}</span>
      </div>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="quick" role="group" aria-label="Quick stakes">
        {quickStakes(currency).map((q) => (
          <button key={q} type="button" className={cls('quick__btn', stake === q && 'is-on')} onClick={() => book.setStake(q)}>
            {q}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Total stake, total odds (combo) and potential win, exact. */
export function Totals({ totals, combo }: { totals: SlipTotals | null; combo: boolean }) {
  const currency = useBookState((s) => s.currency);
  const decimals = currencyDecimals(currency);
  const money = (v: string | undefined) => (v === undefined ? '–' : `${formatAmount(v, decimals)} ${currency}`);
  return (
    <dl className="totals">
      {combo && (
        <div>
          <dt>Total odds</dt>
          <dd>{totals?.odds ?? '–'}</dd>
        </div>
      )}
      <div>
        <dt>Total stake</dt>
        <dd>{money(totals?.stake)}</dd>
      </div>
      <div className="totals__win">
        <dt>Potential win</dt>
        <dd>{money(totals?.win)}</dd>
      </div>
    </dl>
  );
}

const ACCEPT_TEXT: Record<AcceptOdds, string> = { none: 'Ask me', higher: 'Higher only', any: 'Any change' };

/** The accept-odds setting: what happens when a price moves before the bet is taken. */
export function AcceptSetting() {
  const book = useBook();
  const value = useBookState((s) => s.acceptOdds);
  const name = useId();
  return (
    <fieldset className="accept">
      <legend className="accept__legend">When prices change</legend>
      <div className="segmented">
        {(Object.keys(ACCEPT_TEXT) as AcceptOdds[]).map((v) => (
          <label key={v} className={cls('segmented__opt', value === v && 'is-on')}>
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => book.setAcceptOdds(v)} />
            {ACCEPT_TEXT[v]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
