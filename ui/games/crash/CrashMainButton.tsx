import { useLayoutEffect, useRef } from 'react';
import { coinDecimals } from '../../../src/core/currency';
import { crashElapsedAt, crashPayoutAt, type CrashBetView } from '../../../src/core/games/crash';
import { formatCoin } from '../../../src/core/format';
import { MASK } from '../../../src/core/streamer';
import { crashClock } from '../../../src/app/games/crash/crashActions';
import { getState } from '../../../src/app/store';
import { selectCrashFeed } from '../../../src/app/games/crash/crashSlice';
import type { CrashMainAction } from './mainAction';
import { SteadyButton } from '../../common/SteadyButton';
import { useStreamerMode } from '../../streamer/Private';

/** How often the live Cash out figure is rewritten (the curve moves a hundredth every 100 ms or more below 2×). */
export const LIVE_PAYOUT_MS = 50;

/** What my bet would pay cashed out now: amount × the curve's multiplier at the extrapolated round time (decimal.js). */
export function livePayout(bet: Pick<CrashBetView, 'amount' | 'coin'>, nowMs = crashClock.now()): string {
  const feed = selectCrashFeed(getState());
  const elapsed = feed && feed.phase === 'running' ? crashElapsedAt(feed.anchorElapsedMs, feed.anchorLocalMs, nowMs) : 0;
  return crashPayoutAt(bet.amount, elapsed, coinDecimals(bet.coin));
}

/**
 * The live payout inside the Cash out button. Per-frame values never go through React state: an interval writes the
 * text straight into the span (and its data attribute, which tests read). Streamer mode shows the figure masked and
 * keeps it out of the attribute.
 */
function LivePayout({ bet }: { bet: CrashBetView }) {
  const span = useRef<HTMLSpanElement>(null);
  const streamer = useStreamerMode();
  useLayoutEffect(() => {
    if (streamer) {
      if (span.current) {
        span.current.textContent = `${MASK} ${bet.coin}`;
        delete span.current.dataset.payout;
      }
      return;
    }
    const write = () => {
      const el = span.current;
      if (!el) return;
      const payout = livePayout(bet);
      el.textContent = `${formatCoin(payout)} ${bet.coin}`;
      el.dataset.payout = payout;
    };
    write();
    const timer = setInterval(write, LIVE_PAYOUT_MS);
    return () => clearInterval(timer);
  }, [bet, streamer]);
  return <span ref={span} className="crash-main__payout num" data-testid="crash-live-payout" />;
}

/** Props of CrashMainButton. */
export interface CrashMainButtonProps {
  action: CrashMainAction;
  loggedIn: boolean;
  /** What is on its way while `sending`. */
  sending: 'bet' | 'cashout' | null;
  /** My bet on the round (the Cash out figure and the cashed-out label). */
  bet: CrashBetView | null;
  /** The fields do not allow a bet (the reason shows beside them). */
  blocked: boolean;
  onClick(): void;
}

/** The panel's main button: Bet, Bet (next round), Cancel, Cash out with the live payout, or what it waits for. */
export function CrashMainButton({ action, loggedIn, sending, bet, blocked, onClick }: CrashMainButtonProps) {
  const label = (() => {
    if (!loggedIn) return 'Log in to bet';
    switch (action) {
      case 'bet':
        return 'Bet';
      case 'queue':
        return 'Bet (next round)';
      case 'cancel':
        return (
          <>
            Cancel <small className="crash-main__note">Queued for the next round</small>
          </>
        );
      case 'cashout':
        return bet ? (
          <>
            Cash out <LivePayout bet={bet} />
          </>
        ) : (
          'Cash out'
        );
      case 'cashed':
        return bet?.cashoutAt ? `Cashed out at ${bet.cashoutAt}×` : 'Cashed out';
      case 'placed':
        return 'Bet placed · waiting for the start';
      case 'sending':
        return sending === 'cashout' ? 'Cashing out…' : 'Betting…';
      case 'wait':
        return 'Connecting…';
    }
  })();
  const enabled = !loggedIn || action === 'cancel' || action === 'cashout' || ((action === 'bet' || action === 'queue') && !blocked);
  const tone = action === 'cashout' ? ' crash-main--cashout' : action === 'cancel' ? ' crash-main--cancel' : '';
  return (
    <SteadyButton
      className={`btn btn--primary btn--lg btn--block bp-submit crash-main${tone}`}
      data-testid="crash-main"
      data-action={loggedIn ? action : 'login'}
      inactive={!enabled}
      onClick={onClick}
    >
      {label}
    </SteadyButton>
  );
}
