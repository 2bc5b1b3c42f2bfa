import { useEffect } from 'react';
import { Wallet } from 'lucide-react';
import { startChatSync } from '../../src/app/actions/chat';
import { BalancePill, openDeposit } from '../wallet/BalancePill';
import { WalletDialogHost, walletDialogChunk } from '../wallet/WalletDialogHost';

/**
 * The logged-in middle of the header: balance pill, deposit button and the wallet dialog's host (loaded with the
 * session, not the first paint).
 * It also starts the chat's sync, so my mention badge is read with the chat panel closed.
 */
export function HeaderWallet() {
  useEffect(() => startChatSync(), []);
  return (
    <>
      <BalancePill />
      <button
        type="button"
        className="btn btn--primary header__deposit"
        data-testid="header-deposit"
        onClick={openDeposit}
        // Warm the wallet's code while the pointer is on its way.
        onPointerEnter={() => void walletDialogChunk.load().catch(() => {})}
      >
        <Wallet size={18} aria-hidden="true" />
        <span className="header__deposit-label">Deposit</span>
      </button>
      <WalletDialogHost />
    </>
  );
}

export { UserMenu } from './UserMenu';
export { NotificationBell } from '../notifications/NotificationBell';
export { RealityCheckHost, SessionClock, SessionLimitHost, SessionLimitNotice } from '../profile/protection/RealityCheck';
export { BirthPrompt } from '../profile/protection/BirthForm';
