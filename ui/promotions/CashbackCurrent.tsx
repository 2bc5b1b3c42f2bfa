import type { CashbackPeriod } from '../../src/core/promotions/types';
import { toDecimal } from '../../src/core/format';
import { daysBetween, periodLabel } from '../../src/app/promotions/timing';
import { Private } from '../streamer/Private';
import { PeriodCountdown } from './PeriodCountdown';
import { usdCentsText } from './promoFormat';

/** "This week", "Today", "This period" by a period's length. */
export function periodName(period: Pick<CashbackPeriod, 'start' | 'end'>): string {
  const days = daysBetween(period.start, period.end);
  return days === 7 ? 'This week' : days === 1 ? 'Today' : 'This period';
}

/**
 * The running period so far: its days and the time left, the net loss and the cashback it would give if it ended now,
 * with a word when it gives none (a winning period, or a loss under the minimum). `onEnd`: the period ended, the page
 * reads the standing (its cashback becomes due).
 */
export function CashbackCurrent({ period, minLoss, onEnd }: { period: CashbackPeriod; minLoss: string | null; onEnd(): void }) {
  const loss = toDecimal(period.netLossUsd);
  const none = toDecimal(period.cashbackUsd).isZero();
  const name = periodName(period);
  let note: string | null = null;
  if (loss.lte(0))
    note = loss.isZero()
      ? 'No net loss so far: cashback pays back part of a losing period.'
      : 'You are ahead so far: a winning period pays no cashback.';
  else if (none) note = `Cashback starts from a net loss of ${minLoss ?? 'the minimum'}.`;
  return (
    <div className="cb-current" data-testid="cashback-current">
      <div className="cb-current__head">
        <h3 className="race-ladder__title">
          {name} so far <small>{periodLabel(period.start, period.end)}</small>
        </h3>
        <PeriodCountdown
          end={period.end}
          what={name.toLowerCase() === 'today' ? 'today' : 'this period'}
          onEnd={onEnd}
          testId="cashback-countdown"
        />
      </div>
      <dl className="cb-figures">
        <div>
          <dt>Net loss</dt>
          <dd className="num" data-testid="cashback-loss">
            {loss.lt(0) ? (
              <>
                +<Private kind="amount">{usdCentsText(loss.negated())}</Private> up
              </>
            ) : (
              <Private kind="amount">{usdCentsText(loss)}</Private>
            )}
          </dd>
        </div>
        <div className="cb-figures__back">
          <dt>Cashback so far</dt>
          <dd className="num" data-testid="cashback-estimate">
            <Private kind="amount">{usdCentsText(period.cashbackUsd)}</Private>
          </dd>
        </div>
      </dl>
      {note && (
        <p className="promo-empty-line" data-testid="cashback-note">
          {note}
        </p>
      )}
    </div>
  );
}
