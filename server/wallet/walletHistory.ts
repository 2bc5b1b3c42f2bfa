import { coinDecimals, type Coin } from '../../src/core/currency';
import { toFixedDown } from '../../src/core/money';
import type { DepositRecord, DepositReview, PaymentStatus } from '../../src/core/wallet/api';
import { COIN_CHAINS } from '../../src/core/wallet/chains';
import type { ChuRuPage, ChuRuRecord, DepositPage, HistoryFilter, TimeCursor, WithdrawPage } from '../../src/core/wallet/history';
import type { Queryable } from '../db/pool';
import { badCursor, dateTerms, newParams, pageSize, toPage, type Params } from './transactions';
import { toRecord as withdrawalRecord, WITHDRAWAL_COLUMNS, type WithdrawalRow } from './withdrawals';

// Deposits and withdrawals as history pages, keyset on (created_at, id), newest first, never OFFSET; their small
// tables have (user_id, created_at, id) indexes (migration 021). The ledger pages on its id instead
// (wallet/transactions.ts), and each list refuses the other's cursors. findChuRu merges both tables, newest first;
// its cursor also names the side of its last row, as the two tables' ids are separate sequences and a deposit and a
// withdrawal may share a timestamp.

/** An ISO timestamp with microseconds (the database's precision) of microseconds since the epoch. */
function microsToIso(us: number): string {
  const ms = Math.floor(us / 1000);
  return new Date(ms).toISOString().replace('Z', `${String(us - ms * 1000).padStart(3, '0')}Z`);
}

/** Microseconds since the epoch of a timestamp column, as SQL (exact: extract(epoch) is numeric). */
const microsOf = (col: string) => `(extract(epoch FROM ${col}) * 1000000)::bigint::text`;

interface DepositRow {
  id: string;
  coin: Coin;
  network: string;
  amount: string;
  credited_amount: string;
  status: PaymentStatus;
  confirmations: number;
  tx_hash: string | null;
  order_public_id: string | null;
  review: DepositReview | null;
  review_reason: string | null;
  created_at: Date;
  credited_at: Date | null;
  at_us: string;
}

type TimedWithdrawalRow = WithdrawalRow & { at_us: string };

/** A deposits row as the wire shows it. */
function depositRecord(r: DepositRow): DepositRecord {
  const decimals = coinDecimals(r.coin);
  return {
    id: Number(r.id),
    coin: r.coin,
    network: r.network,
    amount: toFixedDown(r.amount, decimals),
    status: r.status,
    confirmations: r.confirmations,
    confirmationsNeeded: COIN_CHAINS[r.coin].confirmations,
    creditedAmount: toFixedDown(r.credited_amount, decimals),
    txHash: r.tx_hash,
    orderId: r.order_public_id,
    review: r.review,
    reviewReason: r.review_reason,
    createdAt: r.created_at.getTime(),
    creditedAt: r.credited_at?.getTime() ?? null,
  };
}

const rowCursor = (r: { id: string; at_us: string }): TimeCursor => ({ atMicros: Number(r.at_us), id: Number(r.id) });

// A list with a single side refuses the merged list's cursors and the ledger's, and the merged list refuses theirs:
// each only ever gets back the cursors it wrote.
function plainCursor(f: HistoryFilter): void {
  if (f.cursor && (f.cursor.atMicros === undefined || f.cursor.dir)) throw badCursor();
}

/** The WHERE terms of a single-side list: dates and the keyset position (time, id) of the cursor. */
function plainTerms(q: Params, f: HistoryFilter, alias: string): string[] {
  const terms = dateTerms(q, f, `${alias}.created_at`);
  const c = f.cursor;
  if (c?.atMicros !== undefined)
    terms.push(`(${alias}.created_at, ${alias}.id) < (${q.p(microsToIso(c.atMicros))}::timestamptz, ${q.p(c.id)}::bigint)`);
  return terms;
}

/** The WHERE terms of one side of findChuRu: coin, dates, and the merged keyset (time, side, id) of the cursor. */
function sideTerms(q: Params, f: HistoryFilter, alias: string, side: 'in' | 'out'): string[] {
  const terms = [`${alias}.user_id = $1`, ...dateTerms(q, f, `${alias}.created_at`)];
  if (f.coin) terms.push(`${alias}.coin = ${q.p(f.coin)}`);
  const c = f.cursor;
  if (c) {
    if (!c.dir) throw badCursor();
    const at = q.p(microsToIso(c.atMicros));
    // The first term bounds the index range; the row comparison settles the rows of the cursor's own instant.
    terms.push(
      `${alias}.created_at <= ${at}::timestamptz`,
      `(${alias}.created_at, '${side}'::text, ${alias}.id) < (${at}::timestamptz, ${q.p(c.dir)}::text, ${q.p(c.id)}::bigint)`,
    );
  }
  return terms;
}

const DEPOSIT_SELECT = `SELECT d.id, d.coin, d.network, d.amount, d.credited_amount, d.status, d.confirmations, d.tx_hash,
       po.public_id::text AS order_public_id, d.review, d.review_reason, d.created_at, d.credited_at, ${microsOf('d.created_at')} AS at_us
  FROM deposits d LEFT JOIN payment_orders po ON po.id = d.order_id`;
const WITHDRAWAL_SELECT = `SELECT ${WITHDRAWAL_COLUMNS}, ${microsOf('w.created_at')} AS at_us FROM withdrawals w`;

async function depositRows(db: Queryable, userId: number, f: HistoryFilter, merged: boolean): Promise<DepositRow[]> {
  const q = newParams();
  q.p(userId);
  const terms = merged ? sideTerms(q, f, 'd', 'in') : ['d.user_id = $1', ...plainTerms(q, f, 'd')];
  if (!merged && f.coin) terms.push(`d.coin = ${q.p(f.coin)}`);
  const sql = `${DEPOSIT_SELECT} WHERE ${terms.join(' AND ')} ORDER BY d.created_at DESC, d.id DESC LIMIT ${q.p(pageSize(f) + 1)}`;
  return (await db.query<DepositRow>(sql, q.values)).rows;
}

async function withdrawalRows(db: Queryable, userId: number, f: HistoryFilter, merged: boolean): Promise<TimedWithdrawalRow[]> {
  const q = newParams();
  q.p(userId);
  const terms = merged ? sideTerms(q, f, 'w', 'out') : ['w.user_id = $1', ...plainTerms(q, f, 'w')];
  if (!merged && f.coin) terms.push(`w.coin = ${q.p(f.coin)}`);
  const sql = `${WITHDRAWAL_SELECT} WHERE ${terms.join(' AND ')} ORDER BY w.created_at DESC, w.id DESC LIMIT ${q.p(pageSize(f) + 1)}`;
  return (await db.query<TimedWithdrawalRow>(sql, q.values)).rows;
}

/** GET /v1/account/myPay: the player's deposits, newest first, with the public id of the order each one pays. */
export async function depositPage(db: Queryable, userId: number, f: HistoryFilter): Promise<DepositPage> {
  plainCursor(f);
  return toPage(await depositRows(db, userId, f, false), pageSize(f), rowCursor, depositRecord);
}

/** GET /v1/account/myWithdraw: the player's withdrawals, newest first. */
export async function withdrawPage(db: Queryable, userId: number, f: HistoryFilter): Promise<WithdrawPage> {
  plainCursor(f);
  return toPage(await withdrawalRows(db, userId, f, false), pageSize(f), rowCursor, withdrawalRecord);
}

type Side = { dir: 'in'; row: DepositRow } | { dir: 'out'; row: TimedWithdrawalRow };

// Newest first; at one instant withdrawals ('out') before deposits ('in'), then the higher id: the SQL's order.
function newerFirst(a: Side, b: Side): number {
  const at = Number(b.row.at_us) - Number(a.row.at_us);
  if (at !== 0) return at;
  if (a.dir !== b.dir) return a.dir === 'out' ? -1 : 1;
  return Number(b.row.id) - Number(a.row.id);
}

/** GET /v1/account/findChuRu: deposits and withdrawals together, newest first (`type` keeps one side). */
export async function chuRuPage(db: Queryable, userId: number, f: HistoryFilter): Promise<ChuRuPage> {
  const [deposits, withdrawals] = await Promise.all([
    f.type === 'withdrawals' ? [] : depositRows(db, userId, f, true),
    f.type === 'deposits' ? [] : withdrawalRows(db, userId, f, true),
  ]);
  const merged: Side[] = [
    ...deposits.map((row) => ({ dir: 'in' as const, row })),
    ...withdrawals.map((row) => ({ dir: 'out' as const, row })),
  ].sort(newerFirst);
  return toPage(
    merged,
    pageSize(f),
    (s) => ({ ...rowCursor(s.row), dir: s.dir }),
    (s): ChuRuRecord => (s.dir === 'in' ? { direction: 'in', ...depositRecord(s.row) } : { direction: 'out', ...withdrawalRecord(s.row) }),
  );
}
