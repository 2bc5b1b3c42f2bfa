import type { Envelope } from '../../core/api';
import { CODE } from '../../core/api';
import type { BetResponse, InstantGame } from '../../core/bets';
import type { SettledBetOf } from '../../core/games/types';
import type { BalanceType, Coin } from '../../core/currency';
import { formatCoin } from '../../core/format';
import { idempotencyKey } from '../api/bets';
import { NETWORK_FAILURE, type CallOptions } from '../network/http';
import { getState } from '../store';
import { storage } from '../storage/storage';
import { toastError, toastSuccess, toastWarning } from '../actions/toast';
import { betFailed, betSent, holdForBet, landBet } from '../actions/wallet';
import { announceSettled } from '../streamer/bigWins';
import { roundsOf, type BetSource } from './betMachine';
import { applyResult, exceedsBalance, startSession, stopMessage, type AutoConfig, type AutoSession, type AutoStopReason } from './autoBet';

/** Session-storage key marking a running auto-bet: found at mount, it means the page was reloaded mid-run. */
export const autoFlagKey = (game: InstantGame) => `autoRunning_${game}`;
/** Notice after a reload stopped auto-bet. */
export const RELOAD_NOTICE = 'Auto-bet stopped because the page reloaded';
/** Message of a bet that got neither a settled bet nor an error message. */
export const BET_FAILED = 'The bet could not be placed';

/**
 * Fewest milliseconds between the starts of two auto-bets. The server takes at most 20 bets a second from a player
 * (BET_RATE_LIMIT_MAX per BET_RATE_LIMIT_WINDOW_SEC); an instant run on a fast connection would go past that and stop
 * on "Too many bets". 60 ms keeps any one-second window at 17 bets or fewer.
 */
export const AUTO_BET_MIN_INTERVAL_MS = 60;

/** Options of the bet runner. */
export interface BetRunnerOptions<G extends InstantGame = InstantGame> {
  game: InstantGame;
  coin: Coin;
  balanceType: BalanceType;
  decimals: number;
  /**
   * Sends one bet with its idempotency key. The runner passes `{ silent: true }` on the first attempt: a lost answer
   * is re-sent once with the same key before anything is reported (forward it to the api call to keep that quiet).
   */
  send(amount: string, key: string, options?: CallOptions): Promise<Envelope<BetResponse<G>>>;
  /** Plays a settled bet; resolves when its presentation has finished. */
  present(bet: SettledBetOf<G>): Promise<void>;
  /** The amount field follows the auto-bet amount. */
  setAmount(amount: string): void;
  /** A bet reached its win/lose moment (bet tables prepend it). */
  onSettled?(bet: SettledBetOf<G>): void;
  /** Most rounds in flight at once (sent or presenting); dice and limbo 1 (the default), plinko more. */
  maxConcurrentRounds?: number;
}

/** What the panel shows besides the machine (which the store holds). */
export interface BetRunnerView<G extends InstantGame = InstantGame> {
  /** The last round that landed. */
  lastBet: SettledBetOf<G> | null;
  /** Why the last bet failed, or null. */
  error: string | null;
  /** The auto-bet line when it is not running ("Stopped: 10 bets done"). */
  autoStatus: string | null;
  autoSession: AutoSession | null;
}

/** How a bet attempt ended: refused by the machine, failed, or settled (with its landing and its end). */
export type BetOutcome<G extends InstantGame = InstantGame> =
  | { refused: true }
  | { error: string }
  | {
      bet: SettledBetOf<G>;
      /** Resolves when the round's win or lose landed (balance and result shown). */
      landed: Promise<void>;
      /** Resolves when its presentation has finished and the machine has freed its slot. */
      finished: Promise<void>;
    };

/** Time and key sources, replaceable in tests. */
export interface BetRunnerDeps {
  now(): number;
  sleep(ms: number): Promise<void>;
  newKey(): string;
}

const defaultDeps: BetRunnerDeps = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  newKey: idempotencyKey,
};

// The flag is read once per page load (a reload restarts the module); the notice is toasted once.
const reloadState = new Map<InstantGame, 'stopped' | 'told' | 'none'>();

/** True when this page load found the auto-bet flag of a game (the page reloaded while auto-bet ran). */
export function reloadStopped(game: InstantGame): boolean {
  if (!reloadState.has(game)) {
    const key = autoFlagKey(game);
    const found = storage.get(key) !== null;
    storage.remove(key);
    reloadState.set(game, found ? 'stopped' : 'none');
  }
  return reloadState.get(game) === 'stopped';
}

/** Takes the reload notice of a game once (true the first time after a reload stopped auto-bet). */
export function takeReloadNotice(game: InstantGame): boolean {
  if (reloadState.get(game) !== 'stopped') return false;
  reloadState.set(game, 'told');
  return true;
}

/** Forgets what this page load found (tests). */
export function resetReloadState(): void {
  reloadState.clear();
}

interface Round<G extends InstantGame> {
  id: string;
  generation: number;
  bet: SettledBetOf<G> | null;
  landed: boolean;
  finished: boolean;
  onLanded: () => void;
  onFinished: () => void;
  landedP: Promise<void>;
  finishedP: Promise<void>;
}

let roundSeq = 0;

/**
 * Runs manual and auto bets of one game page, outside React: the store's machine decides synchronously whether a
 * bet may be sent; the answer holds the shown balance; the presentation's landing (land) shows the payout; the end of
 * the presentation frees the round's slot. A bet keeps its idempotency key until its answer is known and is re-sent
 * once with it when no answer came (network failure or time-out), never after an answer with an error code.
 */
export class BetRunner<G extends InstantGame = InstantGame> {
  private opts: BetRunnerOptions<G>;
  private readonly deps: BetRunnerDeps;
  private view: BetRunnerView;
  private readonly listeners = new Set<() => void>();
  private readonly rounds = new Map<string, Round<G>>();
  private generation = 0;
  private active = false;
  private autoLive = false;
  private stopRequested = false;

  constructor(options: BetRunnerOptions<G>, deps: Partial<BetRunnerDeps> = {}) {
    this.opts = options;
    this.deps = { ...defaultDeps, ...deps };
    this.view = {
      lastBet: null,
      error: null,
      autoStatus: reloadStopped(options.game) ? `Stopped: ${RELOAD_NOTICE.toLowerCase()}` : null,
      autoSession: null,
    };
  }

  /** Takes the page's latest options (callbacks, coin, amount setter). */
  setOptions(options: BetRunnerOptions<G>): void {
    this.opts = options;
  }

  /** The current view (same object until something changes). */
  getView = (): BetRunnerView => this.view;

  /** Listens to view changes; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(patch: Partial<BetRunnerView>): void {
    this.view = { ...this.view, ...patch };
    for (const l of this.listeners) l();
  }

  private get cap(): number {
    return Math.max(1, Math.floor(this.opts.maxConcurrentRounds ?? 1));
  }

  /** The page is shown: the game's machine starts at rest with its cap. */
  mount(): void {
    this.generation += 1;
    this.active = true;
    this.stopRequested = false;
    getState().initBetMachine(this.opts.game, this.cap);
  }

  /**
   * The page goes away: auto-bet ends (no reload notice next time), every round lands now (its balance shows) and
   * the machine is put back at rest. A bet still on its way lands as soon as its answer arrives.
   */
  dispose(): void {
    if (!this.active) return;
    this.active = false;
    this.stopRequested = true;
    if (this.autoLive) storage.remove(autoFlagKey(this.opts.game));
    for (const round of [...this.rounds.values()]) {
      this.landRound(round);
      this.finishRound(round);
    }
    getState().initBetMachine(this.opts.game, this.cap);
  }

  /** Shows or clears the panel's error line. */
  setError = (error: string | null): void => {
    if (this.view.error !== error) this.update({ error });
  };

  // Sends with one re-send on a lost answer, keeping the key: the server answers a repeated key from the bet it
  // already settled, so a bet that reached it is never placed twice, and one that did not is placed once.
  private async sendOnce(amount: string): Promise<Envelope<BetResponse<G>>> {
    const key = this.deps.newKey();
    const first = await this.opts.send(amount, key, { silent: true });
    if (first.code !== NETWORK_FAILURE) return first;
    return this.opts.send(amount, key);
  }

  /** Places one bet (the player's unless `source` says auto); resolves once its answer is known. */
  place = async (amount: string, source: BetSource = 'manual'): Promise<BetOutcome<G>> => {
    const { game, coin, balanceType } = this.opts;
    if (!this.active || !getState().tryStartBet(game, source)) return { refused: true };
    const generation = this.generation;
    const round = this.newRound(generation);
    betSent(round.id, coin, balanceType);
    this.setError(null);
    let env: Envelope<BetResponse<G>>;
    try {
      env = await this.sendOnce(amount);
    } catch (e) {
      // send is expected never to throw (the http layer returns envelopes); a throwing one counts as no answer.
      console.warn('bet send failed', e);
      env = { code: NETWORK_FAILURE, msg: '', data: null };
    }
    const current = generation === this.generation && this.active;
    if (env.code !== CODE.OK || !env.data) {
      const message = env.msg || BET_FAILED;
      this.rounds.delete(round.id);
      if (current) getState().betEvent(game, { type: 'failed' });
      betFailed(round.id, env.code !== NETWORK_FAILURE);
      if (current) this.setError(message);
      return { error: message };
    }
    const { bet } = env.data;
    round.bet = bet;
    if (current) getState().betEvent(game, { type: 'settled' });
    // Until the presentation lands, the wallet shows the stake taken and the win not yet added.
    holdForBet(round.id, env.data);
    if (!current) {
      // The page went away while the bet was on its way: nothing will present it.
      this.landRound(round);
      this.finishRound(round);
    } else {
      void this.opts
        .present(bet)
        .catch((e: unknown) => console.warn('presentation failed', e))
        .then(() => {
          // Without an engine, or one that never emits win/lose, the round lands when its presentation ends.
          this.landRound(round);
          this.finishRound(round);
        });
    }
    return { bet, landed: round.landedP, finished: round.finishedP };
  };

  /** Places a manual bet and resolves when its presentation has finished (or it failed or was refused). */
  bet = async (amount: string): Promise<void> => {
    const r = await this.place(amount, 'manual');
    if ('bet' in r) await r.finished;
  };

  /**
   * A round's win or lose event landed (isLanding): its payout and result show now. With a bet id that round, else the
   * oldest answered round not landed yet. Idempotent.
   */
  land = (betId?: number): void => {
    let target: Round<G> | undefined;
    for (const round of this.rounds.values()) {
      if (round.landed || !round.bet) continue;
      if (betId === undefined || round.bet.id === betId) {
        target = round;
        break;
      }
    }
    if (target) this.landRound(target);
  };

  private newRound(generation: number): Round<G> {
    let onLanded = () => {};
    let onFinished = () => {};
    const landedP = new Promise<void>((resolve) => (onLanded = resolve));
    const finishedP = new Promise<void>((resolve) => (onFinished = resolve));
    const round: Round<G> = {
      id: `round-${++roundSeq}`,
      generation,
      bet: null,
      landed: false,
      finished: false,
      onLanded,
      onFinished,
      landedP,
      finishedP,
    };
    this.rounds.set(round.id, round);
    return round;
  }

  private landRound(round: Round<G>): void {
    if (round.landed || !round.bet) return;
    round.landed = true;
    landBet(round.id);
    round.onLanded();
    if (round.generation !== this.generation || !this.active) return;
    this.update({ lastBet: round.bet });
    this.opts.onSettled?.(round.bet);
    // The result is on screen now: a big win may be celebrated from this moment, not from the server's answer.
    const { multiplier, payout, coin, win } = round.bet;
    announceSettled({ multiplier, payout, coin, win });
  }

  private finishRound(round: Round<G>): void {
    if (round.finished) return;
    round.finished = true;
    this.rounds.delete(round.id);
    if (round.generation === this.generation && this.active) getState().betEvent(this.opts.game, { type: 'presented' });
    round.onFinished();
  }

  // Resolves once the machine has room for another round (at once below the cap).
  private async slotFree(): Promise<void> {
    for (;;) {
      const machine = getState().betMachines[this.opts.game];
      if (!machine || roundsOf(machine) < machine.cap) return;
      const waiting = [...this.rounds.values()].map((r) => r.finishedP);
      if (waiting.length === 0) return;
      await Promise.race(waiting);
    }
  }

  private finishAuto(reason: AutoStopReason): void {
    this.autoLive = false;
    storage.remove(autoFlagKey(this.opts.game));
    if (!this.active) return;
    getState().betEvent(this.opts.game, { type: 'autoDone' });
    const text = stopMessage(reason, this.opts.coin, (a) => formatCoin(a));
    this.update({ autoStatus: text });
    if (reason.kind === 'profit' || reason.kind === 'count') toastSuccess(text, 'Auto-bet');
    else if (reason.kind === 'error') toastError(text, 'Auto-bet');
    else if (reason.kind !== 'user') toastWarning(text, 'Auto-bet');
  }

  /**
   * Runs auto-bet from an amount until a stop rule, a failure or stopAuto. Bets start at least
   * AUTO_BET_MIN_INTERVAL_MS apart; with a cap of 1 each waits for the previous presentation (and the next amount
   * follows the landed round), with a higher cap the next bet is sent once the previous answer is known and a slot
   * is free, so presentations overlap.
   */
  startAuto = async (config: AutoConfig, amount: string, balance: () => string): Promise<void> => {
    const { game } = this.opts;
    if (this.autoLive || !this.active || !getState().betEvent(game, { type: 'autoStart' })) return;
    this.autoLive = true;
    this.stopRequested = false;
    storage.set(autoFlagKey(game), '1');
    let session = startSession(amount);
    this.update({ autoStatus: 'Running', autoSession: session });
    let lastStart = Number.NEGATIVE_INFINITY;
    for (;;) {
      const wait = lastStart + AUTO_BET_MIN_INTERVAL_MS - this.deps.now();
      if (wait > 0) await this.deps.sleep(wait);
      await this.slotFree();
      if (this.stopRequested || !this.active) return this.finishAuto({ kind: 'user' });
      if (exceedsBalance(session.amount, balance())) return this.finishAuto({ kind: 'balance' });
      lastStart = this.deps.now();
      const r = await this.place(session.amount, 'auto');
      if ('refused' in r) return this.finishAuto({ kind: 'user' });
      if ('error' in r) return this.finishAuto({ kind: 'error', message: r.error });
      if (this.cap === 1) await r.finished;
      const step = applyResult(config, session, r.bet, this.opts.decimals);
      session = step.session;
      if (this.active) {
        this.update({ autoSession: session });
        this.opts.setAmount(session.amount);
      }
      if (step.stop) return this.finishAuto(step.stop);
    }
  };

  /** Asks auto-bet to stop; the rounds in flight finish. */
  stopAuto = (): void => {
    if (!this.autoLive) return;
    this.stopRequested = true;
    getState().betEvent(this.opts.game, { type: 'autoStop' });
    this.update({ autoStatus: 'Stopping after this bet' });
  };
}
