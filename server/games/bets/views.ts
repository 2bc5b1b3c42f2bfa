import type { HouseBet, InstantGame, LiveHouseBet, LiveSettledBet, SettledBet } from '../../../src/core/bets';
import { isLiveGame, LIVE_GAMES, type OutcomeOf } from '../../../src/core/games';
import { gameNames, LIVE_SERVER_GAMES, liveServerGame, serverGame, type ServerGames } from '../registry';
import { liveView, settledView, type BetRow, type BetRowOf, type GameView, type RoundBetRow } from './betView';

// Every bets row as the API shows it: an instant game's through its registry entry (seeds, params, outcome), a live
// game's through its bet reader (its round instead of a seed pair). The lists read both kinds with one statement.

const LIVE_READERS = Object.values(LIVE_SERVER_GAMES);

/** The columns of a bets row read for the API (alias b for bets, p for its seed pair, u for its player). */
export const BET_COLUMNS = [
  'b.*, p.client_seed, p.server_seed_hash, p.server_seed, p.state AS pair_state, u.nick_name, u.privacy',
  ...LIVE_READERS.map((l) => l.columns),
].join(', ');
/** The joins of BET_COLUMNS to a bets row `b`: its pair (none for a live game's bet), its player, its round. */
export const BET_JOINS = [
  'LEFT JOIN seed_pairs p ON p.id = b.seed_pair_id JOIN users u ON u.id = b.user_id',
  ...LIVE_READERS.map((l) => l.joins),
].join(' ');
/** The SELECT every bet read starts from. */
export const BET_SELECT = `SELECT ${BET_COLUMNS} FROM bets b ${BET_JOINS}`;

/** Every game whose bets the lists show: the registry's instant games and the live games. */
export function listedGames(games: ServerGames): string[] {
  return [...gameNames(games), ...LIVE_GAMES];
}

/** The view facts of an instant game of a registry. */
function registryView<G extends InstantGame>(games: ServerGames, game: G): GameView {
  const { def } = serverGame(game, games);
  const hide = def.publicOutcome?.bind(def);
  return { code: def.code, multiplierDecimals: def.multiplierDecimals, publicOutcome: hide && ((o) => hide(o as OutcomeOf<G>)) };
}

/** A bet of an instant game as the API shows it (its game's view from the server's registry). */
export function toSettled(games: ServerGames, row: BetRow, viewerId: number | null): SettledBet {
  return settledView(row, viewerId, registryView(games, row.game)) as SettledBet;
}

/** A bet of an instant game for the public feed. */
export function toLive(games: ServerGames, row: BetRow): LiveSettledBet {
  return liveView(row, registryView(games, row.game)) as LiveSettledBet;
}

/** A bets row of any listed game as the API shows it to `viewerId`. */
export function toHouseBet(games: ServerGames, row: BetRowOf<string>, viewerId: number | null): HouseBet {
  const game = row.game;
  if (isLiveGame(game)) return liveServerGame(game).settled(row as unknown as RoundBetRow<typeof game>, viewerId);
  return toSettled(games, row as BetRow, viewerId);
}

/** A bets row of any listed game for the public feed. */
export function toLiveHouseBet(games: ServerGames, row: BetRowOf<string>): LiveHouseBet {
  const game = row.game;
  if (isLiveGame(game)) return liveServerGame(game).live(row as unknown as RoundBetRow<typeof game>);
  return toLive(games, row as BetRow);
}
