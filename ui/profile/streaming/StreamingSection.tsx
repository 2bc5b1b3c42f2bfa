import { useEffect, useState } from 'react';
import type { StreamerSettings } from '../../../src/core/overlay';
import { CODE } from '../../../src/core/api';
import { getStreamer } from '../../../src/app/api/streamer';
import { AlertsCard, ModeratorsCard, OnAirCard } from './StreamingCards';
import { OverlayLinksCard } from './OverlayLinks';
import './streaming.css';

/** What a card does with an answer of the settings calls: show the settings after it. */
export type SettingsUpdate = (settings: StreamerSettings) => void;

/**
 * Profile → Streaming: overlay links for a streaming tool (made, listed, revoked), the scene on air and the session,
 * the win-alert thresholds and chat-command cooldown, and the moderators whose chat commands switch the scene.
 */
export function StreamingSection() {
  const [settings, setSettings] = useState<StreamerSettings | null>(null);
  const [error, setError] = useState('');
  // Bumped by "Try again": loads the settings once more.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    void getStreamer({ silent: true }).then((env) => {
      if (!alive) return;
      if (env.code === CODE.OK && env.data) setSettings(env.data);
      else setError(env.msg || 'Your streaming settings could not be loaded');
    });
    return () => {
      alive = false;
    };
  }, [attempt]);

  if (!settings) {
    return (
      <section className="profile-card card" data-testid="streaming-loading">
        <p className="profile-card__text">{error || 'Loading…'}</p>
        {error && (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setError('');
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        )}
      </section>
    );
  }
  return (
    <>
      <OverlayLinksCard settings={settings} onChange={setSettings} />
      <OnAirCard settings={settings} onChange={setSettings} />
      <AlertsCard settings={settings} onChange={setSettings} />
      <ModeratorsCard settings={settings} onChange={setSettings} />
    </>
  );
}
