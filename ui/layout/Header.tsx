import { Link } from 'react-router';
import { Wallet } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { useStore } from '../../src/app/store';
import { getLoginStatus } from '../../src/app/storage';
import { BalancePill, openDeposit } from '../wallet/BalancePill';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

/** Top bar: logo, wallet in the middle, account actions on the right. */
export function Header() {
  const { loggedIn, sessionChecked, openDialog } = useStore(
    useShallow((s) => ({ loggedIn: s.loggedIn, sessionChecked: s.sessionChecked, openDialog: s.openDialog })),
  );
  // While a stored session is being restored, hold the wallet's place instead of flashing the login buttons.
  const restoring = !loggedIn && !sessionChecked && getLoginStatus();
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="header__brand" aria-label="HighStakes lobby">
          <Logo />
        </Link>
        <div className="header__center">
          {loggedIn && (
            <>
              <BalancePill />
              <button
                type="button"
                className="btn btn--primary header__deposit"
                data-testid="header-deposit"
                onClick={openDeposit}
              >
                <Wallet size={18} aria-hidden="true" />
                <span className="header__deposit-label">Deposit</span>
              </button>
            </>
          )}
          {restoring && <span className="skeleton skeleton--pill" aria-hidden="true" />}
        </div>
        <div className="header__right">
          {loggedIn ? (
            <UserMenu />
          ) : restoring ? (
            <span className="skeleton skeleton--avatar" aria-hidden="true" />
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
