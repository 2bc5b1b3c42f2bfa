import { useCallback, useEffect, useRef, useState } from 'react';
import { OVERLAY_SCENES, reachesThreshold, type OverlayBet, type OverlayScene, type OverlayState } from '../../src/core/overlay';
import { applyOverlayFrame, OverlayFeed } from '../../src/app/streamer/overlayFeed';
import { BetsScene } from './BetsScene';
import { HuntScene } from './HuntScene';
import { SceneBar } from './SceneBar';
import { StatsScene } from './StatsScene';
import { WinAlert } from './WinAlert';
import './overlay.css';

/** What the second part of /overlay/{token}/{view} asks for: the scene on air, one scene always, or the mod panel. */
export type OverlayView = 'live' | 'control' | OverlayScene;

/** The view named by a path segment, or null for an unknown one. */
export function overlayView(segment: string | undefined): OverlayView | null {
  const v = (segment ?? 'live').toLowerCase();
  if (v === 'live' || v === 'control') return v;
  return (OVERLAY_SCENES as readonly string[]).includes(v) ? (v as OverlayScene) : null;
}

/**
 * An overlay page for a streaming tool's browser source: transparent, 1920x1080, fed by the overlay socket. `live`
 * follows the scene on air; a scene name shows that scene always; `control` (a mod link) adds the scene switcher. A
 * win at or above the streamer's thresholds shows the win alert over any scene.
 */
export function OverlayApp({ token, view }: { token: string; view: OverlayView }) {
  const [state, setState] = useState<OverlayState | null>(null);
  const [gone, setGone] = useState(false);
  const [connected, setConnected] = useState(false);
  const [alert, setAlert] = useState<OverlayBet | null>(null);
  const stateRef = useRef<OverlayState | null>(null);

  useEffect(() => {
    const feed = new OverlayFeed(token, {
      frame: (frame) => {
        const before = stateRef.current;
        const next = applyOverlayFrame(before, frame);
        stateRef.current = next;
        setState(next);
        if (frame.t === 'bet' && before && !before.bets.some((b) => b.id === frame.bet.id)) {
          if (reachesThreshold(frame.bet, before.celebrate)) setAlert(frame.bet);
        }
      },
      gone: () => setGone(true),
      status: setConnected,
    });
    feed.start();
    return () => feed.stop();
  }, [token]);

  const endAlert = useCallback(() => setAlert(null), []);

  if (gone) {
    return (
      <main className="ov-root">
        <section className="ov-card ov-gone" data-testid="overlay-gone">
          This overlay link does not exist or was revoked. Make a new one on your profile.
        </section>
      </main>
    );
  }
  if (!state) return <main className="ov-root" data-testid="overlay-connecting" />;
  const scene: OverlayScene = view === 'live' || view === 'control' ? state.scene : view;
  return (
    <main className={`ov-root ov-scene-${scene}`} data-testid="overlay" data-scene={scene} data-connected={connected}>
      {view === 'control' && state.canSwitch && <SceneBar token={token} scene={state.scene} />}
      {view === 'control' && !state.canSwitch && (
        <p className="ov-card ov-note" data-testid="overlay-view-only">
          This link only shows the overlay: a mod link switches scenes.
        </p>
      )}
      {scene === 'bets' && <BetsScene bets={state.bets} />}
      {scene === 'stats' && <StatsScene stats={state.stats} />}
      {scene === 'hunt' && <HuntScene hunt={state.hunt} />}
      {alert && <WinAlert key={alert.id} bet={alert} onDone={endAlert} />}
    </main>
  );
}
