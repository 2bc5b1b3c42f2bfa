import { useMemo } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Radio } from 'lucide-react';
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

/** A win's net profit (payout minus stake): what the strip shows with a "+". */
export function profitOf(bet: Pick<LiveBet, 'amount' | 'payout'>): string {
  return new Decimal(bet.payout).minus(bet.amount).toFixed();
}

/** Crash points the strip shows while no win has landed yet. */
const BUSTS_SHOWN = 12;

/**
 * While no win has landed: the crash rounds as they bust (the store's round, followed while the lobby's live crash
 * card is open), each one popping in as it ends, and an invitation to play the next one.
 */
function NoWinsYet() {
  const history = useStore((s) => s.crash.history);
  return (
    <>
      <span className="live-wins__empty" data-testid="live-wins-empty">
        <span className="live-wins__empty-text">No wins yet: the next one lands here live.</span>
        <Link to="/game/crash" className="live-wins__invite">
          Play a round <ArrowRight size={14} aria-hidden="true" />
        </Link>
      </span>
      {history.length > 0 && (
        <ul className="live-wins__list" aria-label="Latest crash rounds" data-testid="live-wins-busts">
          {history.slice(0, BUSTS_SHOWN).map((h) => (
            <li key={h.roundId} className="live-wins__item live-wins__bust">
              <span className="live-wins__game">crash #{h.roundId}</span>
              <span className="live-wins__mult">busted {new Decimal(h.crashPoint).toFixed(2)}×</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * A strip of the latest wins across the site, fed by socket 208 (one store update per batch). Each win shows its net
 * profit with a "+" (the payout minus the stake) and its multiplier.
 */
export function LiveWinsTicker({ initial }: { initial: readonly LiveBet[] }) {
  const live = useStore((s) => s.liveBets);
  const wins = useMemo(() => liveWins(live, initial), [live, initial]);
  return (
    <section className="live-wins" aria-label="Live wins" data-testid="live-wins">
      <span className="live-wins__label">
        <Radio size={16} aria-hidden="true" /> Live wins
      </span>
      {wins.length === 0 ? (
        <NoWinsYet />
      ) : (
        <ul className="live-wins__list">
          {wins.map((w) => (
            <li key={`${w.gameName}:${w.id}`} className="live-wins__item" data-testid="live-win">
              <span className="live-wins__game">{w.gameName}</span>
              <span className="live-wins__user">{w.userName}</span>
              <span className="live-wins__payout" title="Profit: the payout minus the stake">
                +{formatCoin(profitOf(w))} {isCoin(w.coin) && <CoinIcon coin={w.coin} size={14} />}
              </span>
              <span className="live-wins__mult">{new Decimal(w.multiplier || '0').toFixed(2)}×</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
