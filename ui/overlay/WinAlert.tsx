import { lazy, Suspense, useEffect, useState } from 'react';
import type { OverlayBet } from '../../src/core/overlay';
import { formatCoin } from '../../src/core/format';
import { Decimal } from '../../src/core/money';
import { times, usd } from './format';

const BigWinCelebration = lazy(() => import('../celebration/BigWinCelebration'));

/** How long a win alert stays on screen. */
export const ALERT_MS = 6000;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The win alert: a card with the game, multiplier and win for ALERT_MS, and the celebration layer over the whole
 * overlay. A newer big win replaces the one on screen (the page keys it by the bet).
 */
export function WinAlert({ bet, onDone }: { bet: OverlayBet; onDone: () => void }) {
  const [celebrating, setCelebrating] = useState(true);
  useEffect(() => {
    const timer = setTimeout(onDone, ALERT_MS);
    return () => clearTimeout(timer);
  }, [bet.id, onDone]);
  return (
    <>
      <section className="ov-card ov-alert" data-testid="overlay-alert" key={bet.id}>
        <span className="ov-kicker">Big win</span>
        <strong className="ov-alert__mult num">{times(bet.multiplier)}</strong>
        <span className="ov-alert__win num">
          {formatCoin(bet.payout)} {bet.coin} <small>≈ {usd(bet.payoutUsd)}</small>
        </span>
        <span className="ov-alert__game">{bet.title}</span>
      </section>
      {celebrating && (
        <Suspense fallback={null}>
          <BigWinCelebration
            key={bet.id}
            win={{
              multiplier: new Decimal(bet.multiplier).toFixed(2, Decimal.ROUND_DOWN),
              payoutText: formatCoin(bet.payout),
              coin: bet.coin,
            }}
            reducedMotion={prefersReducedMotion()}
            onDone={() => setCelebrating(false)}
          />
        </Suspense>
      )}
    </>
  );
}
