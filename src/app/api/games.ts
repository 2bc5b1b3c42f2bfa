import type { z } from '../../core/zod';
import type { GameRule, GameType } from '../../core/api';
import type { selectGameRuleSchema } from '../../core/schemas';
import type { clientLogSchema } from '../../core/accountSessions';
import type { GameStatistics, gameStatisticsSchema, LiveStats, liveStatsSchema } from '../../core/history';
import type {
  collectListSchema,
  GameDetail,
  GameLaunchAnswer,
  GameMarks,
  GamePage,
  likeCollectSchema,
  listGameSchema,
  Operation,
  ProviderCount,
} from '../../core/catalogue';
import type { DeviceClass } from '../../core/device';
import { get, post, type CallOptions, type Fields } from '../network/http';
import { getLanguage } from '../storage/storage';
import type { SportsBetPage, SportsToken } from '../../core/sportsbook';

// Games and home calls; the game-API calls are in fairness.ts, the home feeds in feeds.ts. One small function per
// call, typed with the catalogue's answers (src/core/catalogue.ts).

/** Game launch record; currency defaults to the selected balance type, else USD (the caller's). */
export interface GameLaunch {
  gameCode: string | number;
  channel: string;
  gameName: string;
  id: number;
  imgUrl: string;
  currency: string;
  /** The device class the game is laid out for (the aggregator picks its mobile or desktop client). */
  device?: DeviceClass;
}
/** Body of POST /v1/home/center/listGame. */
export type ListGameBody = z.input<typeof listGameSchema>;
/** Body of POST /v1/game/likeCollect/collectList. */
export type CollectListBody = z.input<typeof collectListSchema>;
/** Body of /v1/game/likeCollect/likeCollect. */
export type LikeCollectBody = z.input<typeof likeCollectSchema>;
/** Body of POST /v1/game/{aggregator}/DemoUrl (the country is added from the language). */
export interface DemoLaunch {
  gameCode: number;
  device?: DeviceClass;
}
/** Body of POST /v1/home/selectGameRule. */
export type SelectGameRuleBody = z.input<typeof selectGameRuleSchema>;
/** The country part of the stored language: 'US' of en_US. */
export function languageCountry(): string {
  return getLanguage().split('_')[1] ?? '';
}

/**
 * GET /api/web-lobby/login (game-API base path): the third-party game login of the phone page: game id, language,
 * the domain flag (1: the provider's absolute URL) and the horizontal flag (1: a landscape client).
 */
export const webLobbyLogin = (query: { gameId: number; currency: string; horizontal: 0 | 1 }, options?: CallOptions) =>
  get<GameLaunchAnswer>(
    '/api/web-lobby/login',
    { gameId: query.gameId, currency: query.currency, lang: getLanguage(), domain: 1, horizontal: query.horizontal },
    options,
  );

/** POST /v1/user/game/goToGame: launches a game; the payload gets the language's country. */
export const goToGame = (body: GameLaunch, options?: CallOptions) =>
  post<GameLaunchAnswer>('/v1/user/game/goToGame', { ...body, country: languageCountry() }, options);

/** POST /v1/game/{aggregator}/DemoUrl: a demo launch (no login needed); the payload gets the language's country. */
export const demoUrl = (aggregator: string, body: DemoLaunch, options?: CallOptions) =>
  post<GameLaunchAnswer>(`/v1/game/${encodeURIComponent(aggregator)}/DemoUrl`, { ...body, country: languageCountry() }, options);

/** POST /v1/game/{aggregator}/getGameByCode: a game's page of an aggregator's game. */
export const getGameByCode = (aggregator: string, body: { gameCode: number }, options?: CallOptions) =>
  post<GameDetail>(`/v1/game/${encodeURIComponent(aggregator)}/getGameByCode`, body, options);

/** GET /v1/userApi/queryAllOperation: the aggregators and what each brings. */
export const queryAllOperation = (query?: Fields, options?: CallOptions) =>
  get<Operation[]>('/v1/userApi/queryAllOperation', query, options);

/** GET /v1/home/gameTypeAll: game types with their games; query t (cache-buster, a timestamp by default). */
export const gameTypeAll = (t: string = String(Date.now()), options?: CallOptions) =>
  get<GameType[]>('/v1/home/gameTypeAll', { t }, options);

/** POST /v1/home/center/listGame: a page of games (category, provider, search text, order). */
export const listGame = (body: ListGameBody, options?: CallOptions) => post<GamePage>('/v1/home/center/listGame', body, options);

/** POST /v1/game/likeCollect/collectList: a page of the player's favorites, newest first (login). */
export const collectList = (body: CollectListBody = {}, options?: CallOptions) =>
  post<GamePage>('/v1/game/likeCollect/collectList', body, options);

/** GET /v1/game/likeCollect/gameLikeCollectCount: a game's likes and favourites, and the player's own. */
export const gameLikeCollectCount = (query: { gameCode: number }, options?: CallOptions) =>
  get<GameMarks>('/v1/game/likeCollect/gameLikeCollectCount', query, options);

/** /v1/game/likeCollect/likeCollect (method not shown; sent as POST since it changes state): like or favorite. */
export const likeCollect = (body: LikeCollectBody, options?: CallOptions) =>
  post<GameMarks>('/v1/game/likeCollect/likeCollect', body, options);

/** POST /v1/home/selectGameRule: game configs per type code (body t; content is a JSON string). */
export const selectGameRule = (body: SelectGameRuleBody = {}) => post<GameRule[]>('/v1/home/selectGameRule', body);

/** GET /v1/home/header/listProviderGameCount: the providers with their number of listed games. */
export const listProviderGameCount = (query?: Fields, options?: CallOptions) =>
  get<ProviderCount[]>('/v1/home/header/listProviderGameCount', query, options);

/** GET /v1/home/selectH5GameInfo: a game's page by its code (the phone page's call). */
export const selectH5GameInfo = (query: { id: number }, options?: CallOptions) =>
  get<GameDetail>('/v1/home/selectH5GameInfo', query, options);

/** GET /v1/user/selectLiveStatsByUser: the player's latest bets (one game or all) as counts and a running profit. */
export const selectLiveStatsByUser = (query?: LiveStatsQuery) => get<LiveStats>('/v1/user/selectLiveStatsByUser', query, { silent: true });

/** GET /v1/user/selectUserGameStatistics: the player's figures per game over a period. */
export const selectUserGameStatistics = (query?: GameStatisticsQuery) =>
  get<GameStatistics>('/v1/user/selectUserGameStatistics', query, { silent: true });

/** Query of GET /v1/user/selectLiveStatsByUser. */
export type LiveStatsQuery = z.input<typeof liveStatsSchema>;
/** Query of GET /v1/user/selectUserGameStatistics. */
export type GameStatisticsQuery = z.input<typeof gameStatisticsSchema>;

/** Body of POST /v1/user/currentClientLogs. */
export type ClientLogBody = z.input<typeof clientLogSchema>;

/** POST /v1/user/currentClientLogs: an error report of the browser (size-capped, rate-limited); never toasts. */
export const currentClientLogs = (body: ClientLogBody) => post<null>('/v1/user/currentClientLogs', body, { silent: true, retry: false });

/** POST /v1/token/genToken: the sportsbook token and its frame's address (the page says itself when it is refused). */
export const genToken = (body: Fields = {}, options?: CallOptions) =>
  post<SportsToken>('/v1/token/genToken', body, { silent: true, ...options });

/** GET /v1/sportsbook/bets: a page of the player's sports bets, newest first. */
export const sportsBets = (page = 1) => get<SportsBetPage>('/v1/sportsbook/bets', { page }, { silent: true });
