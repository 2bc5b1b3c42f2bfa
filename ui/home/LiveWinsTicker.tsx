import { useMemo } from 'react';
import { Radio } from 'lucide-react';
import { isCoin } from '../../src/core/currency';
import { Decimal } from '../../src/core/money';
import { formatCoin } from '../../src/core/format';
import type { LiveBet } from '../../src/core/socket';
import { useStore } from '../../src/app/store';
import { CoinIcon } from '../wallet/CoinIcon';

/** The wins of the live feed (a payout above the stake), newest first, with the entries the page read at open. */
export function liveWins(live: readonly LiveBet[], initial: readonly LiveBet[], max = 20): LiveBet[] {
  const seen = new Set<string>();
  const out: LiveBet[] = [];
  for (const b of [...live, ...initial]) {
    const key = `${b.gameName}:${b.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    try {
      if (new Decimal(b.payout).gt(b.amount)) out.push(b);
    } catch {
      // A malformed amount is not shown.
    }
  }
  return out.sort((a, b) => b.time - a.time).slice(0, max);
}

/** A strip of the latest wins across the site, fed by socket 208 (one store update per batch). */
export function LiveWinsTicker({ initial }: { initial: readonly LiveBet[] }) {
  const live = useStore((s) => s.liveBets);
  const wins = useMemo(() => liveWins(live, initial), [live, initial]);
  return (
    <section className="live-wins" aria-label="Live wins" data-testid="live-wins">
      <span className="live-wins__label">
        <Radio size={16} aria-hidden="true" /> Live wins
      </span>
      {wins.length === 0 ? (
        <span className="live-wins__empty">Wins across the site appear here as they land.</span>
      ) : (
        <ul className="live-wins__list">
          {wins.map((w) => (
            <li key={`${w.gameName}:${w.id}`} className="live-wins__item" data-testid="live-win">
              <span className="live-wins__game">{w.gameName}</span>
              <span className="live-wins__user">{w.userName}</span>
              <span className="live-wins__payout">
                +{formatCoin(w.payout)} {isCoin(w.coin) && <CoinIcon coin={w.coin} size={14} />}
              </span>
              <span className="live-wins__mult">{new Decimal(w.multiplier || '0').toFixed(2)}×</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
