import { ChevronDown } from 'lucide-react';
import { FIATS, type Fiat } from '../../src/core/currency';
import { selectBalanceType, selectCoin, selectCurrencyType, selectFiat } from '../../src/app/actions/wallet';
import { usePopover } from '../common/usePopover';
import { CoinIcon } from './CoinIcon';
import { useWalletView } from './useWalletView';

/** Header wallet: the selected coin's balance; opens a panel to pick the coin, balance type and display currency. */
export function BalancePill() {
  const view = useWalletView();
  const { open, setOpen, ref } = usePopover();
  const bonus = view.amountType === 'BONUS';
  return (
    <div className="wallet" ref={ref}>
      <button
        type="button"
        className={`wallet__pill${open ? ' is-open' : ''}`}
        data-testid="balance-pill"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={`Balance: ${view.display} ${view.showFiat ? '' : view.selectedCoin}${bonus ? ' (bonus)' : ''}. Choose wallet`}
        onClick={() => setOpen(!open)}
      >
        <CoinIcon coin={view.selectedCoin} size={20} />
        <span className="wallet__amount num" data-testid="balance-amount">
          {view.display}
        </span>
        {bonus && <span className="wallet__bonus-tag">Bonus</span>}
        <ChevronDown size={16} className="wallet__chevron" aria-hidden="true" />
      </button>
      {open && (
        <div className="wallet__panel popover" role="dialog" aria-label="Wallet">
          <div className="wallet__panel-head">
            <span className="wallet__panel-title">Wallet</span>
            <button
              type="button"
              role="switch"
              aria-checked={bonus}
              aria-label="Show bonus balance"
              className="seg"
              data-testid="balance-type-toggle"
              onClick={() => void selectBalanceType(bonus ? 'DEPOSIT' : 'BONUS')}
            >
              <span className={`seg__opt${!bonus ? ' is-on' : ''}`}>Deposit</span>
              <span className={`seg__opt${bonus ? ' is-on' : ''}`}>Bonus</span>
            </button>
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
                      <span className="num">{view.showFiat && l.fiatText !== null ? l.fiatText : l.coinText}</span>
                      {view.showFiat && <small className="num">{l.coinText} {l.coin}</small>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="wallet__panel-foot">
            <button
              type="button"
              role="switch"
              aria-checked={view.showFiat}
              className="toggle"
              data-testid="currency-toggle"
              onClick={() => void selectCurrencyType(view.showFiat ? 'COIN' : 'FAIT')}
            >
              <span className="toggle__track" aria-hidden="true">
                <span className="toggle__thumb" />
              </span>
              <span>Display in fiat</span>
            </button>
            <label className="wallet__fiat">
              <span className="sr-only">Fiat currency</span>
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
        </div>
      )}
    </div>
  );
}
