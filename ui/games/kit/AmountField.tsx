import type { Coin } from '../../../src/core/currency';
import { CoinIcon } from '../../wallet/CoinIcon';

/** Props of AmountField. */
export interface AmountFieldProps {
  amount: string;
  coin: Coin;
  disabled: boolean;
  /** The value in the player's fiat, when shown in fiat mode. */
  fiatText?: string | null;
  problem: string | null;
  onChange(amount: string): void;
  onHalf(): void;
  onDouble(): void;
  onMax(): void;
  /** The field's label ("Bet amount" by default). */
  label?: string;
  /** Prefix of the test ids ("bet": bet-amount, bet-half…). */
  testId?: string;
}

/** An amount (a bet's by default): a decimal string with the coin icon, ½, 2× and Max. */
export function AmountField({
  amount,
  coin,
  disabled,
  fiatText,
  problem,
  onChange,
  onHalf,
  onDouble,
  onMax,
  label = 'Bet amount',
  testId = 'bet',
}: AmountFieldProps) {
  return (
    <div className="bp-field">
      <span className="bp-field__label">
        {label} {fiatText && <small className="bp-field__aside num">≈ {fiatText}</small>}
      </span>
      <div className={`bp-amount${problem ? ' is-invalid' : ''}`}>
        <span className="bp-input bp-amount__input">
          <CoinIcon coin={coin} size={18} />
          <input
            className="bp-input__el num"
            inputMode="decimal"
            autoComplete="off"
            aria-label={`${label} in ${coin}`}
            aria-invalid={problem ? true : undefined}
            data-testid={`${testId}-amount`}
            value={amount}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value.replace(',', '.').replace(/[^\d.]/g, ''))}
          />
        </span>
        <button
          type="button"
          className="bp-chip"
          data-testid={`${testId}-half`}
          disabled={disabled}
          onClick={onHalf}
          aria-label="½: halve the amount"
        >
          ½
        </button>
        <button
          type="button"
          className="bp-chip"
          data-testid={`${testId}-double`}
          disabled={disabled}
          onClick={onDouble}
          aria-label="2×: double the amount"
        >
          2×
        </button>
        <button type="button" className="bp-chip" data-testid={`${testId}-max`} disabled={disabled} onClick={onMax}>
          Max
        </button>
      </div>
      {problem && (
        <span className="bp-field__error" role="alert" data-testid={`${testId}-amount-error`}>
          {problem}
        </span>
      )}
    </div>
  );
}
