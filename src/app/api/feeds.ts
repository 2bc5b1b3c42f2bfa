import type { Banner, BetInfo, GameActivity, PlayedGamesPage, SiteUserInfo, WinRow, WinWindow } from '../../core/feeds';
import type { LiveHouseBet } from '../../core/bets';
import { get } from '../network/http';

// The home page's feeds: each read once when a screen opens; live changes arrive on the socket (208), never by polling.

/** GET /v1/home/center/gamewin: the biggest wins (USD payout) of the window. */
export const bigWins = (type: WinWindow = 'M', size = 30, page = 1) =>
  get<WinRow[]>('/v1/home/center/gamewin', { type, size, page }, { silent: true });

/** GET /v1/home/center/getPlayersVictory: the luckiest wins (multiplier) of the window. */
export const luckyWins = (type: WinWindow = 'M', size = 30, page = 1) =>
  get<WinRow[]>('/v1/home/center/getPlayersVictory', { type, size, page }, { silent: true });

/** GET /v1/home/main/hgame: the house games ranked by their bets of the last 24 h. */
export const hotGames = () => get<GameActivity[]>('/v1/home/main/hgame', undefined, { silent: true });

/** GET /v1/home/center/pageUserPlayedGames: the player's games, most recently played first. */
export const playedGames = (page = 1, size = 12) =>
  get<PlayedGamesPage>('/v1/home/center/pageUserPlayedGames', { page, size }, { silent: true });

/** GET /v1/home/selectBetInfo: site-wide bets and USD wagered and paid. */
export const betInfo = () => get<BetInfo>('/v1/home/selectBetInfo', undefined, { silent: true });

/** GET /v1/home/selectUserInfo: players, new and active players, online. */
export const siteUserInfo = () => get<SiteUserInfo>('/v1/home/selectUserInfo', undefined, { silent: true });

/** GET /v1/home/listAdvertis: the home banners. */
export const banners = () => get<Banner[]>('/v1/home/listAdvertis', undefined, { silent: true });

/** GET /api/games/bets/live: the latest bets of every game, crash included (the live feeds before the first 208 frame). */
export const latestBets = () => get<LiveHouseBet[]>('/api/games/bets/live', undefined, { silent: true });
