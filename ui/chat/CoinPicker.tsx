import { COINS, type Coin } from '../../src/core/currency';
import { CoinIcon } from '../wallet/CoinIcon';

/** The eight coins as one radio group (arrow keys move the choice). */
export function CoinPicker({ coin, onChange, disabled }: { coin: Coin; onChange(coin: Coin): void; disabled?: boolean }) {
  const move = (from: number, step: number) => {
    const next = COINS[(from + step + COINS.length) % COINS.length]!.coin;
    onChange(next);
    document.querySelector<HTMLButtonElement>(`[data-coin-choice="${next}"]`)?.focus();
  };
  return (
    <div className="coin-picker" role="radiogroup" aria-label="Coin">
      {COINS.map((c, i) => {
        const on = c.coin === coin;
        return (
          <button
            key={c.coin}
            type="button"
            role="radio"
            aria-checked={on}
            tabIndex={on ? 0 : -1}
            className={`coin-picker__opt${on ? ' is-on' : ''}`}
            data-coin-choice={c.coin}
            data-testid={`coin-choice-${c.coin}`}
            disabled={disabled}
            onClick={() => onChange(c.coin)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowDown') {
                e.preventDefault();
                move(i, 1);
              } else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') {
                e.preventDefault();
                move(i, -1);
              }
            }}
          >
            <CoinIcon coin={c.coin} size={18} />
            <span>{c.coin}</span>
          </button>
        );
      })}
    </div>
  );
}
