import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { formatCoin } from '../../src/core/format';
import { getState } from '../../src/app/store';
import { createCelebrationTrigger, followSettled, type CelebrationRequest } from '../../src/app/streamer/celebrationTrigger';
import { useMediaQuery } from '../common/useMediaQuery';

const BigWinCelebration = lazy(() => import('../celebration/BigWinCelebration'));

/**
 * The page's big-win celebration: listens for the player's own results as they land on screen and, when one reaches
 * the thresholds (the store's `celebrate`), loads and shows the celebration layer over the page, one at a time.
 */
export function CelebrationHost() {
  const [shown, setShown] = useState<CelebrationRequest | null>(null);
  const [trigger] = useState(() => createCelebrationTrigger(() => getState().celebrate, setShown));
  useEffect(() => followSettled(trigger), [trigger]);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const done = useCallback(() => {
    setShown(null);
    trigger.done();
  }, [trigger]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <BigWinCelebration
        key={shown.id}
        win={{ multiplier: shown.win.multiplier, payoutText: formatCoin(shown.win.payout), coin: shown.win.coin }}
        reducedMotion={reduced}
        onDone={done}
      />
    </Suspense>
  );
}
