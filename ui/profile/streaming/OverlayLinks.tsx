import { useState, type FormEvent } from 'react';
import { Copy, MonitorPlay, Trash2 } from 'lucide-react';
import { makeTokenSchema, OVERLAY_SCENES, SCENE_LABEL, type OverlayTokenKind, type OverlayTokenMade } from '../../../src/core/overlay';
import type { StreamerSettings } from '../../../src/core/overlay';
import { CODE } from '../../../src/core/api';
import { getStreamer, makeOverlayToken, revokeOverlayToken } from '../../../src/app/api/streamer';
import { toastError, toastSuccess } from '../../../src/app/actions/toast';
import { usePrivate } from '../../streamer/Private';
import { Field } from '../../dialogs/Field';
import type { SettingsUpdate } from './StreamingSection';

/** The overlay page's address for a token and a view. */
export function overlayUrl(token: string, view: string): string {
  return `${location.origin}/overlay/${token}/${view}`;
}

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess('Copied');
  } catch {
    toastError('The clipboard is not available here: select the address and copy it');
  }
}

/** An address to paste into a streaming tool: masked in streamer mode (it opens the overlay), copyable either way. */
function UrlRow({ label, url, testId }: { label: string; url: string; testId: string }) {
  const { mask } = usePrivate();
  return (
    <li className="streaming-url" data-testid={testId}>
      <span className="streaming-url__label">{label}</span>
      <input
        className="input streaming-url__value mono"
        readOnly
        value={mask('id', url)}
        aria-label={label}
        onFocus={(e) => e.target.select()}
      />
      <button type="button" className="btn btn--ghost" onClick={() => void copy(url)} aria-label={`Copy ${label}`}>
        <Copy size={16} aria-hidden="true" />
      </button>
    </li>
  );
}

/** A link just made: its addresses, shown this once. */
function MadeLink({ made, onClose }: { made: OverlayTokenMade; onClose: () => void }) {
  const views = made.kind === 'mod' ? (['control'] as const) : (['live', ...OVERLAY_SCENES] as const);
  return (
    <div className="streaming-made" data-testid="overlay-link-made" data-token={made.token}>
      <p className="profile-card__text">
        <strong>Copy these now:</strong> the link is shown this once. Add a browser source of 1920 × 1080 in your streaming tool with one of
        them.
      </p>
      <ul className="streaming-urls">
        {views.map((v) => (
          <UrlRow
            key={v}
            label={v === 'live' ? 'Scene on air' : v === 'control' ? 'Mod panel' : SCENE_LABEL[v]}
            url={overlayUrl(made.token, v)}
            testId={`overlay-url-${v}`}
          />
        ))}
      </ul>
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        Done
      </button>
    </div>
  );
}

/** Profile → Streaming → overlay links: make a view link (the overlay) or a mod link (the scene switcher); revoke. */
export function OverlayLinksCard({ settings, onChange }: { settings: StreamerSettings; onChange: SettingsUpdate }) {
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<OverlayTokenKind>('view');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<OverlayTokenMade | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = makeTokenSchema.safeParse({ kind, label });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the label');
    setBusy(true);
    setError('');
    const env = await makeOverlayToken(parsed.data.kind, parsed.data.label);
    setBusy(false);
    if (env.code !== CODE.OK || !env.data) return setError(env.msg || 'The link could not be made');
    setMade(env.data);
    setLabel('');
    const after = await getStreamer({ silent: true });
    if (after.code === CODE.OK && after.data) onChange(after.data);
  };

  const revoke = async (id: number) => {
    const env = await revokeOverlayToken(id);
    if (env.code !== CODE.OK || !env.data) {
      toastError(env.msg || 'The link could not be revoked');
      return;
    }
    if (made?.id === id) setMade(null);
    onChange(env.data);
    toastSuccess('Overlay link revoked: its overlays went blank');
  };

  return (
    <section className="profile-card card streaming-links" data-testid="overlay-links-card">
      <header className="profile-card__head">
        <MonitorPlay size={20} aria-hidden="true" />
        <h2>Overlay links</h2>
      </header>
      <div className="profile-card__body">
        <p className="profile-card__text">
          An overlay link shows your game, last bets, session stats, bonus hunt and win alerts on stream, live. It only reads: nobody can
          bet with it or see your balance, name or email. A mod link also switches the scene.
        </p>
        {made && <MadeLink made={made} onClose={() => setMade(null)} />}
        <form className="streaming-make" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
          <Field
            label="Label"
            value={label}
            maxLength={40}
            placeholder="OBS main scene"
            onChange={(e) => setLabel(e.target.value)}
            data-testid="overlay-link-label"
          />
          <div className="field">
            <label className="field__label" htmlFor="overlay-link-kind">
              Kind
            </label>
            <select
              id="overlay-link-kind"
              className="input"
              value={kind}
              onChange={(e) => setKind(e.target.value as OverlayTokenKind)}
              data-testid="overlay-link-kind"
            >
              <option value="view">Overlay</option>
              <option value="mod">Mod link</option>
            </select>
          </div>
          <button type="submit" className="btn btn--primary" disabled={busy} data-testid="overlay-link-make">
            {busy ? 'Making…' : 'Make link'}
          </button>
          {error && (
            <p className="bp-field__error" role="alert" data-testid="overlay-link-error">
              {error}
            </p>
          )}
        </form>
        {settings.tokens.length > 0 && (
          <ul className="streaming-tokens" data-testid="overlay-links">
            {settings.tokens.map((t) => (
              <li key={t.id} data-testid="overlay-link">
                <span>
                  <strong>{t.label}</strong>{' '}
                  <small>
                    {t.kind === 'mod' ? 'Mod link' : 'Overlay'} · …{t.hint}
                  </small>
                </span>
                <small className="streaming-tokens__used">
                  {t.lastUsedAt ? `Opened ${new Date(t.lastUsedAt).toLocaleString()}` : 'Never opened'}
                </small>
                <button
                  type="button"
                  className="btn btn--ghost"
                  onClick={() => void revoke(t.id)}
                  aria-label={`Revoke ${t.label}`}
                  data-testid="overlay-link-revoke"
                >
                  <Trash2 size={16} aria-hidden="true" /> Revoke
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
