import type pg from 'pg';
import type { AdminResult } from './result';
import { approveDeposit, rejectDeposit, REVIEW_SELECT, type ReviewRow } from '../wallet/depositReview';
import { coinText } from '../wallet/withdrawals';
import { decided, detailText, isResult, listFilter, listText, pushDecision, refused, rejectReason, runQueue, usageOf, utc } from './queue';

/** Usage of the deposits commands of the admin command line. */
export const DEPOSITS_USAGE = `  deposits list [--status held|approved|rejected|all] [--user <userName>] [--limit <1-1000>]
                                 held ones oldest first (the queue), otherwise newest first
  deposits show <id>
  deposits approve <id>          credit the held deposit to the player (once)
  deposits reject <id> <reason…>   never credit it, with the reason the player will read`;

const STATUSES = ['held', 'approved', 'rejected'] as const;

const usage = usageOf(DEPOSITS_USAGE);

const source = (r: ReviewRow) =>
  r.order_public_id ? `order ${r.order_public_id}` : r.tag === null ? r.address : `${r.address} (tag ${r.tag})`;

async function list(db: pg.Pool, args: readonly string[]): Promise<AdminResult> {
  const filter = await listFilter(db, 'deposits', STATUSES, 'held', args, usage);
  if (isResult(filter)) return filter;
  const { status, userId, userName, limit } = filter;
  // Only deposits that were held at some point: the others never needed an operator.
  const where = `d.review IS NOT NULL AND ($1::text = 'all' OR d.review = $1) AND ($2::int IS NULL OR d.user_id = $2)`;
  const [{ rows }, counted] = await Promise.all([
    db.query<ReviewRow>(`${REVIEW_SELECT} WHERE ${where} ORDER BY CASE WHEN $1 = 'held' THEN d.id END ASC, d.id DESC LIMIT $3`, [
      status,
      userId,
      limit,
    ]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM deposits d WHERE ${where}`, [status, userId]),
  ]);
  const what = (n: number) =>
    `${status === 'all' ? 'reviewed ' : `${status} `}deposit${n === 1 ? '' : 's'}${userName === undefined ? '' : ` of ${userName}`}`;
  return listText(
    counted.rows[0]!.n,
    what,
    ['ID', 'USER', 'AMOUNT', 'CREDITED', 'PAYMENT', 'REVIEW', 'HELD (UTC)', 'FROM', 'REASON'],
    rows.map((r) => [
      r.id,
      r.user_name,
      coinText(r.amount, r.coin),
      coinText(r.credited_amount, r.coin),
      r.status,
      r.review ?? '',
      utc(r.held_at),
      `${r.network} ${source(r)}`,
      r.review_reason ?? '',
    ]),
  );
}

async function show(db: pg.Pool, id: string): Promise<AdminResult> {
  const r = (await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE d.id = $1`, [id])).rows[0];
  if (!r) return refused(`There is no deposit ${id}`);
  const fields: [string, string][] = [
    ['id', r.id],
    ['player', `${r.user_name} (id ${r.user_id})`],
    ['review', r.review ?? 'never held'],
    ['payment', `${r.status}, ${r.confirmations} confirmation${r.confirmations === 1 ? '' : 's'}`],
    ['provider', `${r.provider} payment ${r.provider_payment_id}`],
    ['coin', `${r.coin} on ${r.network}`],
    ['to', source(r)],
    ['amount', coinText(r.amount, r.coin)],
    ['credited', coinText(r.credited_amount, r.coin)],
    ['tx hash', r.tx_hash ?? '-'],
    ['created', `${utc(r.created_at)} UTC`],
    ['held', r.held_at ? `${utc(r.held_at)} UTC` : '-'],
    ['decided', r.reviewed_at ? `${utc(r.reviewed_at)} UTC` : '-'],
    ['reason', r.review_reason ?? '-'],
  ];
  return { code: 0, out: await detailText(db, fields, `deposit:${r.id}`, r.coin) };
}

async function decide(db: pg.Pool, verb: 'approve' | 'reject', id: string, rest: readonly string[]): Promise<AdminResult> {
  let reason: string | AdminResult = '';
  if (verb === 'approve') {
    if (rest.length > 0) return usage('deposits approve: unexpected arguments');
  } else reason = rejectReason('deposits', rest, usage);
  if (isResult(reason)) return reason;
  const text = reason;
  const decision = await decided(() => (verb === 'approve' ? approveDeposit(db, id) : rejectDeposit(db, id, text)));
  if (isResult(decision)) return decision;
  await pushDecision(db, decision);
  const r = decision.row;
  return verb === 'approve'
    ? {
        code: 0,
        out: `Deposit ${r.id} approved: ${coinText(decision.changes[0]?.delta ?? '0', r.coin)} credited to ${r.user_name}; the player was notified`,
      }
    : {
        code: 0,
        out: `Deposit ${r.id} rejected: ${coinText(r.amount, r.coin)} of ${r.user_name} will not be credited; the player was notified`,
      };
}

/**
 * `deposits …` of the admin command line (args after "deposits"): list, show, approve, reject the deposits held for
 * review. Exit codes as runAdmin: 0 done, 1 refused (no such deposit or player, not held, already decided, nothing to
 * credit yet), 2 bad arguments. A decision reaches the player's open sockets on every running server process.
 */
export function runDepositsAdmin(db: pg.Pool, args: readonly string[]): Promise<AdminResult> {
  return runQueue('deposits', 'deposit', args, usage, {
    list: (rest) => list(db, rest),
    show: (id) => show(db, id),
    decide: (verb, id, rest) => decide(db, verb, id, rest),
  });
}
