import { Suspense, useMemo } from 'react';
import { Radio } from 'lucide-react';
import { isCoin } from '../../src/core/currency';
import { LIVE_GAMES } from '../../src/core/games/live';
import { Decimal } from '../../src/core/money';
import { formatCoin } from '../../src/core/format';
import type { LiveBet } from '../../src/core/socket';
import { useStore } from '../../src/app/store';
import { Private } from '../streamer/Private';
import { CoinIcon } from '../wallet/CoinIcon';
import { LIVE_LOBBY } from '../games/cards';

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

/**
 * While no win has landed: a line saying so, and what each live game shows there (its rounds as they end, an
 * invitation to play the next one), from the light registry (ui/games/cards.ts).
 */
function NoWinsYet() {
  return (
    <>
      <span className="live-wins__empty" data-testid="live-wins-empty">
        <span className="live-wins__empty-text">No wins yet: the next one lands here live.</span>
      </span>
      <Suspense fallback={null}>
        {LIVE_GAMES.map((game) => {
          const { Idle } = LIVE_LOBBY[game];
          return <Idle key={game} />;
        })}
      </Suspense>
    </>
  );
}

/**
 * A strip of the latest wins across the site, fed by socket 208 (one store update per batch). Each win shows its net
 * profit with a "+" (the payout minus the stake) and its multiplier; in streamer mode the player reads Hidden and the
 * profit is masked.
 */
/** A win's game as players know it: the win tables' rows carry its title (a third-party game's name is `<aggregator>:<id>`). */
function gameLabel(w: LiveBet): string {
  return 'title' in w && typeof w.title === 'string' ? w.title : w.gameName;
}

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
        // It scrolls sideways: focusable, so a keyboard can scroll it too.
        <ul className="live-wins__list" tabIndex={0} aria-label="Latest wins">
          {wins.map((w) => (
            <li key={`${w.gameName}:${w.id}`} className="live-wins__item" data-testid="live-win">
              <span className="live-wins__game">{gameLabel(w)}</span>
              <span className="live-wins__user">
                <Private kind="name">{w.userName}</Private>
              </span>
              <span className="live-wins__payout" title="Profit: the payout minus the stake">
                +<Private kind="amount">{formatCoin(profitOf(w))}</Private> {isCoin(w.coin) && <CoinIcon coin={w.coin} size={14} />}
              </span>
              <span className="live-wins__mult">{new Decimal(w.multiplier || '0').toFixed(2)}×</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
