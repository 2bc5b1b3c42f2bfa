import { HOUSE_GAMES, type HouseGame } from './games/catalog';
import { z } from './zod';

/** Periods the game statistics can cover, in days (0: all time). */
export const STAT_PERIODS = [1, 7, 30, 0] as const;
export type StatPeriod = (typeof STAT_PERIODS)[number];

/** GET /v1/user/selectUserGameStatistics: the period in days (default 30; 0 is all time). */
export const gameStatisticsSchema = z.strictObject({
  days: z.coerce
    .number({ error: 'days must be 1, 7, 30 or 0' })
    .refine((d): d is StatPeriod => (STAT_PERIODS as readonly number[]).includes(d), { error: 'days must be 1, 7, 30 or 0' })
    .optional(),
});

/** Most bets a live-stats series covers. */
export const LIVE_STATS_MAX = 500;

/** GET /v1/user/selectLiveStatsByUser: the player's latest bets (all games or one), as a running profit. */
export const liveStatsSchema = z.strictObject({
  game: z.enum(HOUSE_GAMES as [HouseGame, ...HouseGame[]], { error: `game must be one of ${HOUSE_GAMES.join(', ')}` }).optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 10 to ${LIVE_STATS_MAX}` })
    .int({ error: `limit must be a whole number from 10 to ${LIVE_STATS_MAX}` })
    .min(10, { error: `limit must be a whole number from 10 to ${LIVE_STATS_MAX}` })
    .max(LIVE_STATS_MAX, { error: `limit must be a whole number from 10 to ${LIVE_STATS_MAX}` })
    .optional(),
});

/** One game's figures for the player over the period, in USD at today's rates. */
export interface GameStatRow {
  game: HouseGame;
  bets: number;
  wins: number;
  wageredUsd: string;
  profitUsd: string;
  /** The highest multiplier the player won at, or null without a win. */
  bestMultiplier: string | null;
}

/** selectUserGameStatistics: a row per game played in the period and their totals. */
export interface GameStatistics {
  days: StatPeriod;
  games: GameStatRow[];
  total: { bets: number; wins: number; wageredUsd: string; profitUsd: string };
}

/** A point of the running profit: after the bet settled at `at`. */
export interface ProfitPoint {
  at: string;
  profitUsd: string;
}

/** selectLiveStatsByUser: counts and the running profit (oldest first) of the player's latest bets. */
export interface LiveStats {
  bets: number;
  wins: number;
  losses: number;
  wageredUsd: string;
  profitUsd: string;
  points: ProfitPoint[];
}
