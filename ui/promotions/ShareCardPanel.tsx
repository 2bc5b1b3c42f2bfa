import { useId, useRef, useState } from 'react';
import { Download, Image as ImageIcon, ImageUp, LoaderCircle, RotateCw } from 'lucide-react';
import { AVATAR } from '../../src/core/avatar';
import type { InviteInfo } from '../../src/core/promotions/referrals';
import { shareCardSrc, uploadSharePicture } from '../../src/app/actions/referrals';
import { SteadyButton } from '../common/SteadyButton';

/**
 * The share card (a 1200x630 picture with the code and the welcome offer, what a shared link shows): Download, and
 * Change picture, which uploads the chosen file at once (the avatar's formats and size, checked first) and shows the
 * card drawn over it.
 */
export function ShareCardPanel({ info, onInfo }: { info: InviteInfo; onInfo(info: InviteInfo): void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set after an upload (and a retry of a card that did not load): the card's address changes, so it is fetched anew.
  const [version, setVersion] = useState<number | null>(null);
  const src = shareCardSrc(info.card, version);
  const [state, setState] = useState<{ src: string; status: 'loaded' | 'failed' } | null>(null);
  const status = state?.src === src ? state.status : 'loading';

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file || busy) return;
    setError(null);
    setBusy(true);
    const outcome = await uploadSharePicture(file);
    setBusy(false);
    if (outcome.ok) {
      onInfo(outcome.data);
      setVersion(Date.now());
    } else setError(outcome.message);
  };

  return (
    <section className="card ref-panel ref-cardpanel" data-testid="invite-card-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="promo-section__title">
        <ImageIcon size={18} aria-hidden="true" /> Share card
      </h2>
      <p className="promo-section__lead">What your link shows when you post it: your code and our welcome offer over your picture.</p>
      <figure className="ref-card" data-status={status} aria-busy={busy || status === 'loading' || undefined}>
        <img
          key={src}
          src={src}
          alt={`Your share card with the code ${info.shareCode}`}
          width={1200}
          height={630}
          decoding="async"
          data-testid="invite-card"
          onLoad={() => setState({ src, status: 'loaded' })}
          onError={() => setState({ src, status: 'failed' })}
        />
        {status === 'failed' && (
          <figcaption className="ref-card__failed" data-testid="invite-card-failed">
            Couldn’t load the card.
            <button type="button" className="btn btn--outline" onClick={() => setVersion(Date.now())}>
              <RotateCw size={16} aria-hidden="true" /> Try again
            </button>
          </figcaption>
        )}
        {busy && (
          <span className="ref-card__busy" aria-hidden="true">
            <LoaderCircle size={28} className="spin" />
          </span>
        )}
      </figure>
      <div className="ref-card__actions">
        <a className="btn btn--outline" href={src} download={`share-card-${info.shareCode}.png`} data-testid="invite-download">
          <Download size={16} aria-hidden="true" /> Download
        </a>
        <SteadyButton
          className="btn btn--outline"
          inactive={busy}
          aria-busy={busy || undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          data-testid="invite-upload"
          onClick={() => input.current?.click()}
        >
          {busy ? <LoaderCircle size={16} className="spin" aria-hidden="true" /> : <ImageUp size={16} aria-hidden="true" />}
          {busy ? 'Uploading…' : 'Change picture'}
        </SteadyButton>
        <input
          ref={input}
          type="file"
          accept={AVATAR.accept.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="invite-upload-input"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert" data-testid="invite-upload-error">
          {error}
        </p>
      )}
      <p className="field__hint" id={`${id}-hint`}>
        JPEG, PNG, WebP, GIF or AVIF, up to {AVATAR.maxBytes / 1024 / 1024} MB. It is cut to the card’s shape, and its location and camera
        details are removed.
      </p>
    </section>
  );
}
