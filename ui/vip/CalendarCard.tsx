import { CalendarDays } from 'lucide-react';
import type { Coin } from '../../src/core/currency';
import { formatDateTime } from '../../src/core/time';
import { calendarRates } from '../../src/core/vip/formulas';
import type { CalendarEntry, CalendarPeriod } from '../../src/core/vip/types';
import type { VipData, VipSnapshot } from '../../src/app/vip/VipData';
import { Private } from '../streamer/Private';
import { ClaimButton } from './ClaimButton';
import { Countdown } from './Countdown';
import { FormulaNote } from './FormulaNote';
import { CardState, VipCard } from './VipCard';
import { pct, positive, usd } from './vipFormat';

const PERIOD: Record<CalendarPeriod, { title: string; running: string; unit: [string, string] }> = {
  daily: { title: 'Daily', running: 'Today so far', unit: ['day', 'days'] },
  weekly: { title: 'Weekly', running: 'This week so far', unit: ['week', 'weeks'] },
  monthly: { title: 'Monthly', running: 'This month so far', unit: ['month', 'months'] },
};

/** One calendar reward: its rates, a live countdown to the period's end, what the period would pay so far, and its claim. */
function PeriodRow({ entry, snap, data, coin }: { entry: CalendarEntry; snap: VipSnapshot; data: VipData; coin: Coin }) {
  const p = PERIOD[entry.period];
  const earns = positive(entry.rate) || positive(entry.cashback);
  // The first level that pays this reward, for a player below it.
  const from = snap.ladder?.levels.find((l) => {
    const r = calendarRates(l, entry.period);
    return positive(r.rate) || positive(r.cashback);
  });
  const ready = positive(entry.claimableUsd);
  const n = entry.claimable.length;
  return (
    <li className="vip-period" data-testid={`calendar-${entry.period}`}>
      <div className="vip-period__head">
        <strong>{p.title}</strong>
        {earns ? (
          <span className="vip-period__rates">
            {pct(entry.rate)} of the edge{positive(entry.cashback) && ` + ${pct(entry.cashback)} of net loss`}
          </span>
        ) : (
          <span className="vip-period__rates">{from ? `From ${from.name}` : 'Not at your level'}</span>
        )}
        <span className="vip-period__ends">
          ends in <Countdown to={entry.current.to} offset={snap.clockOffset} testId={`countdown-${entry.period}`} />
        </span>
      </div>
      {earns && (
        <p className="vip-period__line">
          {p.running}:{' '}
          <strong className="num">
            <Private kind="amount">{usd(entry.current.estimateUsd)}</Private>
          </strong>
          <small className="num vip-period__calc">
            = {pct(entry.rate)} × <Private kind="amount">{usd(entry.current.edgeUsd)}</Private> edge
            {/* A period the player is ahead in has no net loss: the cashback counts it as 0. */}
            {positive(entry.cashback) && (
              <>
                {' '}
                + {pct(entry.cashback)} ×{' '}
                <Private kind="amount">{positive(entry.current.netLossUsd) ? usd(entry.current.netLossUsd) : '$0.00'}</Private> net loss
              </>
            )}
          </small>
        </p>
      )}
      <div className="vip-period__claim">
        <span className={ready ? 'vip-period__ready' : 'vip-period__none'}>
          {ready ? (
            <>
              <strong className="num" data-testid={`claimable-${entry.period}`}>
                <Private kind="amount">{usd(entry.claimableUsd)}</Private>
              </strong>{' '}
              from {n} {p.unit[n === 1 ? 0 : 1]}
            </>
          ) : earns ? (
            'Nothing to claim yet'
          ) : (
            'Your level earns none of it yet'
          )}
        </span>
        {(earns || ready) && (
          <ClaimButton
            ready={ready}
            busy={snap.busy.has(entry.period)}
            onClaim={() => data.claim(entry.period, { coin })}
            testId={`claim-${entry.period}`}
            variant="outline"
          >
            Claim
          </ClaimButton>
        )}
      </div>
    </li>
  );
}

/** The calendar rewards, daily, weekly and monthly (UTC periods): each period is claimable once it ends, and never expires. */
export function CalendarCard({ snap, data, coin }: { snap: VipSnapshot; data: VipData; coin: Coin }) {
  const calendar = snap.calendar;
  return (
    <VipCard icon={CalendarDays} title="Reward calendar" testId="vip-calendar">
      {!calendar ? (
        <CardState failed={snap.failed.has('calendar')} onRetry={() => data.request(['calendar'])} />
      ) : (
        <>
          <ul className="vip-periods">
            {calendar.entries.map((e) => (
              <PeriodRow key={e.period} entry={e} snap={snap} data={data} coin={coin} />
            ))}
          </ul>
          {snap.calendarReadAt !== null && (
            <p className="vip-card__note">
              Running figures as of {formatDateTime(snap.calendarReadAt).slice(11)}; periods end at midnight UTC.
            </p>
          )}
          <FormulaNote kinds={['daily', 'weekly', 'monthly']}>
            <p>Weeks run from Monday. Each completed period is claimable once and never expires.</p>
          </FormulaNote>
        </>
      )}
    </VipCard>
  );
}
