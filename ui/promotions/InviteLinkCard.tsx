import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { Check, Copy, Link2 } from 'lucide-react';
import type { InviteInfo } from '../../src/core/promotions/referrals';
import { inviteUrl } from '../../src/app/actions/referrals';
import { copyText } from '../wallet/CopyButton';
import { ShareCodeForm } from './ShareCodeForm';

/** How long a Copy button says it copied. */
const COPIED_MS = 2000;

/**
 * A Copy button whose words say what it copies and what happened ("Copy link", "Link copied", "Copy failed"): its
 * name is its visible text, announced when it changes.
 */
function CopyButton({ text, what, testId, ref }: { text: string; what: 'Link' | 'Code'; testId: string; ref?: Ref<HTMLButtonElement> }) {
  const [done, setDone] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const click = async () => {
    const ok = await copyText(text);
    setDone(ok ? 'copied' : 'failed');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setDone(null), COPIED_MS);
  };
  return (
    <button
      ref={ref}
      type="button"
      className={`btn btn--outline ref-copy${done === 'copied' ? ' is-done' : ''}`}
      data-testid={testId}
      data-state={done ?? 'idle'}
      onClick={() => void click()}
    >
      {done === 'copied' ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
      <span aria-live="polite">
        {done === 'copied' ? `${what} copied` : done === 'failed' ? 'Copy failed' : `Copy ${what.toLowerCase()}`}
      </span>
    </button>
  );
}

/**
 * "Your link and code": the invite link (on this site's origin) and the share code, each with its Copy button, and
 * while the code is still the one made at sign-up, the one-time form to choose another.
 */
export function InviteLinkCard({ info, onInfo }: { info: InviteInfo; onInfo(info: InviteInfo): void }) {
  const id = useId();
  const url = inviteUrl(info.link);
  const copyLink = useRef<HTMLButtonElement>(null);
  // The form leaves once a code is chosen: the focus goes on to the new link's Copy button.
  const focusCopy = useRef(false);
  useEffect(() => {
    if (focusCopy.current && info.custom) {
      focusCopy.current = false;
      copyLink.current?.focus();
    }
  }, [info.custom]);
  return (
    <section className="card ref-panel" data-testid="invite-share" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="promo-section__title">
        <Link2 size={18} aria-hidden="true" /> Your link and code
      </h2>
      <dl className="ref-values">
        <div className="ref-field">
          <dt className="field__label">Invite link</dt>
          <dd className="ref-copyrow">
            <span className="ref-copyrow__value ref-copyrow__value--link" data-testid="invite-link">
              {url}
            </span>
            <CopyButton ref={copyLink} text={url} what="Link" testId="invite-copy" />
          </dd>
        </div>
        <div className="ref-field">
          <dt className="field__label">Share code {info.custom && <small>(your own)</small>}</dt>
          <dd className="ref-copyrow">
            <span className="ref-copyrow__value ref-copyrow__value--code" data-testid="invite-code">
              {info.shareCode}
            </span>
            <CopyButton text={info.shareCode} what="Code" testId="invite-code-copy" />
          </dd>
        </div>
      </dl>
      {!info.custom && (
        <ShareCodeForm
          onSaved={(next) => {
            focusCopy.current = true;
            onInfo(next);
          }}
        />
      )}
    </section>
  );
}
