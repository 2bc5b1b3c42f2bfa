import type { BonusHunt } from '../../src/core/overlay';
import { times, usd } from './format';

/** The bonus hunt: each bonus bought or triggered, its cost and result, and the break-even multiplier still needed. */
export function HuntScene({ hunt }: { hunt: BonusHunt }) {
  const unopened = hunt.bonuses.filter((b) => b.won === null).length;
  return (
    <section className="ov-card ov-hunt" data-testid="overlay-hunt">
      <header className="ov-card__head">
        <span className="ov-kicker">Bonus hunt</span>
        <strong className="ov-title">
          {hunt.bonuses.length} {hunt.bonuses.length === 1 ? 'bonus' : 'bonuses'} · {unopened} to open
        </strong>
      </header>
      <div className="ov-hunt__totals">
        <div>
          <span>Cost</span>
          <strong className="num" data-testid="overlay-hunt-cost">
            {usd(hunt.cost)}
          </strong>
        </div>
        <div>
          <span>Won</span>
          <strong className="num" data-testid="overlay-hunt-won">
            {usd(hunt.won)}
          </strong>
        </div>
        <div>
          <span>Break-even</span>
          <strong className="num" data-testid="overlay-hunt-breakeven">
            {hunt.breakEven === null ? '–' : times(hunt.breakEven)}
          </strong>
        </div>
      </div>
      {hunt.bonuses.length === 0 ? (
        <p className="ov-empty">Buy or trigger a slot bonus and it shows here.</p>
      ) : (
        <ol className="ov-hunt__list">
          {hunt.bonuses.map((b, i) => (
            <li key={b.roundId} className={b.won === null ? 'is-pending' : 'is-open'} data-testid="overlay-hunt-bonus">
              <span className="ov-hunt__n num">{i + 1}</span>
              <span className="ov-hunt__game">
                {b.title}
                <small>{b.kind === 'bought' ? 'Bought' : 'Triggered'}</small>
              </span>
              <span className="num">{usd(b.cost)}</span>
              <span className="num">{b.won === null ? 'Unopened' : usd(b.won)}</span>
              <span className="num ov-hunt__x">{times(b.multiplier)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
