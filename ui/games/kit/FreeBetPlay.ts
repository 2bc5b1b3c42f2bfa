import { CODE, type Envelope } from '../../../src/core/api';
import type { BetResponse } from '../../../src/core/bets';
import type { BetRequestOf, InstantGame, ParamsOf, SettledBetOf } from '../../../src/core/games';
import type { FreeBetView } from '../../../src/core/promotions/types';
import { idempotencyKey, placeBet } from '../../../src/app/api/bets';
import { betFailed, betSent, holdForBet, landBet } from '../../../src/app/actions/wallet';
import { BET_FAILED } from '../../../src/app/games/betRunner';
import { NETWORK_FAILURE } from '../../../src/app/network/http';
import { getState } from '../../../src/app/store';
import { freeBetWon } from './params';

/** What the page shows of its free bets. */
export interface FreeBetPlayView {
  /** A free bet's request is on its way: the strip's button waits, so a double press spends one free bet. */
  sending: boolean;
  /** Ids of the bets placed with free bets on this page, newest first: their result says they were free. */
  betIds: readonly number[];
}

/** What the free-bet play needs of the page. */
export interface FreeBetPlayHost<G extends InstantGame> {
  /** Plays a settled bet on the engine; resolves when its presentation has finished. */
  present(bet: SettledBetOf<G>): Promise<void>;
  /** A free bet's round landed (result chip, bet tables). */
  onSettled(bet: SettledBetOf<G>): void;
  /** The panel's bet error line (a refusal's message, or null to clear it). */
  setError(message: string | null): void;
}

interface FreeRound<G extends InstantGame> {
  roundId: string;
  generation: number;
  bet: SettledBetOf<G>;
  landed: boolean;
}

/** Bet ids remembered as free bets (more than the bet tables list). */
const KEPT_IDS = 50;
let roundSeq = 0;

/**
 * The bets a page places with the player's free bets, outside React: one press, one manual bet of the free bet's coin
 * and amount from the DEPOSIT balance with its `freeBetId`, whatever coin and amount the panel shows. It goes through
 * the store's bet machine like a manual bet (so the Bet button, auto-bet and the tabs wait for it, and nothing is sent
 * while auto-bet runs), holds the balance row of its coin, and is presented and landed like any bet. The house staked
 * it: until the round lands, the shown balance is the one before the bet (no stake taken, the win held back). A lost
 * answer is re-sent once with the same idempotency key, as the bet runner does.
 */
export class FreeBetPlay<G extends InstantGame> {
  private view: FreeBetPlayView = { sending: false, betIds: [] };
  private readonly listeners = new Set<() => void>();
  /** Answered rounds not landed yet, by bet id. */
  private readonly rounds = new Map<number, FreeRound<G>>();
  private generation = 0;
  private active = false;

  constructor(
    private readonly game: G,
    private host: FreeBetPlayHost<G>,
  ) {}

  setHost(host: FreeBetPlayHost<G>): void {
    this.host = host;
  }

  getView = (): FreeBetPlayView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(patch: Partial<FreeBetPlayView>): void {
    this.view = { ...this.view, ...patch };
    for (const l of this.listeners) l();
  }

  /** The page is shown (again: React may mount an effect twice). */
  mount(): void {
    this.generation += 1;
    this.active = true;
  }

  /** The page goes away: a round still presenting lands now (its balance shows); the machine is the runner's to reset. */
  dispose(): void {
    if (!this.active) return;
    this.active = false;
    for (const round of [...this.rounds.values()]) this.landRound(round);
    this.rounds.clear();
  }

  /**
   * Places one bet with `freeBet` and the game's `params` (as a request carries them). Ignored while a free bet is on
   * its way, or when the machine takes no manual bet now. Resolves when its presentation has finished (or it failed).
   */
  use = async (freeBet: FreeBetView, params: ParamsOf<G>): Promise<void> => {
    if (this.view.sending || !this.active || !getState().tryStartBet(this.game, 'manual')) return;
    const generation = this.generation;
    const roundId = `free-bet-${++roundSeq}`;
    betSent(roundId, freeBet.coin, 'DEPOSIT');
    this.update({ sending: true });
    this.host.setError(null);
    const body = {
      coin: freeBet.coin,
      amount: freeBet.amount,
      balanceType: 'DEPOSIT',
      freeBetId: freeBet.id,
      idempotencyKey: idempotencyKey(),
      ...params,
    } as BetRequestOf<G>;
    const env = await this.send(body);
    const current = generation === this.generation && this.active;
    if (env.code !== CODE.OK || !env.data) {
      if (current) getState().betEvent(this.game, { type: 'failed' });
      betFailed(roundId, env.code !== NETWORK_FAILURE);
      this.update({ sending: false });
      if (current) this.host.setError(env.msg || BET_FAILED);
      return;
    }
    const { bet } = env.data;
    getState().spendFreeBet(freeBet.id);
    holdForBet(roundId, env.data);
    // The answer's balance has the win in it and no stake out: holding back the win alone shows the balance as it was
    // before the bet until the round lands (holding the payout, as for a paid stake, would dip it by the stake).
    getState().answerRound(roundId, freeBetWon(bet).toFixed());
    const round: FreeRound<G> = { roundId, generation, bet, landed: false };
    this.update({ sending: false, betIds: [bet.id, ...this.view.betIds].slice(0, KEPT_IDS) });
    if (!current) return this.landRound(round);
    getState().betEvent(this.game, { type: 'settled' });
    this.rounds.set(bet.id, round);
    try {
      await this.host.present(bet);
    } catch (e) {
      console.warn('presentation failed', e);
    }
    // Without an engine, or one that never emits win/lose, the round lands when its presentation ends.
    this.landRound(round);
    this.rounds.delete(bet.id);
    if (generation === this.generation && this.active) getState().betEvent(this.game, { type: 'presented' });
  };

  /** A round's win or lose event landed: with a bet id that free bet's round, else the oldest one. Idempotent. */
  land = (betId?: number): void => {
    const round = betId === undefined ? [...this.rounds.values()].find((r) => !r.landed) : this.rounds.get(betId);
    if (round) this.landRound(round);
  };

  private landRound(round: FreeRound<G>): void {
    if (round.landed) return;
    round.landed = true;
    landBet(round.roundId);
    if (round.generation === this.generation && this.active) this.host.onSettled(round.bet);
  }

  // The first try is silent; after no answer at all the same bet (same key) is sent once more, which the server
  // answers from the bet it already settled if the first one reached it.
  private async send(body: BetRequestOf<G>): Promise<Envelope<BetResponse<G>>> {
    try {
      const first = await placeBet(this.game, body, { silent: true });
      if (first.code !== NETWORK_FAILURE) return first;
      return await placeBet(this.game, body);
    } catch (e) {
      console.warn('free bet send failed', e);
      return { code: NETWORK_FAILURE, msg: '', data: null };
    }
  }
}
