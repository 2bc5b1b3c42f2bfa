import { COIN_CODES, type BalanceType, type Coin } from '../currency';
import { z } from '../zod';
import type { DepositRecord, HistoryPage, WithdrawRecord } from './api';
import type { HouseGame } from '../games/catalog';

// The player's transaction history (profile → Transactions): what the ledger's reasons mean to a player, the query
// the five history calls share, and the rows they answer. Times are epoch milliseconds, amounts decimal strings.

/** The kinds of movement the history filter offers, in the order the filter shows them. */
export const TX_CATEGORIES = ['deposits', 'withdrawals', 'tips', 'rain', 'bets', 'bonuses'] as const;
/** A kind of movement. */
export type TxCategory = (typeof TX_CATEGORIES)[number];

/** Every reason the server writes to the ledger. */
export const LEDGER_REASONS = [
  'bet',
  'payout',
  'refund',
  // A third-party game's win its aggregator took back (a rollback of the win).
  'win_rollback',
  'tip_out',
  'tip_in',
  'rain_out',
  'rain_in',
  'demo_credit',
  'deposit',
  'withdraw',
  'withdraw_refund',
  // VIP rewards (product vip), one reason per reward kind.
  'vip_rakeback',
  'vip_recharge',
  'vip_level_up',
  'vip_daily',
  'vip_weekly',
  'vip_monthly',
  'vip_birthday',
  'vip_gift',
  'vip_grant',
  'bonus_credit',
  'bonus_convert',
  'bonus_forfeit',
  'code_redeem',
  'referral_commission',
  'race_prize',
  'cashback',
] as const;
/** A ledger reason. */
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** The category of each ledger reason: a reason added to LEDGER_REASONS fails to compile until it is placed here. */
export const REASON_CATEGORY: Record<LedgerReason, TxCategory> = {
  bet: 'bets',
  payout: 'bets',
  // A crash bet voided with its round.
  refund: 'bets',
  win_rollback: 'bets',
  tip_out: 'tips',
  tip_in: 'tips',
  rain_out: 'rain',
  rain_in: 'rain',
  demo_credit: 'bonuses',
  deposit: 'deposits',
  withdraw: 'withdrawals',
  // A rejected withdrawal's amount and fee coming back.
  withdraw_refund: 'withdrawals',
  // VIP rewards are money the site gives, like the demo credit: the Bonuses filter lists them.
  vip_rakeback: 'bonuses',
  vip_recharge: 'bonuses',
  vip_level_up: 'bonuses',
  vip_daily: 'bonuses',
  vip_weekly: 'bonuses',
  vip_monthly: 'bonuses',
  vip_birthday: 'bonuses',
  vip_gift: 'bonuses',
  vip_grant: 'bonuses',
  bonus_credit: 'bonuses',
  bonus_convert: 'bonuses',
  bonus_forfeit: 'bonuses',
  code_redeem: 'bonuses',
  referral_commission: 'bonuses',
  race_prize: 'bonuses',
  cashback: 'bonuses',
};

/** The category of a reason read from the ledger; null for a reason this table does not know. */
export function categoryOf(reason: string): TxCategory | null {
  return (LEDGER_REASONS as readonly string[]).includes(reason) ? REASON_CATEGORY[reason as LedgerReason] : null;
}

/** The ledger reasons of a category. */
export function reasonsOf(category: TxCategory): LedgerReason[] {
  return LEDGER_REASONS.filter((r) => REASON_CATEGORY[r] === category);
}

/** Rows per page when the query names no size, and the most a page may hold. */
export const HISTORY_PAGE = { default: 20, max: 100 } as const;
/** The longest date range a query may cover: a year, leap day included. */
export const HISTORY_MAX_RANGE_MS = 366 * 24 * 60 * 60 * 1000;
// No time before the site or after 2100 is a sensible bound; it also keeps every value a safe integer.
const LATEST_MS = Date.UTC(2100, 0, 1);

/**
 * A keyset position of the ledger lists (transaction, personTransaction): the row's id alone, as the ledger is
 * append-only and its pages run by id.
 */
export interface LedgerCursor {
  id: number;
  atMicros?: undefined;
  dir?: undefined;
}

/** A keyset position of deposits and withdrawals: the row's time in microseconds (the database's precision) and id; findChuRu adds the side. */
export interface TimeCursor {
  atMicros: number;
  id: number;
  dir?: 'in' | 'out';
}

/** A keyset position of a history list; each list takes back only the kind it writes. */
export type HistoryCursor = LedgerCursor | TimeCursor;

/** The opaque cursor string of a position: base-36 parts, 'l_' and the id for the ledger, time and id (and side) joined by dots otherwise. */
export function encodeCursor(c: HistoryCursor): string {
  if (c.atMicros === undefined) return `l_${c.id.toString(36)}`;
  return [c.atMicros.toString(36), c.id.toString(36), ...(c.dir ? [c.dir === 'in' ? 'i' : 'o'] : [])].join('.');
}

/** A position back from its cursor string, or null when the string is not one encodeCursor writes. */
export function decodeCursor(text: string): HistoryCursor | null {
  const cursor = parseCursor(text);
  // One spelling per position (no leading zeros): a cursor is only ever one the server wrote.
  return cursor && cursor.id >= 1 && Number.isSafeInteger(cursor.id) && encodeCursor(cursor) === text ? cursor : null;
}

function parseCursor(text: string): HistoryCursor | null {
  const ledger = /^l_([0-9a-z]{1,11})$/.exec(text);
  if (ledger) return { id: parseInt(ledger[1]!, 36) };
  const m = /^([0-9a-z]{1,11})\.([0-9a-z]{1,11})(?:\.([io]))?$/.exec(text);
  if (!m) return null;
  const atMicros = parseInt(m[1]!, 36);
  if (!Number.isSafeInteger(atMicros) || atMicros > LATEST_MS * 1000) return null;
  return { atMicros, id: parseInt(m[2]!, 36), ...(m[3] ? { dir: m[3] === 'i' ? ('in' as const) : ('out' as const) } : {}) };
}

// Query values arrive as strings; the typed client may pass numbers. Digits only: no sign, spaces, exponent or fraction.
const wholeNumber = (min: number, max: number, message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const text = String(value);
    const n = /^\d{1,16}$/.test(text) ? Number(text) : NaN;
    if (!(n >= min && n <= max)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

const timeField = (field: 'from' | 'to') =>
  wholeNumber(0, LATEST_MS, `${field} must be a time in epoch milliseconds (a whole number up to ${LATEST_MS})`);

/**
 * The query of the history calls: `type` among the route's categories, `coin`, `from`/`to` (epoch ms, both or neither,
 * `to` inclusive and not before `from`, at most a year apart), `size` 1-100 (default 20) and the `cursor` of the page
 * before. Unknown fields are refused.
 */
export function historyQuerySchema(types: readonly TxCategory[]) {
  const typeMsg = types.length === 1 ? `type must be ${types[0]}` : `type must be one of ${types.join(', ')}`;
  return z
    .strictObject({
      type: z
        .string({ error: typeMsg })
        .refine((t): t is TxCategory => (types as readonly string[]).includes(t), { error: typeMsg })
        .optional(),
      coin: z.enum(COIN_CODES, { error: `coin must be one of ${COIN_CODES.join(', ')}` }).optional(),
      from: timeField('from').optional(),
      to: timeField('to').optional(),
      size: wholeNumber(1, HISTORY_PAGE.max, `size must be a whole number from 1 to ${HISTORY_PAGE.max}`).optional(),
      cursor: z
        .string({ error: 'cursor must be the next value of the page before' })
        .max(32, { error: 'cursor must be the next value of the page before' })
        .transform((text, ctx) => {
          const cursor = decodeCursor(text);
          if (!cursor) {
            ctx.addIssue({ code: 'custom', message: 'cursor must be the next value of the page before' });
            return z.NEVER;
          }
          return cursor;
        })
        .optional(),
    })
    .superRefine((q, ctx) => {
      if ((q.from === undefined) !== (q.to === undefined)) {
        const field = q.from === undefined ? 'from' : 'to';
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} is needed with ${field === 'from' ? 'to' : 'from'}: give both dates or neither`,
        });
      } else if (q.from !== undefined && q.to !== undefined) {
        if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
        else if (q.to - q.from > HISTORY_MAX_RANGE_MS)
          ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be at most a year after from' });
      }
    });
}

/** A parsed history query. */
export type HistoryFilter = z.output<ReturnType<typeof historyQuerySchema>>;

/** A history call's query as the browser sends it. */
export interface HistoryQuery {
  type?: TxCategory;
  coin?: Coin;
  from?: number;
  to?: number;
  size?: number;
  cursor?: string;
}

/**
 * What a ledger row links to: a settled bet of any house game (its detail), a deposit or withdrawal (its chain
 * transaction), a tip, a rain or a buy-crypto order.
 */
export type LedgerLink =
  | { kind: 'bet'; id: string; game: HouseGame }
  /** A third-party game's round (its bets row once closed): the game's catalogue code and title. */
  | { kind: 'round'; id: string; betId: string | null; gameCode: number; title: string }
  /** A sports bet (its id in our wallet; its bets row once settled as won, cashed out or lost). */
  | { kind: 'sports'; id: string; betId: string | null }
  | { kind: 'tip' | 'rain'; id: string }
  /** A deposit that paid a buy-crypto order: the order's public id (the OrderDialog). */
  | { kind: 'order'; id: string }
  | { kind: 'deposit' | 'withdraw'; id: string; txHash: string | null };

/** GET /v1/account/transaction row: one ledger movement of the player. */
export interface LedgerRecord {
  id: number;
  time: number;
  coin: Coin;
  /** The balance it moved. */
  kind: BalanceType;
  /** null for a reason the category table does not know yet (listed under All only). */
  category: TxCategory | null;
  reason: string;
  /** Signed: negative for money leaving the balance. */
  delta: string;
  balanceAfter: string;
  link: LedgerLink | null;
}

/** The other player of a tip or rain: their nick name, or 'Hidden' (hidden: true) when their profile is private. */
export interface Counterparty {
  name: string;
  hidden: boolean;
}

/** GET /v1/account/personTransaction row: a tip or rain share sent or received. */
export interface PersonRecord {
  /** The ledger row's id. */
  id: number;
  time: number;
  coin: Coin;
  category: 'tips' | 'rain';
  direction: 'in' | 'out';
  /** Positive: what left or reached the balance. */
  amount: string;
  /** The tip's other player or the rain's sender; null for a rain the player sent (see recipients). */
  counterparty: Counterparty | null;
  /** How many players caught a rain the player sent; null otherwise. */
  recipients: number | null;
  link: { kind: 'tip' | 'rain'; id: string };
}

/** GET /v1/account/findChuRu row: a deposit (in) or a withdrawal (out). */
export type ChuRuRecord = ({ direction: 'in' } & DepositRecord) | ({ direction: 'out' } & WithdrawRecord);

/** A page of ledger rows. */
export type LedgerPage = HistoryPage<LedgerRecord>;
/** A page of tips and rain. */
export type PersonPage = HistoryPage<PersonRecord>;
/** A page of deposits and withdrawals together. */
export type ChuRuPage = HistoryPage<ChuRuRecord>;
/** A page of deposits. */
export type DepositPage = HistoryPage<DepositRecord>;
/** A page of withdrawals. */
export type WithdrawPage = HistoryPage<WithdrawRecord>;
