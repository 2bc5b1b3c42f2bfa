import { useEffect, useState } from 'react';
import type { SessionStats } from '../../src/core/overlay';
import { Decimal } from '../../src/core/money';
import { elapsed, times, usd } from './format';

/** Session stats since the streamer's reset, with a running clock. */
export function StatsScene({ stats }: { stats: SessionStats }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const profit = new Decimal(stats.profit);
  return (
    <section className="ov-card ov-stats" data-testid="overlay-stats">
      <header className="ov-card__head">
        <span className="ov-kicker">Session</span>
        <strong className="ov-title num" data-testid="overlay-stats-time">
          {elapsed(now - Date.parse(stats.since))}
        </strong>
      </header>
      <dl className="ov-stats__grid">
        <div>
          <dt>Bets</dt>
          <dd className="num" data-testid="overlay-stats-bets">
            {stats.bets.toLocaleString('en-US')}
          </dd>
        </div>
        <div>
          <dt>Wagered</dt>
          <dd className="num" data-testid="overlay-stats-wagered">
            {usd(stats.wagered)}
          </dd>
        </div>
        <div>
          <dt>Profit</dt>
          <dd className={`num ${profit.gt(0) ? 'is-up' : profit.lt(0) ? 'is-down' : ''}`} data-testid="overlay-stats-profit">
            {usd(stats.profit, true)}
          </dd>
        </div>
        <div>
          <dt>Best multiplier</dt>
          <dd className="num" data-testid="overlay-stats-best">
            {times(stats.bestMultiplier)}
          </dd>
        </div>
        <div>
          <dt>Biggest win</dt>
          <dd className="num" data-testid="overlay-stats-biggest">
            {usd(stats.biggestWin)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
