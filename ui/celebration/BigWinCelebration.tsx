// Pixi generates its uniform and shader sync code with eval unless this polyfill is loaded; the site's CSP forbids eval.
import 'pixi.js/unsafe-eval';
import { Application, extend } from '@pixi/react';
import { Container, Sprite, Text } from 'pixi.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { shellSound } from '../../src/app/feedback/sound';
import { usePrivate } from '../streamer/Private';
import { CelebrationScene } from './CelebrationScene';

extend({ Container, Sprite, Text });

/** How long the big-win moment stays on screen, ms (both versions). */
export const CELEBRATION_MS = 3000;
/** How much longer it may wait for its canvas to start before it ends anyway, ms. */
export const INIT_GRACE_MS = 2000;

/** What a celebration shows: the multiplier, the payout as written for the coin, and the coin. */
export interface BigWin {
  multiplier: string;
  payoutText: string;
  coin: string;
}

export interface BigWinCelebrationProps {
  win: BigWin;
  onDone: () => void;
  /** The calm version: no flashes, no fast particles, the text fades in and out. */
  reducedMotion: boolean;
}

const LAYER_STYLE = { position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 2000 } as const;

/**
 * The big-win celebration: a transparent canvas over the whole viewport (it takes no pointer events) drawn with
 * @pixi/react for CELEBRATION_MS, then `onDone`. Full: the multiplier scales in over a glow, a burst of coins and
 * confetti, at most three flashes a second, the big-win chord. Calm: the text and a still glow fade in and out.
 * The payout is masked in streamer mode (the multiplier is not private). Loaded lazily: it carries pixi.js.
 */
export default function BigWinCelebration({ win, onDone, reducedMotion }: BigWinCelebrationProps) {
  const { mask } = usePrivate();
  const payout = `${mask('amount', win.payoutText)} ${win.coin}`;
  const multiplier = `${win.multiplier}×`;
  // The moment runs CELEBRATION_MS from the canvas's start (a software renderer may take a second or two to start), on
  // the page's clock, not the ticker: a hidden tab draws no frames but still ends it. Without a canvas at all (no
  // WebGL) it ends INIT_GRACE_MS later.
  const [playing, setPlaying] = useState(false);
  const [entered, setEntered] = useState(false);
  const onEntered = useCallback(() => setEntered(true), []);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    const timer = setTimeout(() => done.current(), playing ? CELEBRATION_MS : CELEBRATION_MS + INIT_GRACE_MS);
    return () => clearTimeout(timer);
  }, [playing]);
  // Once per celebration (a change of the motion setting mid-way does not replay it), through the page's one sound
  // service: silent while sound is off or before the page's first gesture.
  const [gain] = useState(() => (reducedMotion ? 0.6 : 1));
  useEffect(() => shellSound().play('bigWin', gain), [gain]);
  return (
    <div
      className="big-win"
      data-testid="big-win"
      data-motion={reducedMotion ? 'calm' : 'full'}
      data-phase={entered ? 'shown' : playing ? 'playing' : 'starting'}
      style={LAYER_STYLE}
    >
      <p className="sr-only" role="status">
        Big win: {multiplier}, {payout}
      </p>
      <Application
        resizeTo={window}
        backgroundAlpha={0}
        preference="webgl"
        autoDensity
        resolution={Math.min(globalThis.devicePixelRatio || 1, 2)}
        antialias={(globalThis.devicePixelRatio || 1) < 2}
        onInit={(app) => {
          app.canvas.setAttribute('aria-hidden', 'true');
          app.canvas.style.display = 'block';
          setPlaying(true);
        }}
      >
        {playing && (
          <CelebrationScene
            multiplier={multiplier}
            payout={payout}
            calm={reducedMotion}
            durationMs={CELEBRATION_MS}
            onEntered={onEntered}
          />
        )}
      </Application>
    </div>
  );
}
