/** Channel that marks the in-house games. */
export const HOUSE_CHANNEL = 'HS-GAME';

/** In-house game codes (spec section 2). */
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

/** The code of an in-house game name. */
export function gameCodeOf(name: HouseGame): GameCode {
  const entry = Object.entries(GAME_CODES).find(([, n]) => n === name);
  return Number(entry![0]) as GameCode;
}

/** Catalogue facts the lobby shows for each in-house game. */
export const HOUSE_GAME_INFO: Record<HouseGame, { title: string; tagline: string; maxBetAmount: string; houseEdge: string }> = {
  crash: { title: 'Crash', tagline: 'Cash out before the curve busts', maxBetAmount: '10000', houseEdge: '0.01' },
  plinko: { title: 'Plinko', tagline: 'Drop the ball, ride the pegs', maxBetAmount: '10000', houseEdge: '0.01' },
  dice: { title: 'Dice', tagline: 'Roll over or under your target', maxBetAmount: '10000', houseEdge: '0.01' },
  limbo: { title: 'Limbo', tagline: 'Pick a multiplier, beat the house', maxBetAmount: '10000', houseEdge: '0.01' },
  mines: { title: 'Mines', tagline: 'Find the gems, dodge the mines', maxBetAmount: '10000', houseEdge: '0.01' },
};
