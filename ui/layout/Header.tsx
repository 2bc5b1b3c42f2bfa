import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { preloadAfterPaint } from '../../src/app/afterPaint';
import { loadChunk } from '../../src/app/chunkReload';
import { useStore } from '../../src/app/store';
import { getLoginStatus } from '../../src/app/storage';
import { Logo } from './Logo';

// The logged-in parts carry the wallet code (decimal.js, the http client): a guest's first paint does without them,
// they are fetched when the main thread is idle after it, and a restored session shows the skeletons until they are in.
const loadAccount = () => loadChunk(() => import('./HeaderAccount'));
const HeaderWallet = lazy(async () => ({ default: (await loadAccount()).HeaderWallet }));
const UserMenu = lazy(async () => ({ default: (await loadAccount()).UserMenu }));
const pillSkeleton = <span className="skeleton skeleton--pill" aria-hidden="true" />;
const avatarSkeleton = <span className="skeleton skeleton--avatar" aria-hidden="true" />;

/** Top bar: logo, wallet in the middle, account actions on the right. */
export function Header() {
  const { loggedIn, sessionChecked, openDialog } = useStore(
    useShallow((s) => ({ loggedIn: s.loggedIn, sessionChecked: s.sessionChecked, openDialog: s.openDialog })),
  );
  // While a stored session is being restored, hold the wallet's place instead of flashing the login buttons.
  const restoring = !loggedIn && !sessionChecked && getLoginStatus();
  useEffect(() => preloadAfterPaint(loadAccount), []);
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="header__brand" aria-label="HighStakes lobby">
          <Logo />
        </Link>
        <div className="header__center">
          {loggedIn && (
            <Suspense fallback={pillSkeleton}>
              <HeaderWallet />
            </Suspense>
          )}
          {restoring && pillSkeleton}
        </div>
        <div className="header__right">
          {loggedIn ? (
            <Suspense fallback={avatarSkeleton}>
              <UserMenu />
            </Suspense>
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
