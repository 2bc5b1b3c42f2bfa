import { z } from '../../zod';
import type { BalanceType, Coin } from '../../currency';
import { COMMON_BET_SHAPE } from '../betFields';

/** Lowest and highest auto cash-out targets, in hundredths (1.01x .. 1,000,000x). */
export const CRASH_AUTO_MIN = 101;
export const CRASH_AUTO_MAX = 100_000_000;

const AUTO_RULE = 'autoCashout must be a multiplier from 1.01 to 1000000 with at most 2 decimals, such as "2.00"';
const ROUND_ID_RULE = 'roundId must be a positive whole number';

/** A multiplier text ("2", "2.5", "2.50") in hundredths, or null when it is not one. */
export function hundredthsOf(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const autoCashoutSchema = z.string({ error: AUTO_RULE }).refine(
  (v) => {
    const h = hundredthsOf(v);
    return h !== null && h >= CRASH_AUTO_MIN && h <= CRASH_AUTO_MAX;
  },
  { error: AUTO_RULE },
);

/** POST /api/games/crash/bet: the common bet fields and an optional auto cash-out target. */
export const crashBetSchema = z.strictObject({ ...COMMON_BET_SHAPE, autoCashout: autoCashoutSchema.optional() });
export type CrashBetRequest = z.infer<typeof crashBetSchema>;

/** POST /api/games/crash/cashout: the round the bet is on. */
export const crashCashoutSchema = z.strictObject({
  roundId: z
    .number({ error: ROUND_ID_RULE })
    .int({ error: ROUND_ID_RULE })
    .min(1, { error: ROUND_ID_RULE })
    .max(Number.MAX_SAFE_INTEGER, { error: ROUND_ID_RULE }),
});
export type CrashCashoutRequest = z.infer<typeof crashCashoutSchema>;

/** Phases of a round: bets are taken, the curve runs, it crashed (or was voided and refunded). */
export type CrashPhase = 'betting' | 'running' | 'crashed' | 'voided';

/** A bet on a round as its player sees it. */
export interface CrashBetView {
  id: number;
  roundId: number;
  coin: Coin;
  balanceType: BalanceType;
  amount: string;
  /** The auto target ("2.00"), or null. */
  autoCashout: string | null;
  state: 'active' | 'cashed' | 'lost' | 'refunded';
  /** Where it was cashed out ("1.87"), or null. */
  cashoutAt: string | null;
  payout: string;
}

/**
 * A settled crash bet (cashed out, or lost at the crash) as every bet list shows it: its bets row (GET /api/games/bets,
 * /api/games/bets/:id, /api/games/bets/live), numbered like any bet. Its player's name is "Hidden" for a private
 * player unless the viewer is its player; its round's crash point once the round crashed and hash once it is over (a
 * bet cashed out while its round runs shows neither yet). A bet refunded by a voided round moved no money and is no
 * bet. `createdAt`: when it settled (ISO 8601).
 */
export interface SettledCrashBet {
  id: number;
  game: 'crash';
  userName: string;
  coin: Coin;
  balanceType: BalanceType;
  amount: string;
  /** The cash-out multiplier ("1.87"), "0" for a lost bet. */
  multiplier: string;
  payout: string;
  win: boolean;
  state: 'cashed' | 'lost';
  roundId: number;
  /** The auto target ("2.00"), or null. */
  autoCashout: string | null;
  /** Where it was cashed out ("1.87"), or null. */
  cashoutAt: string | null;
  crashPoint: string | null;
  hash: string | null;
  createdAt: string;
}

/**
 * A settled crash bet in the live feed (socket 208 and GET /api/games/bets/live, beside the instant games' bets): no
 * round hash, as the feed carries no instant bet's seeds (the bet's detail has it once the round is over).
 */
export interface LiveCrashBet extends Omit<SettledCrashBet, 'hash'> {
  gameCode: number;
  gameName: 'crash';
  /** Settlement time, epoch milliseconds. */
  time: number;
}

/** The answer of a bet or a cash-out: the bet, the balance after it and the ledger id that wrote it (null: unchanged). */
export interface CrashBetAnswer {
  bet: CrashBetView;
  balance: string;
  ledgerId: number | null;
}

/** A player on the round (bets and cash-outs of everyone, names hidden by privacy). */
export interface CrashPlayer {
  /** The bet's id: a cash-out frame names the bet it pays (two "Hidden" bets of the same amount stay apart). */
  betId: number;
  userName: string;
  coin: Coin;
  amount: string;
  /** Where they cashed out, or null while in (or lost). */
  cashoutAt: string | null;
  payout: string | null;
}

/** A finished round in the history bar: its crash point and (now public) hash. */
export interface CrashHistoryEntry {
  roundId: number;
  crashPoint: string;
  hash: string;
}

/** Socket type 400: a round's phase changed. The crash point only once it crashed, the hash once it is over. */
export interface CrashRoundFrame {
  roundId: number;
  phase: CrashPhase;
  /** The server's clock when sent (epoch ms): the browser anchors its time base on it. */
  serverTime: number;
  /** Betting closes at (epoch ms, server clock). */
  bettingEndsAt: number;
  /** The curve started at (epoch ms), once running. */
  startedAt: number | null;
  /** Crashed: the elapsed ms of the crash (the state answer: also the ms run so far while running). */
  elapsedMs: number | null;
  crashPoint: string | null;
  hash: string | null;
}

/** GET /api/games/crash/state: the round as its frame states it, plus my bet, the players and the history. */
export interface CrashState extends CrashRoundFrame {
  myBet: CrashBetView | null;
  players: CrashPlayer[];
  history: CrashHistoryEntry[];
}

/** Socket type 401: the running round's elapsed server time; `seq` grows by one per tick of a round. */
export interface CrashTickFrame {
  roundId: number;
  elapsedMs: number;
  seq: number;
  serverTime: number;
}

/** Socket types 402 and 403: a player's bet, a player's cash-out. */
export type CrashPlayerFrame = CrashPlayer & { roundId: number };

/** Rounds per page of GET /api/games/crash/rounds. */
export const CRASH_HISTORY_PAGE = 20;

const BEFORE_RULE = 'before must be a round number';
// Queries arrive as strings: digits only before conversion (no "1e3", no " 2").
const beforeQuery = z
  .string({ error: BEFORE_RULE })
  .regex(/^[1-9]\d{0,15}$/, { error: BEFORE_RULE })
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, { error: BEFORE_RULE }));
const cacheBuster = z.string({ error: 't must be text' }).max(32, { error: 't must be at most 32 characters' });

/**
 * GET /api/games/crash/rounds: a page of the newest rounds first, older than round `before` when given.
 */
export const crashHistoryQuerySchema = z.strictObject({ before: beforeQuery.optional(), t: cacheBuster.optional() });
export type CrashHistoryQuery = z.infer<typeof crashHistoryQuerySchema>;

/** A finished round as published: its crash point and hash (the SHA-256 of its hash is the previous round's). */
export interface CrashRoundRecord {
  roundId: number;
  phase: 'crashed' | 'voided';
  crashPoint: string;
  hash: string;
  /** When it ended (ISO 8601). */
  endedAt: string;
  /** Bets placed on it. */
  bets: number;
}
