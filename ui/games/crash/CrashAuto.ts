import type { CrashBetView } from '../../../src/core/games/crash';
import { formatCoin } from '../../../src/core/format';
import {
  applyResult,
  exceedsBalance,
  startSession,
  stopMessage,
  type AutoConfig,
  type AutoSession,
  type AutoStopReason,
} from '../../../src/app/games/autoBet';
import { settledAtCrash, type CrashRoundView } from '../../../src/app/games/crash/crashRound';
import { getState } from '../../../src/app/store';
import type { CrashBetIntent } from './mainAction';

/** What the panel shows of auto mode. */
export interface CrashAutoView {
  on: boolean;
  session: AutoSession | null;
  /** The line once it stopped ("Stopped: 10 bets done"), or null. */
  status: string | null;
}

/** How auto mode was started. */
export interface CrashAutoStart {
  config: AutoConfig;
  /** The first bet's amount and the auto cash-out target every bet carries (required). */
  intent: CrashBetIntent;
  decimals: number;
  coin: string;
  /** The balance the next bet is checked against. */
  balance(): string;
}

/** What auto mode needs of the page's play. */
export interface CrashBettor {
  bet(intent: CrashBetIntent): Promise<CrashBetView | null>;
  getView(): { error: string | null };
}

/** Text of a start without an auto cash-out target. */
export const AUTO_NEEDS_TARGET = 'Auto mode needs an auto cash-out target';

/**
 * Crash auto mode: one bet per round, placed when the round opens for bets, with the auto cash-out target; when the
 * round ends its result goes through the same rules as every game's auto-bet (src/app/games/autoBet.ts: on win / on
 * loss, stop on profit / loss, number of bets). It stops on a refused bet or when the next amount is more than the
 * balance. A voided round (refunded) does not count.
 */
export class CrashAuto {
  private run: (CrashAutoStart & { session: AutoSession; bet: CrashBetView | null; placing: boolean }) | null = null;
  private status: string | null = null;
  private view: CrashAutoView = { on: false, session: null, status: null };

  constructor(
    private readonly bettor: CrashBettor,
    private readonly setAmount: (amount: string) => void,
    private readonly changed: () => void,
  ) {}

  getView = (): CrashAutoView => this.view;

  private publish(): void {
    this.view = { on: this.run !== null, session: this.run?.session ?? null, status: this.status };
    this.changed();
  }

  /** Starts auto mode; false without an auto target. The first bet goes now if the round takes bets, else next round. */
  start(start: CrashAutoStart): boolean {
    if (this.run || !start.intent.autoCashout) return false;
    this.run = { ...start, session: startSession(start.intent.amount), bet: null, placing: false };
    this.status = null;
    this.publish();
    const round = getState().crash;
    const mine = round.myBet && round.myBet.roundId === round.roundId;
    if (round.phase === 'betting' && !mine) void this.place();
    return true;
  }

  /** Stops auto mode; the reason's line shows in the panel (null: stopped quietly, the page went away). */
  stop(reason: AutoStopReason | null): void {
    const run = this.run;
    if (!run) return;
    this.run = null;
    if (reason) this.status = stopMessage(reason, run.coin, (a) => formatCoin(a));
    this.publish();
  }

  /** The round moved: the bet's round ended (its result counts), or a round opened for bets (the next bet goes). */
  onRound(round: CrashRoundView, opened: boolean): void {
    const run = this.run;
    if (!run) return;
    const bet = run.bet;
    if (bet && bet.roundId === round.roundId && (round.phase === 'crashed' || round.phase === 'voided')) {
      const shown = round.myBet && round.myBet.id === bet.id ? round.myBet : bet;
      // Settled by the crash rules whatever the store had time to learn (a bet still shown active lost, or was paid at its target).
      if (round.phase === 'voided') this.settle(shown.state === 'active' ? { ...shown, state: 'refunded' } : shown);
      else this.settle(settledAtCrash(shown, round.crashPoint) ?? shown);
    } else if (bet && round.roundId !== null && round.roundId > bet.roundId) {
      // The end of the bet's round was missed (a reconnect): its crash point is in the history.
      const entry = round.history.find((h) => h.roundId === bet.roundId);
      if (entry) this.settle(settledAtCrash(bet, entry.crashPoint)!);
      else this.stop({ kind: 'error', message: 'the result of the last round is unknown' });
    }
    if (this.run && opened && !this.run.bet && !this.run.placing) void this.place();
  }

  private settle(bet: CrashBetView): void {
    const run = this.run!;
    run.bet = null;
    if (bet.state === 'refunded' || bet.state === 'active') return this.publish();
    const step = applyResult(
      run.config,
      run.session,
      { win: bet.state === 'cashed', amount: bet.amount, payout: bet.payout },
      run.decimals,
    );
    run.session = step.session;
    this.setAmount(step.session.amount);
    if (step.stop) this.stop(step.stop);
    else this.publish();
  }

  private async place(): Promise<void> {
    const run = this.run!;
    if (exceedsBalance(run.session.amount, run.balance())) return this.stop({ kind: 'balance' });
    run.placing = true;
    const bet = await this.bettor.bet({ amount: run.session.amount, autoCashout: run.intent.autoCashout });
    run.placing = false;
    if (this.run !== run) return;
    if (bet) {
      run.bet = bet;
      this.publish();
    } else this.stop({ kind: 'error', message: this.bettor.getView().error ?? 'the bet was refused' });
  }
}
