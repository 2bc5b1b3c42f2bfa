import { useState } from 'react';
import { OVERLAY_SCENES, SCENE_LABEL, type OverlayScene } from '../../src/core/overlay';
import { setOverlayScene } from '../../src/app/api/streamer';
import { CODE } from '../../src/core/api';

/** The mod link's scene switcher: puts a scene on air for every overlay of the streamer. */
export function SceneBar({ token, scene }: { token: string; scene: OverlayScene }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const pick = async (next: OverlayScene) => {
    setBusy(true);
    setError('');
    const env = await setOverlayScene(token, next);
    setBusy(false);
    if (env.code !== CODE.OK) setError(env.msg || 'The scene could not be switched');
  };
  return (
    <nav className="ov-scenebar" aria-label="Scene on air" data-testid="overlay-scenebar">
      {OVERLAY_SCENES.map((s) => (
        <button
          key={s}
          type="button"
          className={`btn ${s === scene ? 'btn--primary' : 'btn--ghost'}`}
          aria-pressed={s === scene}
          disabled={busy}
          data-testid={`overlay-scene-${s}`}
          onClick={() => void pick(s)}
        >
          {SCENE_LABEL[s]}
        </button>
      ))}
      {error && (
        <p className="ov-scenebar__error" role="alert">
          {error}
        </p>
      )}
    </nav>
  );
}
