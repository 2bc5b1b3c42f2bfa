import type pg from 'pg';
import { MSG } from '../../src/core/socket';
import type { AdminResult } from './result';
import { userIdByName } from '../chat/moderation';
import { ApiError } from '../errors';
import { approveDeposit, rejectDeposit, REVIEW_SELECT, type DepositDecision, type ReviewRow } from '../wallet/depositReview';
import { relayToServers } from '../live/fanout';
import { coinText } from '../wallet/withdrawals';
import { detailText, REJECT_REASON_MAX, table, UNSAFE_TEXT, utc } from './withdrawals';

/** Usage of the deposits commands of the admin command line. */
export const DEPOSITS_USAGE = `  deposits list [--status held|approved|rejected|all] [--user <userName>] [--limit <1-1000>]
                                 held ones oldest first (the queue), otherwise newest first
  deposits show <id>
  deposits approve <id>          credit the held deposit to the player (once)
  deposits reject <id> <reason…>   never credit it, with the reason the player will read`;

const STATUSES = ['held', 'approved', 'rejected'] as const;

const usage = (why: string): AdminResult => ({ code: 2, out: `${why}\nusage: npm run -s admin -- <command>\n${DEPOSITS_USAGE}` });
const refused = (why: string): AdminResult => ({ code: 1, out: why });

const source = (r: ReviewRow) =>
  r.order_public_id ? `order ${r.order_public_id}` : r.tag === null ? r.address : `${r.address} (tag ${r.tag})`;

async function list(db: pg.Pool, args: readonly string[]): Promise<AdminResult> {
  let status: (typeof STATUSES)[number] | 'all' = 'held';
  let userName: string | undefined;
  let limit = 100;
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i]!, args[i + 1]];
    if (value === undefined) return usage(`deposits list: ${flag} needs a value`);
    if (flag === '--status') {
      if (value !== 'all' && !(STATUSES as readonly string[]).includes(value)) {
        return usage(`deposits list: --status must be held, approved, rejected or all, not "${value}"`);
      }
      status = value as (typeof STATUSES)[number] | 'all';
    } else if (flag === '--user') userName = value;
    else if (flag === '--limit') {
      if (!/^\d{1,4}$/.test(value) || Number(value) < 1 || Number(value) > 1000) return usage('deposits list: --limit must be 1 to 1000');
      limit = Number(value);
    } else return usage(`deposits list: unknown option ${flag}`);
  }
  let userId: number | null = null;
  if (userName !== undefined) {
    try {
      userId = await userIdByName(db, userName);
    } catch (error) {
      return refused((error as Error).message);
    }
  }
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
  const total = counted.rows[0]!.n;
  const what = (n: number) =>
    `${status === 'all' ? 'reviewed ' : `${status} `}deposit${n === 1 ? '' : 's'}${userName === undefined ? '' : ` of ${userName}`}`;
  if (rows.length === 0) return { code: 0, out: `No ${what(0)}` };
  const body = table(
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
  const shown = rows.length < total ? ` (showing ${rows.length}; --limit for more)` : '';
  return { code: 0, out: `${total} ${what(total)}${shown}\n${body}` };
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

/** Tells the player's open pages on every server process: type 3 (an approval's credit) and the notification (type 200). */
async function push(db: pg.Pool, decision: DepositDecision): Promise<void> {
  const userId = decision.row.user_id;
  await relayToServers(
    db,
    [
      ...(decision.changes.length > 0 ? [{ k: 'amounts' as const, changes: decision.changes }] : []),
      { k: 'user', userId, frame: { type: MSG.NEWS_NOTIFY, data: decision.news } },
    ],
    'admin-cli',
  );
}

async function decide(db: pg.Pool, verb: 'approve' | 'reject', id: string, rest: readonly string[]): Promise<AdminResult> {
  let decision: DepositDecision;
  try {
    if (verb === 'approve') {
      if (rest.length > 0) return usage('deposits approve: unexpected arguments');
      decision = await approveDeposit(db, id);
    } else {
      const reason = rest.join(' ').trim();
      if (reason === '') return usage('deposits reject: a reason is required (the player reads it)');
      if (reason.length > REJECT_REASON_MAX) return usage(`deposits reject: the reason must be at most ${REJECT_REASON_MAX} characters`);
      if (UNSAFE_TEXT.test(reason)) return usage('deposits reject: the reason must not contain control or invisible characters');
      decision = await rejectDeposit(db, id, reason);
    }
  } catch (error) {
    if (error instanceof ApiError) return refused(error.message);
    throw error;
  }
  await push(db, decision);
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
export async function runDepositsAdmin(db: pg.Pool, args: readonly string[]): Promise<AdminResult> {
  const [sub, id, ...rest] = args;
  if (sub === undefined) return usage('deposits: a subcommand is required');
  if (sub === 'list') return list(db, args.slice(1));
  if (sub !== 'show' && sub !== 'approve' && sub !== 'reject') return usage(`deposits: unknown subcommand ${sub}`);
  if (id === undefined) return usage(`deposits ${sub}: the deposit id is required`);
  if (!/^[1-9]\d{0,17}$/.test(id)) return usage(`deposits ${sub}: the id must be a deposit number, not "${id}"`);
  if (sub === 'show') return rest.length > 0 ? usage('deposits show: unexpected arguments') : show(db, id);
  return decide(db, sub, id, rest);
}
