import type pg from 'pg';
import { MSG } from '../../src/core/socket';
import type { Coin } from '../../src/core/currency';
import { WITHDRAW_STATUSES, type WithdrawStatus } from '../../src/core/wallet/api';
import type { AdminResult } from './result';
import { userIdByName } from '../chat/moderation';
import { ApiError } from '../errors';
import { relayToServers } from '../live/fanout';
import {
  approveWithdrawal,
  coinText,
  rejectWithdrawal,
  WITHDRAWAL_COLUMNS,
  type Decision,
  type WithdrawalRow,
} from '../wallet/withdrawals';

/** Usage of the withdrawals commands of the admin command line. */
export const WITHDRAWALS_USAGE = `  withdrawals list [--status pending|approved|rejected|all] [--user <userName>] [--limit <1-1000>]
                                 pending ones oldest first (the queue), otherwise newest first
  withdrawals show <id>
  withdrawals approve <id> <txid>  record the payout's transaction id (no money moves)
  withdrawals reject <id> <reason…>  refund amount + fee to the player, with the reason they will read`;

/** Longest reason a rejection may give (the player reads it). */
export const REJECT_REASON_MAX = 200;
/** A payout's transaction id: 1-128 printable characters, no spaces. */
const TXID = /^[\x21-\x7e]{1,128}$/;
/** Control, invisible and text-direction characters: no place in a reason the player reads. */
// eslint-disable-next-line no-control-regex
export const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

type Row = WithdrawalRow & { user_name: string };

const usage = (why: string): AdminResult => ({ code: 2, out: `${why}\nusage: npm run -s admin -- <command>\n${WITHDRAWALS_USAGE}` });
const refused = (why: string): AdminResult => ({ code: 1, out: why });

/** "2026-11-05 14:03:59" in UTC. */
export const utc = (date: Date | null) => (date ? date.toISOString().slice(0, 19).replace('T', ' ') : '');

/**
 * A record as the `show` commands print it: one padded `name  value` line per field, then one line per ledger row
 * whose ref is `ref` (what the record moved).
 */
export async function detailText(db: pg.Pool, fields: [string, string][], ref: string, coin: Coin): Promise<string> {
  const ledger = await db.query<{ id: string; delta: string; reason: string; created_at: Date }>(
    `SELECT id, delta, reason, created_at FROM ledger WHERE ref = $1 ORDER BY id`,
    [ref],
  );
  const all = [
    ...fields,
    ...ledger.rows.map((l): [string, string] => [`ledger ${l.id}`, `${l.reason} ${coinText(l.delta, coin)} at ${utc(l.created_at)} UTC`]),
  ];
  const width = Math.max(...all.map(([k]) => k.length));
  return all.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n');
}

/** Columns padded to their widest cell, separated by two spaces. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const destination = (r: WithdrawalRow) => (r.tag === null ? r.address : `${r.address} (tag ${r.tag})`);
const usd = (value: string) => Number(value).toFixed(2);

async function list(db: pg.Pool, args: readonly string[]): Promise<AdminResult> {
  let status: WithdrawStatus | 'all' = 'pending';
  let userName: string | undefined;
  let limit = 100;
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i]!, args[i + 1]];
    if (value === undefined) return usage(`withdrawals list: ${flag} needs a value`);
    if (flag === '--status') {
      if (value !== 'all' && !(WITHDRAW_STATUSES as readonly string[]).includes(value)) {
        return usage(`withdrawals list: --status must be pending, approved, rejected or all, not "${value}"`);
      }
      status = value as WithdrawStatus | 'all';
    } else if (flag === '--user') userName = value;
    else if (flag === '--limit') {
      if (!/^\d{1,4}$/.test(value) || Number(value) < 1 || Number(value) > 1000)
        return usage('withdrawals list: --limit must be 1 to 1000');
      limit = Number(value);
    } else return usage(`withdrawals list: unknown option ${flag}`);
  }
  let userId: number | null = null;
  if (userName !== undefined) {
    try {
      userId = await userIdByName(db, userName);
    } catch (error) {
      return refused((error as Error).message);
    }
  }
  const where = `($1::text = 'all' OR w.status = $1) AND ($2::int IS NULL OR w.user_id = $2)`;
  const [{ rows }, counted] = await Promise.all([
    db.query<Row>(
      `SELECT w.*, u.user_name FROM (SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals) w JOIN users u ON u.id = w.user_id
        WHERE ${where} ORDER BY CASE WHEN $1 = 'pending' THEN w.id END ASC, w.id DESC LIMIT $3`,
      [status, userId, limit],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM withdrawals w WHERE ${where}`, [status, userId]),
  ]);
  const total = counted.rows[0]!.n;
  const what = (n: number) =>
    `${status === 'all' ? '' : `${status} `}withdrawal${n === 1 ? '' : 's'}${userName === undefined ? '' : ` of ${userName}`}`;
  if (rows.length === 0) return { code: 0, out: `No ${what(0)}` };
  const body = table(
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
  const shown = rows.length < total ? ` (showing ${rows.length}; --limit for more)` : '';
  return { code: 0, out: `${total} ${what(total)}${shown}\n${body}` };
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

/** Tells the player's open pages on every server process: type 3 and the notification (type 200). */
async function push(db: pg.Pool, decision: Decision): Promise<void> {
  const userId = decision.row.user_id;
  await relayToServers(
    db,
    [
      { k: 'amounts', changes: decision.changes },
      { k: 'user', userId, frame: { type: MSG.NEWS_NOTIFY, data: decision.news } },
    ],
    'admin-cli',
  );
}

async function decide(db: pg.Pool, verb: 'approve' | 'reject', id: string, rest: readonly string[]): Promise<AdminResult> {
  let decision: Decision;
  try {
    if (verb === 'approve') {
      const [txid, ...extra] = rest;
      if (txid === undefined) return usage('withdrawals approve: the payout transaction id is required');
      if (extra.length > 0) return usage('withdrawals approve: a transaction id has no spaces');
      if (!TXID.test(txid)) return usage('withdrawals approve: txid must be 1-128 printable characters without spaces');
      decision = await approveWithdrawal(db, id, txid);
    } else {
      const reason = rest.join(' ').trim();
      if (reason === '') return usage('withdrawals reject: a reason is required (the player reads it)');
      if (reason.length > REJECT_REASON_MAX) return usage(`withdrawals reject: the reason must be at most ${REJECT_REASON_MAX} characters`);
      if (UNSAFE_TEXT.test(reason)) return usage('withdrawals reject: the reason must not contain control or invisible characters');
      decision = await rejectWithdrawal(db, id, reason);
    }
  } catch (error) {
    if (error instanceof ApiError) return refused(error.message);
    throw error;
  }
  await push(db, decision);
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
export async function runWithdrawalsAdmin(db: pg.Pool, args: readonly string[]): Promise<AdminResult> {
  const [sub, id, ...rest] = args;
  if (sub === undefined) return usage('withdrawals: a subcommand is required');
  if (sub === 'list') return list(db, args.slice(1));
  if (sub !== 'show' && sub !== 'approve' && sub !== 'reject') return usage(`withdrawals: unknown subcommand ${sub}`);
  if (id === undefined) return usage(`withdrawals ${sub}: the withdrawal id is required`);
  if (!/^[1-9]\d{0,17}$/.test(id)) return usage(`withdrawals ${sub}: the id must be a withdrawal number, not "${id}"`);
  if (sub === 'show') return rest.length > 0 ? usage('withdrawals show: unexpected arguments') : show(db, id);
  return decide(db, sub, id, rest);
}
