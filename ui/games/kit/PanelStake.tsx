import type { Coin } from '../../../src/core/currency';
import { RolloverBar } from '../../promotions/RolloverBar';
import { Private } from '../../streamer/Private';
import { AmountField } from './AmountField';

/** How the amount buttons and hotkeys change the amount. */
export type AmountScale = '0.5' | '2' | 'max' | '0';

/** The stake part every bet panel starts with. */
export interface PanelStakeProps {
  tab: 'manual' | 'auto';
  onTab(tab: 'manual' | 'auto'): void;
  /** The other tab cannot be chosen (auto mode runs, a bet is queued). */
  tabsLocked: boolean;
  /** The amount cannot be edited. */
  disabled: boolean;
  coin: Coin;
  amount: string;
  amountProblem: string | null;
  fiatText: string | null;
  onAmount(amount: string): void;
  onScale(factor: AmountScale): void;
  /** "Balance · USDT" / "Bonus · USDT" and the amount shown beside it. */
  balanceLabel: string;
  balanceText: string;
}

/**
 * The top of a bet panel: the Manual / Auto tabs, the amount with ½ / 2× / Max, the balance it bets from and, while
 * the player has an open bonus in the coin, its rollover bar.
 */
export function PanelStake(p: PanelStakeProps) {
  const tabButton = (tab: 'manual' | 'auto', label: string) => (
    <button
      type="button"
      role="tab"
      data-testid={`tab-${tab}`}
      aria-selected={p.tab === tab}
      className={`seg__opt${p.tab === tab ? ' is-on' : ''}`}
      disabled={p.tabsLocked && p.tab !== tab}
      onClick={() => p.onTab(tab)}
    >
      {label}
    </button>
  );
  return (
    <>
      <div className="seg ig-tabs" role="tablist" aria-label="Bet mode">
        {tabButton('manual', 'Manual')}
        {tabButton('auto', 'Auto')}
      </div>
      <AmountField
        amount={p.amount}
        coin={p.coin}
        disabled={p.disabled}
        fiatText={p.fiatText}
        problem={p.amount === '0' ? null : p.amountProblem}
        onChange={p.onAmount}
        onHalf={() => p.onScale('0.5')}
        onDouble={() => p.onScale('2')}
        onMax={() => p.onScale('max')}
      />
      <p className="bp-balance" data-testid="bet-balance">
        <span>{p.balanceLabel}</span>
        <strong className="num">
          <Private kind="amount">{p.balanceText}</Private>
        </strong>
      </p>
      {/* An open bonus in this coin: its wagering, live (socket type 209). Every game's panel starts with this part. */}
      <RolloverBar coin={p.coin} />
    </>
  );
}
