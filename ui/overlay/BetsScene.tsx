import type { OverlayBet } from '../../src/core/overlay';
import { formatCoin } from '../../src/core/format';
import { Decimal } from '../../src/core/money';
import { times } from './format';

/** A bet's profit with its sign: +1.5 on a win of 2.5 for 1, −1 on a loss of 1. */
function profitText(b: OverlayBet): string {
  const profit = new Decimal(b.payout).minus(b.amount);
  return `${profit.gt(0) ? '+' : profit.lt(0) ? '−' : ''}${formatCoin(profit.abs().toFixed())}`;
}

/** The current game (the last bet's) and the last bets, newest on top. */
export function BetsScene({ bets }: { bets: OverlayBet[] }) {
  const current = bets[0];
  return (
    <section className="ov-card ov-bets" data-testid="overlay-bets">
      <header className="ov-card__head">
        <span className="ov-kicker">Now playing</span>
        <strong className="ov-title" data-testid="overlay-current-game">
          {current ? current.title : 'Waiting for the first bet'}
        </strong>
      </header>
      <ol className="ov-bets__list">
        {bets.map((b) => (
          <li key={b.id} className={`ov-bet ${b.win ? 'is-win' : 'is-loss'}`} data-testid="overlay-bet" data-bet-id={b.id}>
            <span className="ov-bet__game">{b.title}</span>
            <span className="ov-bet__stake num">
              {formatCoin(b.amount)} {b.coin}
            </span>
            <span className="ov-bet__mult num">{times(b.multiplier)}</span>
            <span className="ov-bet__payout num">
              {profitText(b)} {b.coin}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
