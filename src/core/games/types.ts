import type { z } from '../zod';
import type { BalanceType, Coin } from '../currency';
import type { GameCode } from './catalog';
import type { InstantGame, InstantGameTypes } from './registry';

/** The presentation event every round ends with when it wins: the balance and win show when it lands. */
export interface WinEvent {
  type: 'win';
  multiplier: string;
  payout?: string;
}

/** The presentation event every round ends with when it loses. */
export interface LoseEvent {
  type: 'lose';
}

/** The events at which a round's outcome reaches the player (the shown balance is settled then). */
export type LandingEvent = WinEvent | LoseEvent;

/** Any game's presentation event: a tagged object; each game declares its own union (its events plus a landing). */
export interface GameEvent {
  type: string;
}

/** A player action a game's scene reports to its page (mines: a tile, cash out); a tagged object like events. */
export interface GameInput {
  type: string;
}

/** True for the win or lose event of a round. */
export function isLanding(event: GameEvent): event is LandingEvent {
  return event.type === 'win' || event.type === 'lose';
}

/** What each game module declares about itself: its bet parameters, stored outcome, presentation round and events. */
export interface GameTypeSet {
  /** The game's own fields of a bet request (stored in bets.params). */
  params: object;
  /** What the fairness stream decided (stored in bets.outcome). */
  outcome: object;
  /** What the engine needs to present one settled bet. */
  round: object;
  /** The game's presentation events (its own union, ending with a LandingEvent). */
  event: GameEvent;
  /** What the player can do on the game's stage (its own union); `never` for games played from the bet panel only. */
  input: GameInput;
  /**
   * Optional: the live state of a game played over several requests, which the page pushes to its engine between
   * settled rounds (mines: the tiles revealed so far, a move in flight, picking tiles for auto play). Absent for games
   * whose rounds settle in one request (dice, limbo, plinko).
   */
  state?: object;
}

/** The live state type of a type set (see GameTypeSet.state), `never` when the game has none. */
export type StateOfTypes<T extends GameTypeSet> = T extends { state: infer S extends object } ? S : never;

/** Parameters of a bet of game G. */
export type ParamsOf<G extends InstantGame> = InstantGameTypes[G]['params'];
/** Stored outcome of a bet of game G. */
export type OutcomeOf<G extends InstantGame> = InstantGameTypes[G]['outcome'];
/** Presentation round of game G. */
export type RoundOf<G extends InstantGame> = InstantGameTypes[G]['round'];
/** Presentation event union of game G. */
export type EventOf<G extends InstantGame> = InstantGameTypes[G]['event'];
/** Stage input union of game G (`never` when the game has none). */
export type InputOf<G extends InstantGame> = InstantGameTypes[G]['input'];
/** Live state of game G that its page pushes to the engine (`never` when the game has none). */
export type StateOf<G extends InstantGame> = StateOfTypes<InstantGameTypes[G]>;

/** The money and fairness fields every settled bet has, whatever its game. */
export interface SettledBetBase {
  id: number;
  userName: string;
  coin: Coin;
  balanceType: BalanceType;
  amount: string;
  /**
   * The multiplier paid: payout = amount × multiplier, rounded down to the coin. The game's multiplier on a win, and
   * on a loss too for a game whose every outcome pays (a plinko 0.5× bucket returns half the stake); "0" when the bet
   * paid nothing (a dice or limbo loss).
   */
  multiplier: string;
  payout: string;
  win: boolean;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  /** Only once the seed pair has been rotated. */
  serverSeed?: string;
  createdAt: string;
  /** Placed with a free bet (the house's stake: a loss cost the player nothing, a win paid beyond the stake). */
  freeBet?: true;
}

/** A settled bet of a game named N with type set T: the common fields plus the game's own parameters and outcome. */
export type SettledBetOfTypes<N extends string, T extends GameTypeSet> = SettledBetBase & {
  game: N;
  params: T['params'];
  outcome: T['outcome'];
};

/** A settled bet of game G: the common fields plus the game's own parameters and outcome. */
export type SettledBetOf<G extends InstantGame> = SettledBetOfTypes<G, InstantGameTypes[G]>;

/** A settled bet of any instant game, discriminated by `game`. */
export type AnySettledBet = { [G in InstantGame]: SettledBetOf<G> }[InstantGame];

/** What settling one bet from its stream decided, including what it pays. */
export interface Settlement<O> {
  outcome: O;
  /** The bet won: it pays more than its stake (dice, limbo: the target was beaten; plinko: a bucket above 1×). */
  win: boolean;
  /**
   * The bet's multiplier at the game's multiplierDecimals, stored in bets.multiplier: dice and limbo the multiplier a
   * win pays (also stated on a loss), plinko the bucket's.
   */
  multiplier: string;
  /**
   * The exact multiplier the bet pays (when it is paid), as numerator / denominator (decimal strings), when `multiplier` is its rounded
   * display form (mines: 0.99 * C(25, k) / C(25 - N, k)). Absent: `multiplier` is exact and is what is paid.
   */
  payoutRatio?: { readonly numerator: string; readonly denominator: string };
  /**
   * True when the bet pays stake × multiplier, false when it pays nothing. Absent: paid exactly when it wins (dice,
   * limbo). Plinko pays every bucket, 0.2× and 0.5× included, so its settlements say `paid: true`.
   */
  paid?: boolean;
}

/** True when a settlement pays stake × its multiplier (see Settlement.paid). */
export function isPaid(settlement: { win: boolean; paid?: boolean | undefined }): boolean {
  return settlement.paid ?? settlement.win;
}

/**
 * One game's rules over its name N and type set T: the contract of InstantGameDefinition, stated for any name so a
 * game outside the registry (a test's throwaway game) is typed by the same rules.
 */
export interface GameRules<N extends string, T extends GameTypeSet> {
  readonly game: N;
  /** The game's code in the games table. */
  readonly code: number;
  /** zod schema of the game's own request fields (a strict object, merged with the common bet fields). */
  readonly paramsSchema: z.ZodType<T['params']> & { readonly shape: z.ZodRawShape };
  /** Range and precision rules zod's shape does not say, with the message a player reads; null when allowed. */
  paramsError(params: T['params']): string | null;
  /** Params in their stored form (e.g. "50.5" -> "50.50"), so equal bets compare equal on an idempotent retry. */
  canonicalParams(params: T['params']): T['params'];
  /** How many 4-byte integers of the fairness stream one bet consumes. */
  readonly ints: number;
  /** The outcome, win and multiplier of a bet from its stream integers (n / 2^32 is Stake's float). */
  settle(ints: readonly number[], params: T['params']): Settlement<T['outcome']>;
  /** Decimals a multiplier of this game is shown and stored with. */
  readonly multiplierDecimals: number;
  /** Return to player as a fraction ("0.99"), from the one house edge: the house figure the catalogue states. */
  readonly rtp: string;
  /**
   * The exact return to player of these parameters when it is not `rtp` (plinko: each table's own, e.g.
   * "0.9899871826171875"); absent when every bet returns `rtp`.
   */
  rtpOf?(params: T['params']): string;
  /**
   * The outcome as shown to viewers other than the bet's player (the live feed, socket 208, another player's lookup):
   * absent shows the whole outcome. Plinko drops the path and keeps the bucket.
   */
  publicOutcome?(outcome: T['outcome']): T['outcome'];
  /** The outcome as players read it ("83.21", "2.47×"); the bet's params when the game needs them (plinko "1000×"). */
  resultText(outcome: T['outcome'], params?: T['params']): string;
  /** The bet's parameters as players read them ("> 50.50", "2.00×"). */
  paramsText(params: T['params']): string;
  /** The engine's round of a settled bet (live, replay and fixtures all go through this). */
  toRound(bet: SettledBetOfTypes<N, T>): T['round'];
  /** The presentation events of a round, ending with its win or lose event. */
  present(round: T['round']): T['event'][];
}

/**
 * One game's rules, the single source the server (settlement), the browser (panel, tables, replay) and the fairness
 * CLI all use. Adding a game adds a folder under src/core/games with one of these and a line in the registry.
 */
export interface InstantGameDefinition<G extends InstantGame> extends GameRules<G, InstantGameTypes[G]> {
  readonly code: GameCode;
}
