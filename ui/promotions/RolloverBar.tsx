import { Link } from 'react-router';
import { ChevronRight, Gift } from 'lucide-react';
import type { Coin } from '../../src/core/currency';
import { useStore } from '../../src/app/store';
import { openBonusOf } from '../../src/app/store/bonusSlice';
import { usePrivate } from '../streamer/Private';
import { usePrivateCoinText } from './PrivateAmount';
import { coinAmount, gameTitle, percentText, usdText } from './promoFormat';
import './rollover.css';

/**
 * The bet panel's compact rollover bar: shown while the player has an open bonus in the panel's coin, "Bonus wagering
 * 120.25 / 500 USDT · max bet 10 USD" (and the games, when it is played on some only), kept live by socket type 209;
 * it links to My bonuses. Only this component re-renders when the bonus moves.
 */
export function RolloverBar({ coin }: { coin: Coin }) {
  const bonus = useStore((s) => (s.loggedIn ? openBonusOf(s.openBonuses, coin) : null));
  const { mask } = usePrivate();
  const coins = usePrivateCoinText();
  if (!bonus) return null;
  const done = bonus.status === 'completed';
  const parts = [
    done
      ? `Bonus wagering complete`
      : `Bonus wagering ${mask('amount', coinAmount(bonus.wagered))} / ${coins(bonus.wagerRequired, bonus.coin)}`,
  ];
  if (bonus.maxBetUsd && !done) parts.push(`max bet ${usdText(bonus.maxBetUsd)}`);
  if (bonus.games && !done) parts.push(`${bonus.games.map(gameTitle).join(', ')} only`);
  const text = parts.join(' · ');
  return (
    <Link
      to="/promotions/details/bonus"
      className="rollover"
      data-testid="rollover-bar"
      data-bonus={bonus.id}
      aria-label={`${text}. Open My bonuses`}
    >
      <span className="rollover__text">
        <Gift size={14} aria-hidden="true" />
        <span className="rollover__parts num" data-testid="rollover-text">
          {parts.map((part, i) => (
            <span key={i} className="rollover__part">
              {i > 0 ? `· ${part}` : part}
              {i < parts.length - 1 ? ' ' : ''}
            </span>
          ))}
        </span>
        <ChevronRight size={14} className="rollover__go" aria-hidden="true" />
      </span>
      <span className="rollover__track" aria-hidden="true">
        <span className="rollover__bar" style={{ width: done ? '100%' : percentText(bonus.progress) }} />
      </span>
    </Link>
  );
}
