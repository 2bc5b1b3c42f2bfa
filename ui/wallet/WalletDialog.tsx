import { useId, useState, type KeyboardEvent } from 'react';
import { useStore as useVanillaStore } from 'zustand';
import { ArrowDownToLine, ArrowUpFromLine, CreditCard, type LucideIcon } from 'lucide-react';
import type { Coin } from '../../src/core/currency';
import type { DepositAddress, WithdrawTerms } from '../../src/core/wallet/api';
import type { RechargeActivityInfo } from '../../src/core/promotions/types';
import type { Loaded } from '../../src/app/actions/walletCalls';
import {
  closeWallet,
  rememberWalletCoin,
  setWalletTab,
  walletDialogStore,
  WALLET_TABS,
  type WalletTab,
} from '../../src/app/actions/walletDialog';
import { useStore } from '../../src/app/store';
import { Modal } from '../dialogs/Modal';
import { BirthForm, useBirthMissing } from '../profile/protection/BirthForm';
import { DepositLimitOffer } from '../profile/protection/DepositLimitOffer';
import { BuyTab } from './BuyTab';
import { CoinPicker } from './CoinPicker';
import { DepositTab } from './DepositTab';
import { WithdrawTab } from './WithdrawTab';
import './wallet.css';
import './walletPanels.css';
import './walletForms.css';

const TAB_TEXT: Record<WalletTab, { label: string; icon: LucideIcon }> = {
  deposit: { label: 'Deposit', icon: ArrowDownToLine },
  withdraw: { label: 'Withdraw', icon: ArrowUpFromLine },
  buy: { label: 'Buy crypto', icon: CreditCard },
};

/** Props of WalletDialog. */
export interface WalletDialogProps {
  tab: WalletTab;
  coin: Coin;
  onTab(tab: WalletTab): void;
  onCoin(coin: Coin): void;
  onClose(): void;
}

/** The tab list: one tab per panel, arrow keys (and Home/End) move between them as the ARIA tabs pattern has it. */
function WalletTabs({ tab, onTab, ids }: { tab: WalletTab; onTab(tab: WalletTab): void; ids: (tab: WalletTab) => string }) {
  const onKey = (event: KeyboardEvent, at: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? WALLET_TABS.length - 1
          : step
            ? (at + step + WALLET_TABS.length) % WALLET_TABS.length
            : null;
    if (to === null) return;
    event.preventDefault();
    const next = WALLET_TABS[to]!;
    onTab(next);
    document.getElementById(`${ids(next)}-tab`)?.focus();
  };
  return (
    <div className="wallet-tabs" role="tablist" aria-label="Wallet">
      {WALLET_TABS.map((key, i) => {
        const { label, icon: Icon } = TAB_TEXT[key];
        const on = key === tab;
        return (
          <button
            key={key}
            id={`${ids(key)}-tab`}
            type="button"
            role="tab"
            aria-selected={on}
            aria-controls={`${ids(key)}-panel`}
            tabIndex={on ? 0 : -1}
            className={`wallet-tabs__tab${on ? ' is-on' : ''}`}
            data-testid={`wallet-tab-${key}`}
            data-autofocus={on || undefined}
            onClick={() => onTab(key)}
            onKeyDown={(e) => onKey(e, i)}
          >
            <Icon size={18} aria-hidden="true" />
            {label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The wallet: Deposit, Withdraw and Buy crypto tabs over one coin picker. A centred modal on desktop, a bottom sheet
 * on phones (tabs at the top, the primary action at the bottom). Deposit addresses and withdrawal terms are read once
 * per coin while it is open.
 */
export function WalletDialog({ tab, coin, onTab, onCoin, onClose }: WalletDialogProps) {
  const titleId = useId();
  const base = useId();
  const ids = (key: WalletTab) => `${base}-${key}`;
  // One cache per dialog life: switching coins and tabs back and forth costs no new request.
  const [deposits] = useState(() => new Map<string, Promise<Loaded<DepositAddress>>>());
  const [terms] = useState(() => new Map<string, Promise<Loaded<WithdrawTerms>>>());
  const [offers] = useState(() => new Map<string, Promise<Loaded<RechargeActivityInfo>>>());
  // An account without a date of birth gives it here first: the address is refused until then.
  const birthMissing = useBirthMissing();
  return (
    <Modal open onClose={onClose} labelledBy={titleId} testId="wallet-dialog" className="wallet-dialog">
      <h2 id={titleId} className="wallet-dialog__title">
        Wallet
      </h2>
      <WalletTabs tab={tab} onTab={onTab} ids={ids} />
      <div className="wallet-dialog__body">
        <CoinPicker coin={coin} onChange={onCoin} />
        <div
          role="tabpanel"
          id={`${ids(tab)}-panel`}
          aria-labelledby={`${ids(tab)}-tab`}
          className="wallet-dialog__panel"
          data-testid={`wallet-panel-${tab}`}
        >
          {tab === 'deposit' && (
            <>
              {birthMissing ? (
                <div className="wallet-birth" data-testid="deposit-birth">
                  <p>Confirm your age before your first deposit: we need your date of birth once.</p>
                  <BirthForm testId="deposit-birth-form" />
                </div>
              ) : (
                <DepositTab coin={coin} cache={deposits} offers={offers} />
              )}
              <DepositLimitOffer onLeave={onClose} />
            </>
          )}
          {tab === 'withdraw' && <WithdrawTab coin={coin} cache={terms} onClose={onClose} />}
          {tab === 'buy' && <BuyTab coin={coin} />}
        </div>
      </div>
    </Modal>
  );
}

/** The wallet dialog bound to its store (loaded on demand by WalletDialogHost); each opening starts afresh. */
export function WalletDialogs() {
  const { tab, coin, seq } = useVanillaStore(walletDialogStore);
  const selectedCoin = useStore((s) => s.selectedCoin);
  if (tab === null) return null;
  return (
    <WalletDialog key={seq} tab={tab} coin={coin ?? selectedCoin} onTab={setWalletTab} onCoin={rememberWalletCoin} onClose={closeWallet} />
  );
}
