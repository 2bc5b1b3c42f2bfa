import type pg from 'pg';
import { WITHDRAW_STATUSES, type WithdrawStatus } from '../../src/core/wallet/api';
import type { AdminResult } from './result';
import { approveWithdrawal, coinText, rejectWithdrawal, WITHDRAWAL_COLUMNS, type WithdrawalRow } from '../wallet/withdrawals';
import { decided, detailText, isResult, listFilter, listText, pushDecision, refused, rejectReason, runQueue, usageOf, utc } from './queue';

/** Usage of the withdrawals commands of the admin command line. */
export const WITHDRAWALS_USAGE = `  withdrawals list [--status pending|approved|rejected|all] [--user <userName>] [--limit <1-1000>]
                                 pending ones oldest first (the queue), otherwise newest first
  withdrawals show <id>
  withdrawals approve <id> <txid>  record the payout's transaction id (no money moves)
  withdrawals reject <id> <reason…>  refund amount + fee to the player, with the reason they will read`;

/** A payout's transaction id: 1-128 printable characters, no spaces. */
const TXID = /^[\x21-\x7e]{1,128}$/;

type Row = WithdrawalRow & { user_name: string };

const usage = usageOf(WITHDRAWALS_USAGE);

const destination = (r: WithdrawalRow) => (r.tag === null ? r.address : `${r.address} (tag ${r.tag})`);
const usd = (value: string) => Number(value).toFixed(2);

async function list(db: pg.Pool, args: readonly string[]): Promise<AdminResult> {
  const filter = await listFilter<WithdrawStatus>(db, 'withdrawals', WITHDRAW_STATUSES, 'pending', args, usage);
  if (isResult(filter)) return filter;
  const { status, userId, userName, limit } = filter;
  const where = `($1::text = 'all' OR w.status = $1) AND ($2::int IS NULL OR w.user_id = $2)`;
  const [{ rows }, counted] = await Promise.all([
    db.query<Row>(
      `SELECT w.*, u.user_name FROM (SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals) w JOIN users u ON u.id = w.user_id
        WHERE ${where} ORDER BY CASE WHEN $1 = 'pending' THEN w.id END ASC, w.id DESC LIMIT $3`,
      [status, userId, limit],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM withdrawals w WHERE ${where}`, [status, userId]),
  ]);
  const what = (n: number) =>
    `${status === 'all' ? '' : `${status} `}withdrawal${n === 1 ? '' : 's'}${userName === undefined ? '' : ` of ${userName}`}`;
  return listText(
    counted.rows[0]!.n,
    what,
    ['ID', 'USER', 'AMOUNT', 'FEE', 'USD', 'STATUS', 'CREATED (UTC)', 'DESTINATION', 'TXID / REASON'],
    rows.map((r) => [
      r.id,
      r.user_name,
      coinText(r.amount, r.coin),
      coinText(r.fee, r.coin),
      usd(r.usd_value),
      r.status,
      utc(r.created_at),
      `${r.network} ${destination(r)}`,
      r.txid ?? r.reason ?? '',
    ]),
  );
}

async function show(db: pg.Pool, id: string): Promise<AdminResult> {
  const { rows } = await db.query<Row>(
    `SELECT w.*, u.user_name FROM (SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE id = $1) w JOIN users u ON u.id = w.user_id`,
    [id],
  );
  const r = rows[0];
  if (!r) return refused(`There is no withdrawal ${id}`);
  const fields: [string, string][] = [
    ['id', r.id],
    ['player', `${r.user_name} (id ${r.user_id})`],
    ['status', r.status],
    ['coin', `${r.coin} on ${r.network}`],
    ['address', r.address],
    ['tag', r.tag ?? '-'],
    ['amount', coinText(r.amount, r.coin)],
    ['fee', coinText(r.fee, r.coin)],
    ['usd value', `${usd(r.usd_value)} USD`],
    ['requested', `${utc(r.created_at)} UTC`],
    ['decided', r.decided_at ? `${utc(r.decided_at)} UTC` : '-'],
    ['txid', r.txid ?? '-'],
    ['reason', r.reason ?? '-'],
    ['idempotency key', r.idempotency_key ?? '-'],
  ];
  return { code: 0, out: await detailText(db, fields, `withdraw:${r.id}`, r.coin) };
}

async function decide(db: pg.Pool, verb: 'approve' | 'reject', id: string, rest: readonly string[]): Promise<AdminResult> {
  let argument: string | AdminResult;
  if (verb === 'approve') {
    const [txid, ...extra] = rest;
    if (txid === undefined) return usage('withdrawals approve: the payout transaction id is required');
    if (extra.length > 0) return usage('withdrawals approve: a transaction id has no spaces');
    if (!TXID.test(txid)) return usage('withdrawals approve: txid must be 1-128 printable characters without spaces');
    argument = txid;
  } else argument = rejectReason('withdrawals', rest, usage);
  if (isResult(argument)) return argument;
  const text = argument;
  const decision = await decided(() => (verb === 'approve' ? approveWithdrawal(db, id, text) : rejectWithdrawal(db, id, text)));
  if (isResult(decision)) return decision;
  await pushDecision(db, decision);
  const r = decision.row;
  const what = `${coinText(r.amount, r.coin)} to ${destination(r)}`;
  return verb === 'approve'
    ? { code: 0, out: `Withdrawal ${r.id} approved: ${what}, txid ${r.txid}; the player was notified` }
    : {
        code: 0,
        out: `Withdrawal ${r.id} rejected: ${what}; ${coinText(decision.changes[0]?.delta ?? '0', r.coin)} refunded, the player was notified`,
      };
}

/**
 * `withdrawals …` of the admin command line (args after "withdrawals"): list, show, approve, reject. Exit codes as
 * runAdmin: 0 done, 1 refused (no such withdrawal or player, already decided), 2 bad arguments. A decision reaches the
 * player's open sockets on every running server process through the fan-out channel.
 */
export function runWithdrawalsAdmin(db: pg.Pool, args: readonly string[]): Promise<AdminResult> {
  return runQueue('withdrawals', 'withdrawal', args, usage, {
    list: (rest) => list(db, rest),
    show: (id) => show(db, id),
    decide: (verb, id, rest) => decide(db, verb, id, rest),
  });
}
