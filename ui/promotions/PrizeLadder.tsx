import { Medal } from 'lucide-react';
import { ordinal } from '../../src/core/promotions/formulas';
import { Decimal } from '../../src/core/money';
import { usdText } from './promoFormat';

/** A race's prizes by rank ("1st 60 USD" …), their total, and the least wager that wins one. */
export function PrizeLadder({ prizesUsd, minWagerUsd }: { prizesUsd: readonly string[]; minWagerUsd: string }) {
  const total = prizesUsd.reduce((sum, v) => sum.plus(v), new Decimal(0));
  return (
    <div className="race-ladder" data-testid="race-prizes">
      <h3 className="race-ladder__title">
        <Medal size={16} aria-hidden="true" /> Prizes: {usdText(total.toFixed())} each race
      </h3>
      <ol className="race-ladder__list">
        {prizesUsd.map((usd, i) => (
          <li key={i} className={i < 3 ? `race-ladder__place race-ladder__place--${i + 1}` : 'race-ladder__place'}>
            <span className="race-ladder__rank">{ordinal(i + 1)}</span>
            <strong className="num">{usdText(usd)}</strong>
          </li>
        ))}
      </ol>
      <p className="race-ladder__note">Wager at least {usdText(minWagerUsd)} in the race to win a prize.</p>
    </div>
  );
}
