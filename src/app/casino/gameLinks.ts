import { encodeCasinoToken } from '../../core/casinoToken';
import type { DeviceClass } from '../../core/device';
import { GAME_CODES, isHouseGame, type GameCode, type HouseGame } from '../../core/games/catalog';

/** What a link to a game needs: its catalogue code and games-row name, and its aggregator when the list says it. */
export interface GameRef {
  gameCode: number;
  /** A house game's route name, or `<aggregator>:<id>` for a third-party game. */
  gameName: string;
  aggregator?: string | null;
}

/** The house game a reference names, or null for a third-party game. */
export function houseGameOf(game: GameRef): HouseGame | null {
  if (game.aggregator) return null;
  if (isHouseGame(game.gameName)) return game.gameName;
  return Object.hasOwn(GAME_CODES, game.gameCode) ? GAME_CODES[game.gameCode as GameCode] : null;
}

/** The aggregator of a third-party game: the list's field, else the games-row name's prefix (played games have no field). */
export function aggregatorOf(game: GameRef): string {
  if (game.aggregator) return game.aggregator;
  const colon = game.gameName.indexOf(':');
  return colon > 0 ? game.gameName.slice(0, colon) : '';
}

/** The desktop page of a third-party game: /casino/{token of code, aggregator and demo flag}. */
export function casinoTokenPath(gameCode: number | string, aggregator: string, demo: boolean): string {
  return `/casino/${encodeCasinoToken({ gameCode: String(gameCode), arg: aggregator, demo })}`;
}

/** The phone page of a third-party game: /casino/gameInfo?id= (demo=1 when it opens in demo). */
export function casinoInfoPath(gameCode: number, demo: boolean): string {
  return `/casino/gameInfo?id=${gameCode}${demo ? '&demo=1' : ''}`;
}

/**
 * Where a game opens (the spec's device-class rule): a house game on its own page, a third-party game on the phone
 * page for a mobile device and on the desktop page for a tablet or a computer.
 */
export function gameHref(game: GameRef, device: DeviceClass, demo = false): string {
  const house = houseGameOf(game);
  if (house) return `/game/${house}`;
  return device === 'mobile' ? casinoInfoPath(game.gameCode, demo) : casinoTokenPath(game.gameCode, aggregatorOf(game), demo);
}
