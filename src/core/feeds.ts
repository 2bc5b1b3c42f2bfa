import { z } from './zod';
import { textField } from './safeText';

/** Answers and query schemas of the notification calls and the home feeds (docs/feeds.md). */

/** One notification of the bell menu (GET /v1/user/notification/getNotify). */
export interface NotificationItem {
  id: number;
  /** tip, rain, deposit, withdrawal, system. */
  kind: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  read: boolean;
  /** Milliseconds since the epoch. */
  time: number;
}

/** A page of notifications plus the unread count of all of them. */
export interface NotificationPage {
  list: NotificationItem[];
  total: number;
  unread: number;
  page: number;
  size: number;
}

/** Payload of socket type 200: the new notification and the unread count after it. */
export interface NewsNotify {
  item: NotificationItem;
  unread: number;
}

/** A row of the big-wins and lucky-wins tables (gamewin, getPlayersVictory). */
export interface WinRow {
  /** `b<bets id>`, whatever the game. */
  id: string;
  userName: string;
  gameCode: number;
  gameName: string;
  title: string;
  coin: string;
  amount: string;
  multiplier: string;
  payout: string;
  /** The payout valued in USD at the current rate, 2 decimals. */
  payoutUsd: string;
  time: number;
}

/** A house game ranked by its recent bets (hgame) or played by the player (pageUserPlayedGames). */
export interface GameActivity {
  gameCode: number;
  gameName: string;
  title: string;
  imgUrl: string;
  /** Bets in the window (hgame: last 24 h) or ever (played games). */
  bets: number;
  /** Distinct players in the window (hgame); 1 for the player's own games. */
  players: number;
  /** Last bet, milliseconds since the epoch (0 when none). */
  lastPlayed: number;
}

/** A page of the player's played games. */
export interface PlayedGamesPage {
  list: GameActivity[];
  total: number;
  page: number;
  size: number;
}

/** Site-wide betting figures (selectBetInfo), USD at current rates, 2 decimals. */
export interface BetInfo {
  totalBets: number;
  wageredUsd: string;
  paidUsd: string;
  bets24h: number;
  wagered24hUsd: string;
  biggestWin24hUsd: string;
}

/** Site-wide player figures (selectUserInfo). */
export interface SiteUserInfo {
  players: number;
  newPlayers24h: number;
  activePlayers24h: number;
  online: number;
}

/** A home banner (listAdvertis): text and a link to a page of ours, drawn by a CSS theme. */
export interface Banner {
  id: number;
  title: string;
  body: string;
  linkUrl: string;
  linkText: string;
  theme: string;
}

/** Time windows of the win tables: day, week, month, all time. */
export const WIN_WINDOWS = ['D', 'W', 'M', 'A'] as const;
/** A time window of the win tables. */
export type WinWindow = (typeof WIN_WINDOWS)[number];
/** Default rows of a win table (spec: size 30). */
export const WIN_TABLE_SIZE = 30;
/** Notifications per page by default. */
export const NOTIFY_PAGE_SIZE = 20;

const t = textField('t', { min: 0, max: 32 }).optional();
const whole = (field: string, min: number, max: number) => {
  const rule = `${field} must be a whole number from ${min} to ${max}`;
  // Queries arrive as strings: only digits are accepted before conversion (no "1e3", no " 2").
  return z
    .union(
      [
        z
          .string()
          .regex(/^\d{1,6}$/)
          .transform(Number),
        z.number().int(),
      ],
      { error: rule },
    )
    .pipe(z.number().min(min, { error: rule }).max(max, { error: rule }));
};

/** GET /v1/home/center/gamewin and /getPlayersVictory. */
export const winTableQuerySchema = z.strictObject({
  size: whole('size', 1, 100).optional(),
  page: whole('page', 1, 1000).optional(),
  type: z.enum(WIN_WINDOWS, { error: 'type must be one of D, W, M, A' }).optional(),
  t,
});

/** GET /v1/home/center/pageUserPlayedGames. */
export const playedGamesQuerySchema = z.strictObject({
  size: whole('size', 1, 50).optional(),
  page: whole('page', 1, 1000).optional(),
  t,
});

/** Calls that take nothing but a cache buster (hgame, selectBetInfo, selectUserInfo, listAdvertis, cleanAll). */
export const plainQuerySchema = z.strictObject({ t });

/** getNotify (query or body). */
export const notifyPageSchema = z.strictObject({
  page: whole('page', 1, 10000).optional(),
  size: whole('size', 1, 50).optional(),
  t,
});

/** updRead: one notification by id, or all when id is absent. */
export const updReadSchema = z.strictObject({
  id: z
    .union(
      [
        z.string().regex(/^[1-9]\d{0,15}$/, { error: 'id must be a notification number' }),
        z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      ],
      {
        error: 'id must be a notification number',
      },
    )
    .transform(String)
    .optional(),
  t,
});
