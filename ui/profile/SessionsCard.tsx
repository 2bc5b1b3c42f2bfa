import { useEffect, useState } from 'react';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import type { SessionRow } from '../../src/core/accountSessions';
import { formatDateTime } from '../../src/core/time';
import { loadSessions, signOutElsewhere } from '../../src/app/actions/profile';
import { Private } from '../streamer/Private';

/** A readable name of a browser from its user agent ("Chrome on Android"). */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'another system';
  return `${browser} on ${os}`;
}

/** Security → sessions: where the account is logged in, and signing out everywhere else at once. */
export function SessionsCard() {
  const [rows, setRows] = useState<SessionRow[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let on = true;
    void loadSessions().then((list) => {
      if (on) setRows(list ?? []);
    });
    return () => {
      on = false;
    };
  }, []);

  const others = rows?.filter((r) => !r.current).length ?? 0;
  const signOut = async () => {
    setBusy(true);
    const result = await signOutElsewhere();
    setBusy(false);
    if (result.ok) setRows((list) => list?.filter((r) => r.current) ?? null);
  };

  return (
    <section className="profile-card card" data-testid="sessions-card">
      <header className="profile-card__head">
        <MonitorSmartphone size={20} aria-hidden="true" />
        <h2>Sessions</h2>
      </header>
      <div className="profile-card__body">
        {rows === null ? (
          <p className="profile-card__text">Loading…</p>
        ) : (
          <ul className="session-list">
            {rows.map((r) => (
              <li key={r.id} className="session-row" data-testid="session-row">
                <strong>
                  {deviceName(r.userAgent)} {r.current && <span className="badge badge--accent">This device</span>}
                </strong>
                <span>
                  {r.ip ? <Private kind="address">{r.ip}</Private> : 'unknown address'} · last active {formatDateTime(r.lastSeen)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => void signOut()}
          disabled={busy || others === 0}
          data-testid="sign-out-elsewhere"
        >
          <LogOut size={16} aria-hidden="true" /> {others === 0 ? 'No other sessions' : `Sign out everywhere else (${others})`}
        </button>
      </div>
    </section>
  );
}
