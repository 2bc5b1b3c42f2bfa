import { CODE, type Envelope } from '../../../src/core/api';
import type { Coin, BalanceType } from '../../../src/core/currency';
import type { MinesRoundState, MinesSettledAnswer, SettledBetOf } from '../../../src/core/games';
import * as api from '../../../src/app/games/mines/minesApi';
import { idempotencyKey } from '../../../src/app/api/bets';
import { balanceHint, betFailed, betSent, holdForBet, landBet, moveAnswered } from '../../../src/app/actions/wallet';
import { NETWORK_FAILURE } from '../../../src/app/network/http';
import { getState } from '../../../src/app/store';
import { announceSettled } from '../../../src/app/streamer/bigWins';

/**
 * Where the manual mines game stands: no game (idle), the start on its way, a game in play waiting for a tap, a move
 * (reveal or cash-out) on its way, or the settled round presenting.
 */
export type MinesPhase = 'idle' | 'starting' | 'playing' | 'moving' | 'presenting';

/** What the page shows of the manual game. */
export interface MinesPlayView {
  phase: MinesPhase;
  /** The game in play (its revealed tiles and multipliers; never the layout), or null. */
  game: MinesRoundState | null;
  error: string | null;
  /** The last settled game that landed. */
  lastBet: SettledBetOf<'mines'> | null;
}

/** What the controller needs of the page. */
export interface MinesPlayHost {
  /** Plays the settled round on the engine; resolves when it has finished. */
  present(bet: SettledBetOf<'mines'>): Promise<void>;
  /** A settled game landed (bet tables). */
  onSettled(bet: SettledBetOf<'mines'>): void;
  /** A game found in play (resume): the panel follows its amount and mine count. */
  onResume(game: MinesRoundState): void;
}

const GAME = 'mines' as const;

/** The game as it ended: a win shows every tile it turned and its multiplier; no tile is next either way. */
const endedState = (game: MinesRoundState, bet: SettledBetOf<'mines'>): MinesRoundState =>
  bet.win ? { ...game, revealed: bet.params.tiles, multiplier: bet.multiplier, nextMultiplier: null } : { ...game, nextMultiplier: null };
const FAILED = 'The move could not be made';
let moveSeq = 0;

/**
 * The manual mines game of the page, outside React: start (the stake is debited, the answer's balance written at its
 * ledger id), reveals and the cash-out (each a held move, so no balance read lands in between), the settled round
 * presented on the engine and its payout shown when it lands. The store's bet machine is held for the whole game,
 * so the panel's fields, tabs and auto-bet stay locked while a game is in play. One move at a time: a tap while a move
 * is on its way is ignored. The games in play are read once on mount and again only after a refused move.
 */
export class MinesPlay {
  private view: MinesPlayView = { phase: 'idle', game: null, error: null, lastBet: null };
  private readonly listeners = new Set<() => void>();
  private landing: { betId: number; roundId: string; bet: SettledBetOf<'mines'>; landed: boolean } | null = null;
  private disposed = false;

  constructor(private host: MinesPlayHost) {}

  setHost(host: MinesPlayHost): void {
    this.host = host;
  }

  getView = (): MinesPlayView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(patch: Partial<MinesPlayView>): void {
    if (this.disposed) return;
    this.view = { ...this.view, ...patch };
    for (const l of this.listeners) l();
  }

  /** The page is shown (again: React may mount an effect twice). */
  mount(): void {
    this.disposed = false;
  }

  /** The page goes away: nothing more is shown; a settled round still presenting lands now. */
  dispose(): void {
    if (this.landing) this.land(this.landing.betId);
    this.disposed = true;
  }

  /**
   * Reads the games in play. Idle: resumes the one in the selected coin and balance (on mount and after a switch).
   * In play (after a refused move): refreshes that game, or frees the panel when it ended elsewhere.
   */
  resume = async (): Promise<void> => {
    if (!getState().loggedIn) return;
    const env = await api.minesActive();
    if (this.disposed || env.code !== CODE.OK || !env.data) return;
    const s = getState();
    if (this.view.phase === 'playing') {
      const id = this.view.game?.gameId;
      const game = env.data.find((g) => g.gameId === id);
      if (game) return this.update({ game });
      // The game ended elsewhere (another tab, a lost answer): free the panel; the balance is read again.
      s.betEvent(GAME, { type: 'failed' });
      this.update({ phase: 'idle', game: null });
      balanceHint();
      return;
    }
    if (this.view.phase !== 'idle') return;
    const game = env.data.find((g) => g.coin === s.selectedCoin && g.balanceType === s.amountType);
    if (!game || !s.tryStartBet(GAME, 'manual')) return;
    this.update({ phase: 'playing', game });
    this.host.onResume(game);
  };

  /** Starts a game: stakes `amount` in the selected coin with `mines` mines. */
  start = async (amount: string, mines: number): Promise<void> => {
    if (this.view.phase !== 'idle' || !getState().tryStartBet(GAME, 'manual')) return;
    const s = getState();
    const coin: Coin = s.selectedCoin;
    const balanceType: BalanceType = s.amountType;
    this.update({ phase: 'starting', error: null, game: null });
    const moveId = this.hold(coin, balanceType);
    const env = await api.minesStart({ coin, amount, balanceType, mines, idempotencyKey: idempotencyKey() });
    if (env.code === CODE.OK && env.data) {
      const game = env.data;
      moveAnswered(moveId, coin, balanceType, game.balance, game.ledgerId);
      this.update({ phase: 'playing', game });
      return;
    }
    betFailed(moveId, env.code !== NETWORK_FAILURE);
    getState().betEvent(GAME, { type: 'failed' });
    this.update({ phase: 'idle', error: env.msg || 'The game could not be started' });
    // Refused because a game is already in play (another tab): show it.
    if (env.code !== NETWORK_FAILURE) void this.resume();
  };

  /** Reveals a tile of the game in play; ignored while another move is on its way or the tile is already shown. */
  reveal = async (tile: number): Promise<void> => {
    const game = this.view.game;
    if (this.view.phase !== 'playing' || !game || game.revealed.includes(tile)) return;
    this.update({ phase: 'moving', error: null });
    const moveId = this.hold(game.coin, game.balanceType);
    const env = await api.minesReveal(game.gameId, tile);
    if (env.code === CODE.OK && env.data) {
      const answer = env.data;
      if (answer.state === 'active') {
        landBet(moveId);
        this.update({ phase: 'playing', game: answer });
      } else await this.finish(moveId, answer);
      return;
    }
    await this.refused(moveId, env);
  };

  /** Cashes the game out (after at least one safe tile). */
  cashout = async (): Promise<void> => {
    const game = this.view.game;
    if (this.view.phase !== 'playing' || !game || game.revealed.length === 0) return;
    this.update({ phase: 'moving', error: null });
    const moveId = this.hold(game.coin, game.balanceType);
    const env = await api.minesCashout(game.gameId);
    if (env.code === CODE.OK && env.data) await this.finish(moveId, env.data);
    else await this.refused(moveId, env);
  };

  /** The engine's win or lose event of a settled round landed: its payout and result show. Idempotent. */
  land = (betId?: number): void => {
    const l = this.landing;
    if (!l || l.landed || (betId !== undefined && betId !== l.betId)) return;
    l.landed = true;
    landBet(l.roundId);
    this.update({ lastBet: l.bet });
    if (this.disposed) return;
    this.host.onSettled(l.bet);
    // The result is on screen now: a big win may be celebrated from this moment.
    announceSettled({ multiplier: l.bet.multiplier, payout: l.bet.payout, coin: l.bet.coin, win: l.bet.win });
  };

  private hold(coin: Coin, balanceType: BalanceType): string {
    const id = `mines-${++moveSeq}`;
    betSent(id, coin, balanceType);
    return id;
  }

  private async finish(moveId: string, answer: MinesSettledAnswer): Promise<void> {
    const bet = answer.bet;
    holdForBet(moveId, answer);
    getState().betEvent(GAME, { type: 'settled' });
    this.landing = { betId: bet.id, roundId: moveId, bet, landed: false };
    this.update({ phase: 'presenting', game: this.view.game && endedState(this.view.game, bet) });
    try {
      await this.host.present(bet);
    } catch (e) {
      console.warn('presentation failed', e);
    }
    // Without an engine, or one that never emits win/lose, the round lands when its presentation ends.
    this.land(bet.id);
    this.landing = null;
    getState().betEvent(GAME, { type: 'presented' });
    this.update({ phase: 'idle', game: null });
  }

  private async refused(moveId: string, env: Envelope<unknown>): Promise<void> {
    betFailed(moveId, env.code !== NETWORK_FAILURE);
    this.update({ phase: 'playing', error: env.msg || FAILED });
    // The move may have happened (a lost answer) or the game may have ended elsewhere: read it again, once.
    await this.resume();
  }
}
