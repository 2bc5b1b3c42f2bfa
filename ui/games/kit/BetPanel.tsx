import type { ReactNode } from 'react';
import type { Coin } from '../../../src/core/currency';
import type { InstantGame, ParamsOf } from '../../../src/core/games';
import { formatCoin } from '../../../src/core/format';
import type { AutoConfig } from '../../../src/app/games/autoBet';
import { PanelStake, type AmountScale } from './PanelStake';
import { AutoFields } from './AutoFields';
import type { GameContent, UiGameModule } from './types';
import type { useBetRunner } from './useBetRunner';
import { SteadyButton } from '../../common/SteadyButton';
import { FreeBetStrip, type FreeBetStripProps } from './FreeBetStrip';
import { Private, usePrivate } from '../../streamer/Private';

/** What the panel shows of the bet runner. */
export type PanelRunner = Pick<
  ReturnType<typeof useBetRunner>,
  'machine' | 'controls' | 'error' | 'autoStatus' | 'autoSession' | 'stopAuto'
>;

export type { AmountScale } from './PanelStake';

/** Props of BetPanel. */
export interface BetPanelProps<G extends InstantGame> {
  /** The game's module: its fields and profit label. */
  module: UiGameModule<G>;
  content: GameContent;
  runner: PanelRunner;
  loggedIn: boolean;
  coin: Coin;
  tab: 'manual' | 'auto';
  onTab(tab: 'manual' | 'auto'): void;
  amount: string;
  amountProblem: string | null;
  fiatText: string | null;
  onAmount(amount: string): void;
  onScale(factor: AmountScale): void;
  /** "Balance · USDT" / "Bonus · USDT" and the amount shown beside it. */
  balanceLabel: string;
  balanceText: string;
  params: ParamsOf<G>;
  paramsProblem: string | null;
  onParams(params: ParamsOf<G>): void;
  profit: string;
  autoConfig: AutoConfig;
  onAutoConfig(config: AutoConfig): void;
  canSubmit: boolean;
  onBet(): void;
  onStartAuto(): void;
  /** The settings footer. */
  settings: ReactNode;
  /** Replaces the module's profit label (mines in play: "Profit on next tile"). */
  profitLabel?: string;
  /** Replaces the manual Bet button (mines: Cash out while a game is in play). */
  manualAction?: ReactNode;
  /** The free-bet strip under the manual Bet button (instant pages); it shows only while free bets are usable. */
  freeBet?: FreeBetStripProps;
}

/** The bet panel: manual/auto tabs, amount, the game's own fields, profit on win, the bet or auto buttons, status. */
export function BetPanel<G extends InstantGame>(p: BetPanelProps<G>) {
  const { Fields, profitLabel: moduleLabel } = p.module;
  const profitLabel = p.profitLabel ?? moduleLabel;
  const { machine, controls } = p.runner;
  const disabled = !controls.editable;
  const session = p.runner.autoSession;
  const { mask, text } = usePrivate();
  return (
    <aside className="ig-panel" aria-label="Bet controls" data-phase={machine.phase} data-auto={machine.auto}>
      <PanelStake
        tab={p.tab}
        onTab={p.onTab}
        tabsLocked={!controls.canSwitchTab}
        disabled={disabled}
        coin={p.coin}
        amount={p.amount}
        amountProblem={p.amountProblem}
        fiatText={p.fiatText}
        onAmount={p.onAmount}
        onScale={p.onScale}
        balanceLabel={p.balanceLabel}
        balanceText={p.balanceText}
      />
      <Fields value={p.params} content={p.content} disabled={disabled} problem={p.paramsProblem} onChange={p.onParams} />
      <div className="bp-field">
        <span className="bp-field__label">{profitLabel ?? 'Profit on win'}</span>
        <span className="bp-input bp-input--static num" data-testid="bet-profit">
          <Private kind="amount">{p.profit}</Private> {p.coin}
        </span>
      </div>
      {p.tab === 'auto' && <AutoFields config={p.autoConfig} disabled={disabled} coin={p.coin} onChange={p.onAutoConfig} />}
      {p.tab === 'manual' && p.manualAction ? (
        p.manualAction
      ) : p.tab === 'manual' ? (
        <SteadyButton
          className="btn btn--primary btn--lg btn--block bp-submit"
          data-testid="bet-submit"
          inactive={p.loggedIn && (!controls.canBet || !p.canSubmit)}
          onClick={p.onBet}
        >
          {!p.loggedIn ? 'Log in to bet' : controls.busy ? 'Betting…' : 'Bet'}
        </SteadyButton>
      ) : controls.canStopAuto || machine.auto === 'stopping' ? (
        <button
          type="button"
          className="btn btn--lg btn--block bp-submit bp-submit--stop"
          data-testid="auto-stop"
          disabled={!controls.canStopAuto}
          onClick={p.runner.stopAuto}
        >
          {machine.auto === 'stopping' ? 'Stopping…' : 'Stop auto-bet'}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block bp-submit"
          data-testid="auto-start"
          disabled={p.loggedIn && (!controls.canStartAuto || !p.canSubmit)}
          onClick={p.onStartAuto}
        >
          {!p.loggedIn ? 'Log in to bet' : 'Start auto-bet'}
        </button>
      )}
      {/* Placed by hand only: hidden on the Auto tab and while auto-bet runs or stops. */}
      {p.tab === 'manual' && machine.auto === 'off' && p.freeBet && <FreeBetStrip {...p.freeBet} />}
      {p.runner.error && (
        <p className="bp-error" role="alert" data-testid="bet-error">
          {text(p.runner.error)}
        </p>
      )}
      {p.tab === 'auto' && (
        <p className="bp-auto-status" data-testid="auto-status" data-state={machine.auto}>
          {machine.auto !== 'off' && session
            ? `${machine.auto === 'stopping' ? 'Stopping' : 'Running'}: ${session.betsDone}${p.autoConfig.count ? ` of ${p.autoConfig.count}` : ''} bets · net ${mask('amount', formatCoin(session.netProfit))} ${p.coin}`
            : text(p.runner.autoStatus ?? 'Auto-bet is off')}
        </p>
      )}
      {p.tab === 'manual' && p.runner.autoStatus?.startsWith('Stopped') && (
        <p className="bp-auto-status" data-testid="auto-status">
          {text(p.runner.autoStatus ?? '')}
        </p>
      )}
      {p.settings}
    </aside>
  );
}
