/** Channel that marks the in-house games. */
export const HOUSE_CHANNEL = 'HS-GAME';

/** In-house game codes: 10001 crash, 10002 plinko, 10003 dice, 10004 limbo, 10005 mines. */
export const GAME_CODES = {
  10001: 'crash',
  10002: 'plinko',
  10003: 'dice',
  10004: 'limbo',
  10005: 'mines',
} as const;

/** A game code. */
export type GameCode = keyof typeof GAME_CODES;
/** An in-house game name. */
export type HouseGame = (typeof GAME_CODES)[GameCode];

/** Game names in catalogue order. */
export const HOUSE_GAMES: readonly HouseGame[] = ['crash', 'plinko', 'dice', 'limbo', 'mines'];

/** The games the lobby invites a newcomer to first, the first of them above all (its hero, the empty win tables). */
export const FEATURED_GAMES: readonly [HouseGame, ...HouseGame[]] = ['crash', 'dice'];

/** True for an in-house game name. */
export function isHouseGame(value: unknown): value is HouseGame {
  return typeof value === 'string' && (HOUSE_GAMES as readonly string[]).includes(value);
}

/** The code of an in-house game name. */
export function gameCodeOf(name: HouseGame): GameCode {
  const entry = Object.entries(GAME_CODES).find(([, n]) => n === name);
  return Number(entry![0]) as GameCode;
}

/**
 * The house edge of every in-house game, as a fraction: the one source that settlement, the bet panels, the seeded
 * `games.house_edge` column and the config answers all read. A game returns 1 - HOUSE_EDGE of its stakes (RTP 99%).
 */
export const HOUSE_EDGE = '0.01';

/** Catalogue facts the lobby shows for each in-house game (USD bet limits; the edge is HOUSE_EDGE for all). */
export const HOUSE_GAME_INFO: Record<
  HouseGame,
  { title: string; tagline: string; minBetAmount: string; maxBetAmount: string; houseEdge: string }
> = {
  crash: { title: 'Crash', tagline: 'Cash out before the curve busts', minBetAmount: '0.01', maxBetAmount: '10000', houseEdge: HOUSE_EDGE },
  plinko: { title: 'Plinko', tagline: 'Drop the ball, ride the pegs', minBetAmount: '0.01', maxBetAmount: '10000', houseEdge: HOUSE_EDGE },
  dice: { title: 'Dice', tagline: 'Roll over or under your target', minBetAmount: '0.01', maxBetAmount: '10000', houseEdge: HOUSE_EDGE },
  limbo: {
    title: 'Limbo',
    tagline: 'Pick a multiplier, beat the house',
    minBetAmount: '0.01',
    maxBetAmount: '10000',
    houseEdge: HOUSE_EDGE,
  },
  mines: { title: 'Mines', tagline: 'Find the gems, dodge the mines', minBetAmount: '0.01', maxBetAmount: '10000', houseEdge: HOUSE_EDGE },
};
