import type { HouseGame } from './catalog';
import type { InstantGame } from './registry';
import type { LiveCrashBet, SettledCrashBet } from './crash/api';

/**
 * The live games: one round shared by every player, run by the server's loop and followed over the socket (crash).
 * Every house game is either an instant game (the registry) or a live game: a game in neither is a compile error here.
 */
export const LIVE_GAMES = ['crash'] as const;

/** A game played as a shared live round. */
export type LiveGame = (typeof LIVE_GAMES)[number];

/** True for the name of a live game. */
export function isLiveGame(value: unknown): value is LiveGame {
  return typeof value === 'string' && (LIVE_GAMES as readonly string[]).includes(value);
}

/**
 * Each live game's settled bet as the bet lists show it (a bets row like any game's, with its round's facts instead of
 * seeds) and as the live feed carries it: a live game missing here is a compile error below.
 */
export interface LiveGameBets {
  crash: { settled: SettledCrashBet; live: LiveCrashBet };
}

/** A settled bet of any live game. */
export type LiveGameBet = LiveGameBets[LiveGame]['settled'];
/** A live game's bet in the live feed. */
export type LiveGameFeedBet = LiveGameBets[LiveGame]['live'];

type MissingBets = Exclude<LiveGame, keyof LiveGameBets>;
const everyLiveGameHasBets: [MissingBets] extends [never] ? true : never = true;
void everyLiveGameHasBets;

// Compile-time: the house games are exactly the instant games plus the live games.
type Uncovered = Exclude<HouseGame, InstantGame | LiveGame>;
const everyHouseGameHasAPage: [Uncovered] extends [never] ? true : never = true;
void everyHouseGameHasAPage;
