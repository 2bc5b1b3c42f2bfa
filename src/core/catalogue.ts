import { z } from './zod';
import { textField } from './safeText';
import { COIN_CODES } from './currency';

// The casino catalogue: games of every origin (the house's and the aggregators'), their categories and providers,
// favourites and likes, and the launch of a third-party game. Times are epoch milliseconds, amounts decimal strings.

/** Lobby categories by code: the house games' channel, then the aggregators' kinds. */
export const CATEGORY_CODES = ['HS-GAME', 'slots', 'live', 'table'] as const;
/** A category code. */
export type CategoryCode = (typeof CATEGORY_CODES)[number];

/** Orders of a game list. */
export const GAME_SORTS = ['popular', 'new', 'az', 'rtp'] as const;
/** An order of a game list. */
export type GameSort = (typeof GAME_SORTS)[number];

/** Games per page of listGame at most. */
export const GAME_PAGE_MAX = 60;
/** Games per page of listGame by default. */
export const GAME_PAGE_SIZE = 24;

/** One game of the catalogue as lists show it. */
export interface CatalogueGame {
  gameCode: number;
  /** The games row's name: a house game's route name, or `<aggregator>:<id>`. */
  gameName: string;
  title: string;
  channel: string;
  /** Thumbnail (4:3): 480 wide; `imgUrlSmall` is 240 wide when the catalogue keeps one. */
  imgUrl: string;
  imgUrlSmall: string | null;
  provider: string;
  providerName: string;
  category: CategoryCode;
  /** null for a house game. */
  aggregator: string | null;
  /** Percent returned over the long run. */
  rtp: string | null;
  volatility: 'low' | 'medium' | 'high' | null;
  hasDemo: boolean;
  /** 0 open, 1 under maintenance. */
  maintainState: number;
  platforms: ('desktop' | 'mobile')[];
  /** Release date, YYYY-MM-DD. */
  releasedAt: string | null;
  /** Bets of the last 7 days (the "popular" order). */
  plays: number;
  /** USD limits of one stake set by the house (the lower of the game's and its category's cap); a studio may have its own. */
  minBetAmount: string;
  maxBetAmount: string;
}

/** A game's page: the list fields and the rest. */
export interface GameDetail extends CatalogueGame {
  description: string | null;
  blockedCountries: string[];
  marks: GameMarks;
}

/** A page of games (listGame, collectList). */
export interface GamePage {
  list: CatalogueGame[];
  total: number;
  page: number;
  size: number;
}

/** A provider with its number of listed games (listProviderGameCount). */
export interface ProviderCount {
  code: string;
  name: string;
  logoUrl: string | null;
  games: number;
}

/** An aggregator and what it brings (queryAllOperation). */
export interface Operation {
  code: string;
  name: string;
  providers: string[];
  games: number;
}

/** Likes and favourites of a game, and the player's own (gameLikeCollectCount, likeCollect). */
export interface GameMarks {
  gameCode: number;
  likes: number;
  favorites: number;
  liked: boolean;
  favorited: boolean;
}

/** The answer of goToGame and DemoUrl: where the game frame loads from. */
export interface GameLaunchAnswer {
  url: string;
  /** The origin the frame's messages come from. */
  origin: string;
  mode: 'real' | 'demo';
  gameCode: number;
  aggregator: string;
  /** The coin the game plays (real mode): the deposit balance of it. */
  coin: string | null;
}

const whole = (field: string, min: number, max: number) => {
  const rule = `${field} must be a whole number from ${min} to ${max}`;
  return z
    .union(
      [
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
        z.number().int(),
      ],
      { error: rule },
    )
    .pipe(z.number().min(min, { error: rule }).max(max, { error: rule }));
};

/** A game code (a number, or its digits). */
export const gameCodeField = whole('gameCode', 1, 2_000_000_000);
const t = textField('t', { min: 0, max: 32 }).optional();

/** POST /v1/home/center/listGame: a page of games, by category, provider and search text. */
export const listGameSchema = z.strictObject({
  page: whole('page', 1, 10_000).optional(),
  size: whole('size', 1, GAME_PAGE_MAX).optional(),
  category: z.enum(CATEGORY_CODES, { error: `category must be one of ${CATEGORY_CODES.join(', ')}` }).optional(),
  provider: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, { error: 'provider must be a provider code' })
    .optional(),
  /** Search text: typo-tolerant on titles (at least 2 characters once trimmed). */
  name: textField('name', { min: 0, max: 64 }).optional(),
  sort: z.enum(GAME_SORTS, { error: `sort must be one of ${GAME_SORTS.join(', ')}` }).optional(),
  t,
});

/** POST /v1/game/likeCollect/collectList. */
export const collectListSchema = z.strictObject({
  page: whole('page', 1, 10_000).optional(),
  size: whole('size', 1, GAME_PAGE_MAX).optional(),
  t,
});

/** GET /v1/game/likeCollect/gameLikeCollectCount. */
export const gameMarksQuerySchema = z.strictObject({ gameCode: gameCodeField, t });

/** /v1/game/likeCollect/likeCollect: sets a like or a favourite on or off (a toggle when `on` is absent). */
export const likeCollectSchema = z.strictObject({
  gameCode: gameCodeField,
  type: z.enum(['like', 'collect'], { error: 'type must be like or collect' }),
  on: z.boolean({ error: 'on must be true or false' }).optional(),
});

/** GET /v1/home/selectH5GameInfo and POST /v1/game/{aggregator}/getGameByCode. */
export const gameInfoSchema = z.strictObject({ id: gameCodeField.optional(), gameCode: gameCodeField.optional(), t });

/** POST /v1/user/game/goToGame: the game launch record; country from the language. */
export const goToGameSchema = z.object({
  gameCode: gameCodeField,
  channel: z.string().max(64).optional(),
  gameName: z.string().max(160).optional(),
  id: z.union([z.number(), z.string().max(32)]).optional(),
  imgUrl: z.string().max(2048).optional(),
  /** The coin to play; absent, or a fiat code, the player's selected coin. */
  currency: z.string().max(16).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{0,3}$/, { error: 'country must be a country code' })
    .optional(),
  device: z.enum(['pc', 'tablet', 'mobile']).optional(),
});

/** POST /v1/game/{aggregator}/DemoUrl. */
export const demoUrlSchema = z.object({
  gameCode: gameCodeField,
  country: z
    .string()
    .regex(/^[A-Za-z]{0,3}$/)
    .optional(),
  device: z.enum(['pc', 'tablet', 'mobile']).optional(),
});

/**
 * GET /api/web-lobby/login: the third-party game login of the game-API base path (the mobile game page's launch): the
 * game, the language, a domain flag (1: answer an absolute URL of the provider's domain, 0 the same) and a horizontal
 * flag (1: a landscape client, launched as desktop).
 */
export const webLobbyLoginSchema = z.strictObject({
  gameId: gameCodeField,
  lang: z
    .string()
    .regex(/^[a-z]{2}(_[A-Z]{2})?$/, { error: 'lang must be a language code such as en or en_US' })
    .optional(),
  domain: z.enum(['0', '1'], { error: 'domain must be 0 or 1' }).optional(),
  horizontal: z.enum(['0', '1'], { error: 'horizontal must be 0 or 1' }).optional(),
  currency: z.string().max(16).optional(),
  t,
});

/** Whether a launch's currency names a coin to play. */
export const isLaunchCoin = (currency: string | undefined): boolean =>
  currency !== undefined && (COIN_CODES as readonly string[]).includes(currency);
