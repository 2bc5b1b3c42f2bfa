import { CODE, type Envelope } from '../../../src/core/api';
import type { CrashBetAnswer, CrashBetRequest, CrashBetView } from '../../../src/core/games/crash';
import * as api from '../../../src/app/games/crash/crashApi';
import { idempotencyKey } from '../../../src/app/api/bets';
import { betFailed, betSent, moveAnswered } from '../../../src/app/actions/wallet';
import type { CrashRoundView } from '../../../src/app/games/crash/crashRound';
import { NETWORK_FAILURE } from '../../../src/app/network/http';
import { setCrashMyBet } from '../../../src/app/games/crash/crashActions';
import { getState, useStore } from '../../../src/app/store';
import { mainAction, type CrashBetIntent } from './mainAction';
import { CrashAuto, type CrashAutoView } from './CrashAuto';

/** What the panel shows of the player's play on the shared round. */
export interface CrashPlayView {
  /** A bet or cash-out on its way (the buttons wait; a second click sends nothing). */
  sending: 'bet' | 'cashout' | null;
  /** The bet that goes with the next round's betting phase. */
  queued: CrashBetIntent | null;
  error: string | null;
  auto: CrashAutoView;
}

/** Message of a bet or cash-out that got neither an answer nor an error message. */
export const CRASH_FAILED = 'The request could not be completed';
let holdSeq = 0;

/**
 * The player's side of the crash round, outside React: a bet in the betting phase, a bet queued during a run (sent
 * as soon as the next round takes bets), the cash-out, and auto mode (CrashAuto). One request at a time: a click
 * while one is on its way does nothing, and each bet carries an idempotency key kept for its one quiet re-send after
 * a lost answer. Every request holds the coin's balance row (no read writes it meanwhile) and its answer is written
 * at its ledger id. The round itself comes from the store (src/app/games/crash/crashActions.ts), which this only reads.
 */
export class CrashPlay {
  private view: CrashPlayView;
  private readonly listeners = new Set<() => void>();
  private unsubscribe: (() => void) | null = null;
  readonly auto: CrashAuto;

  constructor(setAmount: (amount: string) => void = () => {}) {
    this.auto = new CrashAuto(this, setAmount, () => this.update({}));
    this.view = { sending: null, queued: null, error: null, auto: this.auto.getView() };
  }

  getView = (): CrashPlayView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(patch: Partial<CrashPlayView>): void {
    this.view = { ...this.view, ...patch, auto: this.auto.getView() };
    for (const l of this.listeners) l();
  }

  /** Follows the round: a queued bet and auto mode act when a round opens for bets or ends. */
  mount(): void {
    this.unsubscribe?.();
    this.unsubscribe = useStore.subscribe((s, prev) => {
      if (s.crash !== prev.crash) this.onRound(s.crash, prev.crash);
    });
  }

  /** The page goes away: the queue is dropped and auto mode stops (a bet already in stays on the round). */
  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.auto.stop(null);
    this.view = { ...this.view, queued: null };
  }

  private onRound(round: CrashRoundView, prev: CrashRoundView): void {
    const opened = round.phase === 'betting' && (prev.phase !== 'betting' || prev.roundId !== round.roundId);
    if (opened && this.view.queued) {
      const intent = this.view.queued;
      this.update({ queued: null });
      void this.bet(intent);
    }
    this.auto.onRound(round, opened);
  }

  /** The main button (and Space): bet, queue, cancel the queued bet or cash out, whichever the round allows now. */
  main(intent: CrashBetIntent): void {
    switch (mainAction(getState().crash, this.view.sending !== null, this.view.queued !== null)) {
      case 'bet':
        void this.bet(intent);
        break;
      case 'queue':
        this.update({ queued: intent, error: null });
        break;
      case 'cancel':
        this.update({ queued: null });
        break;
      case 'cashout':
        void this.cashout();
        break;
      default:
        break;
    }
  }

  /** Places a bet on the round taking bets; resolves with the bet, or null when it was not placed (error shown). */
  async bet(intent: CrashBetIntent): Promise<CrashBetView | null> {
    const s = getState();
    const round = s.crash;
    if (this.view.sending || round.phase !== 'betting' || (round.myBet && round.myBet.roundId === round.roundId)) return null;
    const body: CrashBetRequest = {
      coin: s.selectedCoin,
      amount: intent.amount,
      balanceType: s.amountType,
      idempotencyKey: idempotencyKey(),
      ...(intent.autoCashout ? { autoCashout: intent.autoCashout } : {}),
    };
    const answer = await this.request('bet', body.coin, body.balanceType, (options) => api.crashBet(body, options));
    return answer?.bet ?? null;
  }

  /** Cashes my bet on the running round out (the server prices it when it handles the request). */
  async cashout(): Promise<void> {
    const round = getState().crash;
    const bet = round.myBet;
    if (this.view.sending || round.phase !== 'running' || !bet || bet.state !== 'active' || bet.roundId !== round.roundId) return;
    await this.request('cashout', bet.coin, bet.balanceType, (options) => api.crashCashout(bet.roundId, options));
  }

  // Sends a money move: held row, a quiet first try and one re-send (same body, same key) after a lost answer.
  private async request(
    kind: 'bet' | 'cashout',
    coin: CrashBetRequest['coin'],
    balanceType: CrashBetRequest['balanceType'],
    call: (options?: { silent?: boolean }) => Promise<Envelope<CrashBetAnswer>>,
  ): Promise<CrashBetAnswer | null> {
    const hold = `crash-${++holdSeq}`;
    betSent(hold, coin, balanceType);
    this.update({ sending: kind, error: null });
    let env = await call({ silent: true });
    if (env.code === NETWORK_FAILURE) env = await call();
    if (env.code === CODE.OK && env.data) {
      const answer = env.data;
      moveAnswered(hold, coin, balanceType, answer.balance, answer.ledgerId);
      setCrashMyBet(answer.bet);
      this.update({ sending: null });
      return answer;
    }
    betFailed(hold, env.code !== NETWORK_FAILURE);
    this.update({ sending: null, error: env.msg || CRASH_FAILED });
    return null;
  }

  /** Shows an error in the panel (auto mode's stop reasons use the status line instead). */
  setError(error: string | null): void {
    this.update({ error });
  }
}
