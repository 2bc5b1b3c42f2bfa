import { History } from 'lucide-react';
import type { BonusView } from '../../src/core/promotions/types';
import { SOURCE_LABELS } from '../../src/app/promotions/labels';
import { formatDateTime } from '../../src/core/time';
import { toDecimal } from '../../src/core/format';
import { CoinIcon } from '../wallet/CoinIcon';
import { BonusStatusChip } from './chips';
import { usePrivate } from '../streamer/Private';
import { CoinText, usePrivateCoinText } from './PrivateAmount';

/** What an ended bonus's end moved, in words: converted to withdrawable money, or removed (`coins` writes the amounts). */
function outcomeText(b: BonusView, coins: (amount: unknown, coin: string) => string): string {
  const parts: string[] = [];
  if (b.converted && toDecimal(b.converted).gt(0)) parts.push(`${coins(b.converted, b.coin)} became withdrawable`);
  if (b.forfeited && toDecimal(b.forfeited).gt(0)) parts.push(`${coins(b.forfeited, b.coin)} removed`);
  return parts.length > 0 ? parts.join(' · ') : 'Nothing left to move';
}

/** Ended bonuses, newest first: their status, what was converted or removed, and why they ended. */
export function BonusHistory({ bonuses }: { bonuses: readonly BonusView[] }) {
  const coins = usePrivateCoinText();
  const { text } = usePrivate();
  return (
    <section className="promo-section promo-history-section" data-testid="bonus-history" aria-labelledby="promo-history-title">
      <h2 id="promo-history-title" className="promo-section__title">
        <History size={18} aria-hidden="true" /> Bonus history
      </h2>
      {bonuses.length === 0 ? (
        <p className="promo-empty-line">Bonuses that have ended show here, with what they paid.</p>
      ) : (
        <ul className="promo-history">
          {bonuses.map((b) => (
            <li key={b.id} className="promo-history__row" data-testid={`history-${b.id}`} data-status={b.status}>
              <CoinIcon coin={b.coin} size={24} />
              <div className="promo-history__main">
                <strong>{b.title}</strong>
                <small>
                  {SOURCE_LABELS[b.source]} · <CoinText amount={b.granted} coin={b.coin} /> credited {formatDateTime(b.createdAt)}
                  {b.endedAt ? ` · ended ${formatDateTime(b.endedAt)}` : ''}
                </small>
                <span className="promo-history__outcome num" data-testid="history-outcome">
                  {outcomeText(b, coins)}
                </span>
                {b.endNote && (
                  <span className="promo-history__note" data-testid="history-note">
                    {text(b.endNote)}
                  </span>
                )}
              </div>
              <BonusStatusChip status={b.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
