import { useEffect } from 'react';
import { Link } from 'react-router';
import { Radio } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { preloadAfterPaint } from '../../src/app/boot/afterPaint';
import { loadChunk } from '../../src/app/boot/chunkReload';
import { createModuleLoader } from '../../src/app/boot/moduleLoader';
import { getState, useStore } from '../../src/app/store';
import { getLoginStatus } from '../../src/app/storage/storage';
import { ChatToggle } from '../chat/ChatToggle';
import { Logo } from './Logo';

// The logged-in parts carry the wallet code (decimal.js, the http client): a guest's first paint does without them,
// they are fetched when the main thread is idle after it, and a restored session shows the skeletons until they are in.
const account = createModuleLoader(() => loadChunk(() => import('./HeaderAccount')));
// Asked only when the player turns streamer mode off.
const streamerConfirm = createModuleLoader(() => loadChunk(() => import('../streamer/StreamerConfirm')));
const pillSkeleton = <span className="skeleton skeleton--pill" aria-hidden="true" />;
const avatarSkeleton = <span className="skeleton skeleton--avatar" aria-hidden="true" />;

/** Above the page, for a logged-in player: the account's notices (a missing date of birth), loaded with the header's. */
export function AccountNotices() {
  const parts = account.useModule(useStore((s) => s.loggedIn));
  return parts ? <parts.BirthPrompt /> : null;
}

/** Top bar: logo, wallet in the middle, account actions on the right. */
export function Header() {
  const { loggedIn, sessionChecked, openDialog } = useStore(
    useShallow((s) => ({ loggedIn: s.loggedIn, sessionChecked: s.sessionChecked, openDialog: s.openDialog })),
  );
  // While a stored session is being restored, hold the wallet's place instead of flashing the login buttons.
  const restoring = !loggedIn && !sessionChecked && getLoginStatus();
  useEffect(() => preloadAfterPaint(account.load), []);
  const parts = account.useModule(loggedIn);
  const streamer = useStore((s) => s.streamerMode);
  const confirmOpen = useStore((s) => s.streamerModeConfirm);
  const confirm = streamerConfirm.useModule(confirmOpen);
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="header__brand" aria-label="HighStakes lobby">
          <Logo />
        </Link>
        <div className="header__center">
          {loggedIn && (parts ? <parts.HeaderWallet /> : pillSkeleton)}
          {restoring && pillSkeleton}
        </div>
        <div className="header__right">
          {streamer && (
            <button
              type="button"
              className="streamer-badge"
              data-testid="streamer-badge"
              title="Streamer mode is on: balances, names, email and addresses are hidden (Alt+Shift+S)"
              onClick={() => getState().setStreamerModeConfirm(true)}
            >
              <Radio size={14} aria-hidden="true" />
              <span className="streamer-badge__label">Streamer mode</span>
            </button>
          )}
          {confirm && confirmOpen && <confirm.StreamerConfirm />}
          {parts && <parts.SessionLimitNotice />}
          <ChatToggle variant="header" />
          {loggedIn ? (
            parts ? (
              <>
                <parts.SessionClock />
                <parts.NotificationBell />
                <parts.UserMenu />
                <parts.RealityCheckHost />
                <parts.SessionLimitHost />
              </>
            ) : (
              avatarSkeleton
            )
          ) : restoring ? (
            avatarSkeleton
          ) : (
            <>
              <button type="button" className="btn btn--ghost" data-testid="header-login" onClick={() => openDialog('login')}>
                Log in
              </button>
              <button type="button" className="btn btn--primary" data-testid="header-register" onClick={() => openDialog('register')}>
                Register
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
