import { useCallback, useEffect, useState } from 'react';
import { Check, Copy, Inbox, RefreshCw } from 'lucide-react';
import { CODE } from '../../src/core/api';
import type { OutboxMail } from '../../src/core/emailCodes';
import { formatDateTime } from '../../src/core/time';
import { devMailbox } from '../../src/app/api/user';
import { useStore } from '../../src/app/store';
import '../dev/devMailbox.css';

// The page re-reads the outbox this often while it is visible, so a code mailed from another tab shows up by itself.
const REFRESH_MS = 5000;

type Load =
  { state: 'loading' } | { state: 'off' } | { state: 'error'; message: string } | { state: 'ok'; list: OutboxMail[]; delivers: boolean };

/** The 6-digit code of a mail, if it carries one. */
function codeOf(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}

/**
 * Dev mailbox (demo mode only): the mail the server kept in its outbox, newest first, so a newcomer running the app
 * on its embedded defaults can read the codes it emails. Filtered to the logged-in player's address by default.
 */
export default function DevMailboxPage() {
  const email = useStore((s) => s.user?.email ?? '');
  const [mine, setMine] = useState(true);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [copied, setCopied] = useState<string | null>(null);
  const to = mine && email ? email : null;

  const refresh = useCallback(
    () =>
      devMailbox(to ? { to } : undefined).then((env) => {
        if (env.code === CODE.OK && env.data) setLoad({ state: 'ok', list: env.data.list, delivers: env.data.delivers });
        else if (env.code === 404) setLoad({ state: 'off' });
        else setLoad({ state: 'error', message: env.msg || 'The mailbox could not be read' });
      }),
    [to],
  );

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const copy = async (code: string) => {
    await navigator.clipboard?.writeText(code).catch(() => undefined);
    setCopied(code);
  };

  return (
    <section className="dev-mailbox" data-testid="dev-mailbox">
      <header className="dev-mailbox__head">
        <Inbox size={26} aria-hidden="true" />
        <div>
          <h1>Dev mailbox</h1>
          <p>Demo mode keeps the server's mail here instead of sending it. Codes expire after 10 minutes.</p>
        </div>
        <button type="button" className="btn btn--outline" onClick={() => void refresh()}>
          <RefreshCw size={16} aria-hidden="true" /> Refresh
        </button>
      </header>
      {email && (
        <label className="dev-mailbox__filter">
          <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} /> Only mail to {email}
        </label>
      )}
      {load.state === 'loading' && <p className="dev-mailbox__note">Loading…</p>}
      {load.state === 'off' && <p className="dev-mailbox__note">The dev mailbox is only served in demo mode.</p>}
      {load.state === 'error' && (
        <p className="dev-mailbox__note" role="alert">
          {load.message}
        </p>
      )}
      {load.state === 'ok' && load.list.length === 0 && (
        <p className="dev-mailbox__note">No mail yet. Ask for a code and it appears here.</p>
      )}
      {load.state === 'ok' && (
        <ol className="dev-mailbox__list">
          {load.list.map((mail) => {
            const code = codeOf(mail.text);
            return (
              <li key={mail.id} className="dev-mail card" data-testid="dev-mail">
                <div className="dev-mail__meta">
                  <strong className="dev-mail__subject">{mail.subject}</strong>
                  <span>
                    to {mail.to} · {formatDateTime(mail.createdAt)}
                  </span>
                </div>
                {code && (
                  <div className="dev-mail__code">
                    <span data-testid="dev-mail-code">{code}</span>
                    <button
                      type="button"
                      className="btn btn--ghost btn--icon"
                      aria-label={`Copy code ${code}`}
                      onClick={() => void copy(code)}
                    >
                      {copied === code ? <Check size={16} /> : <Copy size={16} />}
                    </button>
                  </div>
                )}
                <pre className="dev-mail__text">{mail.text}</pre>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
