import { ArrowUpFromLine, ChevronDown, Gift, Wallet } from 'lucide-react';
import { FIATS, type Fiat } from '../../src/core/currency';
import { selectBalanceType, selectCoin, selectCurrencyType, selectFiat } from '../../src/app/actions/wallet';
import { openWallet } from '../../src/app/actions/walletDialog';
import { usePopover } from '../common/usePopover';
import { Private, usePrivate } from '../streamer/Private';
import { CoinIcon } from './CoinIcon';
import { useWalletView } from './useWalletView';

/** Opens the wallet dialog on its Deposit tab (its code loads on the first opening). */
export function openDeposit(): void {
  openWallet('deposit');
}

/**
 * Header wallet: the selected coin's balance (click: coin list and fiat choice) joined to two one-tap switches, coin/fiat
 * display and deposit/bonus balance, so both stay reachable on a phone without opening anything.
 */
export function BalancePill() {
  const view = useWalletView();
  const { on: streamer, mask } = usePrivate();
  const { open, setOpen, ref } = usePopover();
  const bonus = view.amountType === 'BONUS';
  // The bonus wallet shows once the server says so (profile, socket type 206), and stays while it is the one shown.
  const bonusSwitch = view.showBonusWallet || bonus;
  return (
    <div className="wallet" ref={ref}>
      <div className="wallet__bar" aria-busy={view.pending || !view.known}>
        <button
          type="button"
          className={`wallet__pill${open ? ' is-open' : ''}`}
          data-testid="balance-pill"
          aria-haspopup="true"
          aria-expanded={open}
          aria-label={
            view.known
              ? `Balance ${mask('amount', view.display)}${view.showFiat ? '' : ` ${view.selectedCoin}`}${bonus ? ', bonus' : ''}. Choose coin`
              : 'Balance loading. Choose coin'
          }
          // The full amount of a shortened one, except in streamer mode (the amount is hidden there).
          title={view.known && !streamer && view.shortDisplay !== view.display ? view.display : undefined}
          onClick={() => setOpen(!open)}
        >
          <CoinIcon coin={view.selectedCoin} size={20} />
          {view.known ? (
            <span className="wallet__amount num" data-testid="balance-amount">
              <Private kind="amount">{view.shortDisplay}</Private>
            </span>
          ) : (
            <span className="wallet__amount wallet__amount--loading skeleton" data-testid="balance-loading" aria-hidden="true" />
          )}
          {bonus && <span className="wallet__bonus-tag">Bonus</span>}
          <ChevronDown size={16} className="wallet__chevron" aria-hidden="true" />
        </button>
        <button
          type="button"
          role="switch"
          aria-checked={view.showFiat}
          aria-label={`Show amounts in ${view.fiat}`}
          title={view.showFiat ? `Showing ${view.fiat}: show ${view.selectedCoin}` : `Show in ${view.fiat}`}
          className="wallet__switch wallet__switch--fiat"
          data-testid="currency-toggle"
          onClick={() => void selectCurrencyType(view.showFiat ? 'COIN' : 'FAIT')}
        >
          <span className="wallet__switch-glyph" aria-hidden="true">
            {view.symbol}
          </span>
        </button>
        {bonusSwitch && (
          <button
            type="button"
            role="switch"
            aria-checked={bonus}
            aria-label="Show bonus balance"
            title={bonus ? 'Showing bonus balance: show deposit balance' : 'Show bonus balance'}
            className="wallet__switch wallet__switch--bonus"
            data-testid="balance-type-toggle"
            onClick={() => void selectBalanceType(bonus ? 'DEPOSIT' : 'BONUS')}
          >
            <Gift size={18} aria-hidden="true" />
          </button>
        )}
      </div>
      {open && (
        <div className="wallet__panel popover" role="dialog" aria-label="Wallet">
          <div className="wallet__panel-head">
            <span className="wallet__panel-title">{bonus ? 'Bonus balance' : 'Deposit balance'}</span>
            <label className="wallet__fiat">
              <span>Fiat</span>
              <select
                className="select"
                value={view.fiat}
                data-testid="fiat-select"
                onChange={(e) => void selectFiat(e.target.value as Fiat)}
              >
                {FIATS.map((f) => (
                  <option key={f.fiat} value={f.fiat}>
                    {f.fiat} {f.symbol}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <ul className="wallet__list" role="listbox" aria-label="Coins">
            {view.lines.map((l) => {
              const selected = l.coin === view.selectedCoin;
              return (
                <li key={l.coin}>
                  <button
                    type="button"
                    role="option"
                    aria-selected={selected}
                    className={`wallet__row${selected ? ' is-selected' : ''}`}
                    data-testid={`coin-option-${l.coin}`}
                    onClick={() => {
                      setOpen(false);
                      if (!selected) void selectCoin(l.coin);
                    }}
                  >
                    <CoinIcon coin={l.coin} size={24} />
                    <span className="wallet__coin">
                      <strong>{l.coin}</strong>
                      <small>{l.name}</small>
                    </span>
                    <span className="wallet__row-amount">
                      <span className="num">
                        {!l.known ? '…' : <Private kind="amount">{view.showFiat && l.fiatText !== null ? l.fiatText : l.coinText}</Private>}
                      </span>
                      {view.showFiat && l.known && (
                        <small className="num">
                          <Private kind="amount">{l.coinText}</Private> {l.coin}
                        </small>
                      )}
                      {l.bonusText !== null && (
                        <small className="num wallet__row-bonus" data-testid={`bonus-amount-${l.coin}`}>
                          + <Private kind="amount">{l.bonusText}</Private> bonus
                        </small>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="wallet__panel-actions">
            <button
              type="button"
              className="btn btn--primary wallet__panel-deposit"
              data-testid="wallet-panel-deposit"
              onClick={() => {
                setOpen(false);
                openDeposit();
              }}
            >
              <Wallet size={18} aria-hidden="true" /> Deposit
            </button>
            <button
              type="button"
              className="btn btn--outline wallet__panel-withdraw"
              data-testid="wallet-panel-withdraw"
              onClick={() => {
                setOpen(false);
                openWallet('withdraw');
              }}
            >
              <ArrowUpFromLine size={18} aria-hidden="true" /> Withdraw
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
