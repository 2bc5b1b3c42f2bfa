import type { z } from '../../core/zod';
import type { GameRule, GameType } from '../../core/api';
import type { selectGameRuleSchema } from '../../core/schemas';
import type { clientLogSchema } from '../../core/accountSessions';
import type { GameStatistics, gameStatisticsSchema, LiveStats, liveStatsSchema } from '../../core/history';
import { get, post, type CallOptions, type Fields } from '../network/http';
import { getLanguage } from '../storage/storage';

// Games and home calls; the game-API calls are in fairness.ts, the home feeds in feeds.ts. One small
// function per call; answers the server does not serve yet are typed `unknown` until their issue defines them.

/** Game launch record; currency defaults to the selected balance type, else USD (the caller's). */
export interface GameLaunch {
  gameCode: string | number;
  channel: string;
  gameName: string;
  id: number;
  imgUrl: string;
  currency: string;
}
/** Body of POST /v1/home/selectGameRule. */
export type SelectGameRuleBody = z.input<typeof selectGameRuleSchema>;
/** The country part of the stored language: 'US' of en_US. */
export function languageCountry(): string {
  return getLanguage().split('_')[1] ?? '';
}

/** POST /v1/user/game/goToGame: launches a game; the payload gets the language's country. */
export const goToGame = (body: GameLaunch, options?: CallOptions) =>
  post<unknown>('/v1/user/game/goToGame', { ...body, country: languageCountry() }, options);

/** POST /v1/game/{aggregator}/DemoUrl: a demo launch. */
export const demoUrl = (aggregator: string, body: Fields, options?: CallOptions) =>
  post<unknown>(`/v1/game/${aggregator}/DemoUrl`, body, options);

/** POST /v1/game/{aggregator}/getGameByCode. */
export const getGameByCode = (aggregator: string, body: Fields) => post<unknown>(`/v1/game/${aggregator}/getGameByCode`, body);

/** GET /v1/userApi/queryAllOperation. */
export const queryAllOperation = (query?: Fields) => get<unknown>('/v1/userApi/queryAllOperation', query);

/** GET /v1/home/gameTypeAll: game types with their games; query t (cache-buster, a timestamp by default). */
export const gameTypeAll = (t: string = String(Date.now())) => get<GameType[]>('/v1/home/gameTypeAll', { t });

/** POST /v1/home/center/listGame: a page of games. */
export const listGame = (body: Fields) => post<unknown>('/v1/home/center/listGame', body);

/** POST /v1/game/likeCollect/collectList: the player's favorites. */
export const collectList = (body: Fields = {}) => post<unknown>('/v1/game/likeCollect/collectList', body);

/** GET /v1/game/likeCollect/gameLikeCollectCount. */
export const gameLikeCollectCount = (query: Fields) => get<unknown>('/v1/game/likeCollect/gameLikeCollectCount', query);

/** /v1/game/likeCollect/likeCollect (method not shown; sent as POST since it changes state): like or favorite. */
export const likeCollect = (body: Fields, options?: CallOptions) => post<unknown>('/v1/game/likeCollect/likeCollect', body, options);

/** POST /v1/home/selectGameRule: game configs per type code (body t; content is a JSON string). */
export const selectGameRule = (body: SelectGameRuleBody = {}) => post<GameRule[]>('/v1/home/selectGameRule', body);

/** GET /v1/home/header/listProviderGameCount. */
export const listProviderGameCount = (query?: Fields) => get<unknown>('/v1/home/header/listProviderGameCount', query);

/** GET /v1/home/selectH5GameInfo. */
export const selectH5GameInfo = (query?: Fields) => get<unknown>('/v1/home/selectH5GameInfo', query);

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

/** POST /v1/token/genToken: the sportsbook token. */
export const genToken = (body: Fields = {}, options?: CallOptions) => post<unknown>('/v1/token/genToken', body, options);
