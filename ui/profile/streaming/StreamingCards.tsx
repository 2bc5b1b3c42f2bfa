import { useState, type FormEvent } from 'react';
import { BellRing, Radio, Shield, Trash2 } from 'lucide-react';
import { OVERLAY_SCENES, SCENE_LABEL, streamerSettingsSchema, type OverlayScene, type StreamerSettings } from '../../../src/core/overlay';
import { CODE, type Envelope } from '../../../src/core/api';
import { resetStreamerSession, saveStreamerSettings, setStreamerScene, setStreamModerator } from '../../../src/app/api/streamer';
import { toastError, toastSuccess } from '../../../src/app/actions/toast';
import { FormField } from '../../dialogs/CodeField';
import { Field } from '../../dialogs/Field';
import { FormFooter } from '../../dialogs/FormFooter';
import { useSchemaForm } from '../../dialogs/useSchemaForm';
import { Private } from '../../streamer/Private';
import type { SettingsUpdate } from './StreamingSection';

type Props = { settings: StreamerSettings; onChange: SettingsUpdate };

/** Applies an answer of a settings call: the settings after it, or the refusal as a toast. */
function applied(env: Envelope<StreamerSettings>, onChange: SettingsUpdate, done?: string): boolean {
  if (env.code !== CODE.OK || !env.data) {
    toastError(env.msg || 'That did not work: try again');
    return false;
  }
  onChange(env.data);
  if (done) toastSuccess(done);
  return true;
}

/** Profile → Streaming → on air: the scene every live overlay shows, and the session the stats count from. */
export function OnAirCard({ settings, onChange }: Props) {
  const [busy, setBusy] = useState(false);
  const pick = async (scene: OverlayScene) => {
    setBusy(true);
    applied(await setStreamerScene(scene), onChange);
    setBusy(false);
  };
  const reset = async () => {
    setBusy(true);
    applied(await resetStreamerSession(), onChange, 'A new session started: stats and bonus hunt count from now');
    setBusy(false);
  };
  return (
    <section className="profile-card card" data-testid="on-air-card">
      <header className="profile-card__head">
        <Radio size={20} aria-hidden="true" />
        <h2>On air</h2>
      </header>
      <div className="profile-card__body">
        <div className="streaming-scenes" role="group" aria-label="Scene on air">
          {OVERLAY_SCENES.map((s) => (
            <button
              key={s}
              type="button"
              className={`btn ${s === settings.scene ? 'btn--primary' : 'btn--outline'}`}
              aria-pressed={s === settings.scene}
              disabled={busy}
              onClick={() => void pick(s)}
              data-testid={`on-air-${s}`}
            >
              {SCENE_LABEL[s]}
            </button>
          ))}
        </div>
        <p className="profile-card__text" data-testid="session-since">
          Session started {new Date(settings.sessionSince).toLocaleString()}.
        </p>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void reset()} data-testid="session-reset">
          Start a new session
        </button>
      </div>
    </section>
  );
}

/** Profile → Streaming → win alerts: the thresholds of the win alert and celebration, and the chat-command cooldown. */
export function AlertsCard({ settings, onChange }: Props) {
  const form = useSchemaForm<'celebrateMultiplier' | 'celebrateUsd' | 'commandCooldown', typeof streamerSettingsSchema>(
    streamerSettingsSchema,
    {
      celebrateMultiplier: settings.celebrate.multiplier,
      celebrateUsd: settings.celebrate.usd,
      commandCooldown: String(settings.commandCooldown),
    },
    async (body) => {
      const env = await saveStreamerSettings(body);
      if (env.code !== CODE.OK || !env.data) return { ok: false, code: env.code, message: env.msg };
      onChange(env.data);
      toastSuccess('Saved');
      return { ok: true };
    },
  );
  return (
    <section className="profile-card card" data-testid="alerts-card">
      <header className="profile-card__head">
        <BellRing size={20} aria-hidden="true" />
        <h2>Win alerts</h2>
      </header>
      <form className="profile-card__body" onSubmit={form.submit} noValidate aria-busy={form.busy}>
        <p className="profile-card__text">
          A win at or above either threshold fires the win alert on your overlays and the celebration on your screen.
        </p>
        <div className="streaming-row">
          <FormField form={form} name="celebrateMultiplier" label="Multiplier (x)" inputMode="decimal" hint="At least 2" />
          <FormField form={form} name="celebrateUsd" label="Win (USD)" inputMode="decimal" hint="At least 1" />
        </div>
        <FormField form={form} name="commandCooldown" label="Chat command cooldown (s)" inputMode="numeric" hint="3 to 600 seconds" />
        <FormFooter error={form.serverError} busy={form.busy} label="Save" busyLabel="Saving…" testId="alerts" />
      </form>
    </section>
  );
}

/** Profile → Streaming → moderators: players whose "!scene" chat commands switch the scene. */
export function ModeratorsCard({ settings, onChange }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Type a player name');
    setBusy(true);
    setError('');
    const env = await setStreamModerator(trimmed);
    setBusy(false);
    if (env.code !== CODE.OK || !env.data) return setError(env.msg || 'The moderator could not be added');
    setName('');
    onChange(env.data);
  };
  const remove = async (mod: string) => applied(await setStreamModerator(mod, true), onChange, 'Moderator removed');
  return (
    <section className="profile-card card" data-testid="moderators-card">
      <header className="profile-card__head">
        <Shield size={20} aria-hidden="true" />
        <h2>Moderators</h2>
      </header>
      <div className="profile-card__body">
        <p className="profile-card__text">
          You and your moderators switch the scene from the chat: <code>!scene stats</code> (a moderator of several streamers names one:{' '}
          <code>!scene @name hunt</code>). Scenes: {OVERLAY_SCENES.join(', ')}. One switch per cooldown.
        </p>
        <form className="streaming-row streaming-row--action" onSubmit={(e) => void add(e)} noValidate aria-busy={busy}>
          <Field
            label="Player name"
            value={name}
            maxLength={32}
            error={error}
            onChange={(e) => setName(e.target.value)}
            data-testid="moderator-name"
          />
          <button type="submit" className="btn btn--primary streaming-row__action" disabled={busy} data-testid="moderator-add">
            Add
          </button>
        </form>
        {settings.moderators.length > 0 && (
          <ul className="streaming-tokens" data-testid="moderators">
            {settings.moderators.map((m) => (
              <li key={m} data-testid="moderator">
                <strong>
                  <Private kind="name">{m}</Private>
                </strong>
                <button type="button" className="btn btn--ghost" onClick={() => void remove(m)} aria-label={`Remove ${m}`}>
                  <Trash2 size={16} aria-hidden="true" /> Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
