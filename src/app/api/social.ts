import type { z } from '../../core/zod';
import type { ChatEntry, RainResult, UserBetCard, rainSchema, shareBetSchema } from '../../core/chat';
import { get, post, type CallOptions, type Fields } from '../network/http';

// Social and content calls: the chat's money and sharing moves and the player card, blog and site content. One small
// function per call; answers the server does not serve yet are `unknown` until their issue defines them. The chat
// panel's reads are in chat.ts, the bell's in notifications.ts, the referral calls in referrals.ts.

/** Body of POST /v1/user/userChat/rain. */
export type RainBody = z.input<typeof rainSchema>;
/** Body of POST /v1/user/userChat/shareBet. */
export type ShareBetBody = z.input<typeof shareBetSchema>;

/** POST /v1/user/userChat/rain: a chat rain, split among the players who chatted lately. */
export const chatRain = (body: RainBody, options?: CallOptions) => post<RainResult>('/v1/user/userChat/rain', body, options);

/** POST /v1/user/userChat/shareBet: posts one of the player's bets in chat as a card; answers the entry. */
export const shareBet = (body: ShareBetBody, options?: CallOptions) => post<ChatEntry>('/v1/user/userChat/shareBet', body, options);

/** GET /v1/user/betRecord/userbet?userName=: a player's public stats (the player card). */
export const userBet = (query: { userName: string }) => get<UserBetCard>('/v1/user/betRecord/userbet', query, { silent: true });

/** GET /v1/home/selectByTypeCode: a content page by type code. */
export const selectByTypeCode = (query: Fields) => get<unknown>('/v1/home/selectByTypeCode', query);

/** GET /v1/home/internationalConfig/footer. */
export const footer = (query?: Fields) => get<unknown>('/v1/home/internationalConfig/footer', query);

/** GET /v1/home/internationalConfig/footerCon. */
export const footerCon = (query?: Fields) => get<unknown>('/v1/home/internationalConfig/footerCon', query);

/** GET /v1/home/internationalConfig/listGameTypes: the side list of game types. */
export const listGameTypes = (query?: Fields) => get<unknown>('/v1/home/internationalConfig/listGameTypes', query);

/** GET /v1/home/internationalConfig/footerI18n. */
export const footerI18n = (query?: Fields) => get<unknown>('/v1/home/internationalConfig/footerI18n', query);

/** GET /v1/blog/blogInfo: one post. */
export const blogInfo = (query: Fields) => get<unknown>('/v1/blog/blogInfo', query);

/** GET /v1/blog/blogTypes. */
export const blogTypes = (query?: Fields) => get<unknown>('/v1/blog/blogTypes', query);

/** GET /v1/blog/recommendBlog. */
export const recommendBlog = (query?: Fields) => get<unknown>('/v1/blog/recommendBlog', query);

/** POST /v1/blog/blogList: a page of posts. */
export const blogList = (body: Fields = {}) => post<unknown>('/v1/blog/blogList', body);
