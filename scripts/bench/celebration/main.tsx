import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Application } from '@pixi/react';
import { CELEBRATION_MS } from '../../../ui/celebration/BigWinCelebration';
import { CelebrationScene, PARTICLES } from '../../../ui/celebration/CelebrationScene';

// The bench page of the big-win celebration layer: its scene on one full-viewport transparent canvas with the layer's
// renderer options, started again every CELEBRATION_MS so every sampled frame animates (the mount of each new moment is
// part of the figure, as it is on the page). `?calm` shows the calm version. Reports its display objects like the
// engine's fixture page.

const calm = new URLSearchParams(location.search).has('calm');

/** The layer's display objects: the stage, its container, the glow, the flash, the two texts and the particles. */
const OBJECTS = 6 + (calm ? 0 : PARTICLES);

function Loop() {
  const [round, setRound] = useState(0);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const timer = setInterval(() => setRound((r) => r + 1), CELEBRATION_MS);
    return () => clearInterval(timer);
  }, [ready]);
  return (
    <div style={{ position: 'fixed', inset: 0, pointerEvents: 'none' }}>
      <Application
        resizeTo={window}
        backgroundAlpha={0}
        preference="webgl"
        autoDensity
        resolution={Math.min(globalThis.devicePixelRatio || 1, 2)}
        antialias={(globalThis.devicePixelRatio || 1) < 2}
        onInit={() => {
          setReady(true);
          (window as unknown as { fixture: { stageObjects(): number } }).fixture = { stageObjects: () => OBJECTS };
          document.body.dataset.ready = 'true';
        }}
      >
        {ready && <CelebrationScene key={round} multiplier="1,000.00×" payout="12,345.678 USDT" calm={calm} durationMs={CELEBRATION_MS} />}
      </Application>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<Loop />);
