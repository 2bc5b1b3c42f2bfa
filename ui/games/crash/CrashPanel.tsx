import type { ReactNode } from 'react';
import type { Coin } from '../../../src/core/currency';
import { formatCoin } from '../../../src/core/format';
import type { AutoConfig } from '../../../src/app/games/autoBet';
import { AutoFields } from '../kit/AutoFields';
import { PanelStake, type AmountScale } from '../kit/PanelStake';
import { usePrivate } from '../../streamer/Private';
import type { CrashAutoView } from './CrashAuto';

/** Props of CrashPanel. */
export interface CrashPanelProps {
  tab: 'manual' | 'auto';
  onTab(tab: 'manual' | 'auto'): void;
  /** Fields and tabs are locked (auto mode runs, or a bet is queued with these values). */
  locked: boolean;
  coin: Coin;
  loggedIn: boolean;
  amount: string;
  amountProblem: string | null;
  fiatText: string | null;
  onAmount(amount: string): void;
  onScale(factor: AmountScale): void;
  balanceLabel: string;
  balanceText: string;
  autoCashout: string;
  autoCashoutProblem: string | null;
  onAutoCashout(text: string): void;
  autoConfig: AutoConfig;
  onAutoConfig(config: AutoConfig): void;
  /** The manual tab's main button (CrashMainButton). */
  mainButton: ReactNode;
  auto: CrashAutoView;
  /** Auto mode can start (fields valid, a target set). */
  canStartAuto: boolean;
  onStartAuto(): void;
  onStopAuto(): void;
  error: string | null;
  settings: ReactNode;
}

/**
 * The crash bet panel: the shared pieces (tabs, AmountField, AutoFields, the settings footer) around the crash
 * fields: the auto cash-out target (optional by hand, required for auto mode) and the main button.
 */
export function CrashPanel(p: CrashPanelProps) {
  const session = p.auto.session;
  const { mask, text } = usePrivate();
  return (
    <aside className="ig-panel crash-panel" aria-label="Bet controls" data-auto={p.auto.on ? 'running' : 'off'}>
      <PanelStake
        tab={p.tab}
        onTab={p.onTab}
        tabsLocked={p.locked}
        disabled={p.locked}
        coin={p.coin}
        amount={p.amount}
        amountProblem={p.amountProblem}
        fiatText={p.fiatText}
        onAmount={p.onAmount}
        onScale={p.onScale}
        balanceLabel={p.balanceLabel}
        balanceText={p.balanceText}
      />
      <label className="bp-field">
        <span className="bp-field__label">Auto cash-out {p.tab === 'manual' && <small className="bp-field__aside">optional</small>}</span>
        <span className={`bp-input crash-auto${p.autoCashoutProblem ? ' is-invalid' : ''}`}>
          <input
            className="bp-input__el num"
            inputMode="decimal"
            autoComplete="off"
            placeholder="2.00"
            aria-invalid={p.autoCashoutProblem ? true : undefined}
            data-testid="crash-auto-cashout"
            value={p.autoCashout}
            disabled={p.locked}
            onChange={(e) => p.onAutoCashout(e.target.value.replace(',', '.').replace(/[^\d.]/g, ''))}
          />
          <span className="crash-auto__unit">×</span>
        </span>
        {p.autoCashoutProblem && (
          <span className="bp-field__error" role="alert" data-testid="crash-auto-error">
            {p.autoCashoutProblem}
          </span>
        )}
      </label>
      {p.tab === 'auto' && <AutoFields config={p.autoConfig} disabled={p.locked} coin={p.coin} onChange={p.onAutoConfig} />}
      {p.tab === 'manual' ? (
        p.mainButton
      ) : p.auto.on ? (
        <button type="button" className="btn btn--lg btn--block bp-submit bp-submit--stop" data-testid="auto-stop" onClick={p.onStopAuto}>
          Stop auto-bet
        </button>
      ) : (
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block bp-submit"
          data-testid="auto-start"
          disabled={p.loggedIn && !p.canStartAuto}
          onClick={p.onStartAuto}
        >
          {p.loggedIn ? 'Start auto-bet' : 'Log in to bet'}
        </button>
      )}
      {p.error && (
        <p className="bp-error" role="alert" data-testid="bet-error">
          {text(p.error)}
        </p>
      )}
      {p.tab === 'auto' && (
        <p className="bp-auto-status" data-testid="auto-status" data-state={p.auto.on ? 'running' : 'off'}>
          {p.auto.on && session
            ? `Running: ${session.betsDone}${p.autoConfig.count ? ` of ${p.autoConfig.count}` : ''} rounds · net ${mask('amount', formatCoin(session.netProfit))} ${p.coin}`
            : text(p.auto.status ?? 'Auto-bet is off')}
        </p>
      )}
      {p.settings}
    </aside>
  );
}
