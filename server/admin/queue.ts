import type pg from 'pg';
import { MSG, type AmountChange } from '../../src/core/socket';
import type { Coin } from '../../src/core/currency';
import type { NewsNotify } from '../../src/core/feeds';
import type { AdminResult } from './result';
import { userIdByName } from '../chat/moderation';
import { ApiError } from '../errors';
import { relayToServers } from '../live/fanout';
import { coinText } from '../wallet/withdrawals';

// What the operator's review queues of the admin command line share (deposits held for review, withdrawals): their
// argument rules, their list and detail printouts, and how a decision reaches the player.

/** Longest reason a rejection may give (the player reads it). */
export const REJECT_REASON_MAX = 200;
/** Control, invisible and text-direction characters: no place in a reason the player reads. */
// eslint-disable-next-line no-control-regex
export const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

/** A refusal: the command was well formed but cannot be done (exit code 1). */
export const refused = (why: string): AdminResult => ({ code: 1, out: why });

/** Bad arguments (exit code 2), with the usage of the command's family. */
export const usageOf =
  (text: string) =>
  (why: string): AdminResult => ({ code: 2, out: `${why}\nusage: npm run -s admin -- <command>\n${text}` });

/** "2026-11-05 14:03:59" in UTC. */
export const utc = (date: Date | null) => (date ? date.toISOString().slice(0, 19).replace('T', ' ') : '');

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

/** The filter of a `list` command: a status or all, one player or everyone, and how many rows at most. */
export interface ListFilter<S extends string> {
  status: S | 'all';
  userName: string | undefined;
  userId: number | null;
  limit: number;
}

/**
 * Reads `[--status <s>|all] [--user <userName>] [--limit <1-1000>]` of `<noun> list`, the player's name resolved to
 * their id. Bad arguments and an unknown player come back as the command's result instead.
 */
export async function listFilter<S extends string>(
  db: pg.Pool,
  noun: string,
  statuses: readonly S[],
  fallback: S,
  args: readonly string[],
  usage: (why: string) => AdminResult,
): Promise<ListFilter<S> | AdminResult> {
  const filter: ListFilter<S> = { status: fallback, userName: undefined, userId: null, limit: 100 };
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i]!, args[i + 1]];
    if (value === undefined) return usage(`${noun} list: ${flag} needs a value`);
    if (flag === '--status') {
      if (value !== 'all' && !(statuses as readonly string[]).includes(value)) {
        return usage(`${noun} list: --status must be ${statuses.join(', ')} or all, not "${value}"`);
      }
      filter.status = value as S | 'all';
    } else if (flag === '--user') filter.userName = value;
    else if (flag === '--limit') {
      if (!/^\d{1,4}$/.test(value) || Number(value) < 1 || Number(value) > 1000) return usage(`${noun} list: --limit must be 1 to 1000`);
      filter.limit = Number(value);
    } else return usage(`${noun} list: unknown option ${flag}`);
  }
  if (filter.userName !== undefined) {
    try {
      filter.userId = await userIdByName(db, filter.userName);
    } catch (error) {
      return refused((error as Error).message);
    }
  }
  return filter;
}

/**
 * The printout of a `list` command: "No …" when empty, else the count (and how many are shown when the limit cut
 * it) over the table. `what(n)` names n records, e.g. "held deposits of alice".
 */
export function listText(total: number, what: (n: number) => string, head: string[], rows: string[][]): AdminResult {
  if (rows.length === 0) return { code: 0, out: `No ${what(0)}` };
  const shown = rows.length < total ? ` (showing ${rows.length}; --limit for more)` : '';
  return { code: 0, out: `${total} ${what(total)}${shown}\n${table(head, rows)}` };
}

/** The reason of a `reject` command (its words after the id), or the usage error that refuses it. */
export function rejectReason(noun: string, words: readonly string[], usage: (why: string) => AdminResult): string | AdminResult {
  const reason = words.join(' ').trim();
  if (reason === '') return usage(`${noun} reject: a reason is required (the player reads it)`);
  if (reason.length > REJECT_REASON_MAX) return usage(`${noun} reject: the reason must be at most ${REJECT_REASON_MAX} characters`);
  if (UNSAFE_TEXT.test(reason)) return usage(`${noun} reject: the reason must not contain control or invisible characters`);
  return reason;
}

/** A decision of the operator: the balance changes it made (type 3 frames) and the player's notification. */
export interface QueueDecision {
  row: { user_id: number };
  changes: (AmountChange & { userId: number })[];
  news: NewsNotify;
}

/** Tells the player's open pages on every server process: type 3 (when money moved) and the notification (type 200). */
export async function pushDecision(db: pg.Pool, decision: QueueDecision): Promise<void> {
  await relayToServers(
    db,
    [
      ...(decision.changes.length > 0 ? [{ k: 'amounts' as const, changes: decision.changes }] : []),
      { k: 'user', userId: decision.row.user_id, frame: { type: MSG.NEWS_NOTIFY, data: decision.news } },
    ],
    'admin-cli',
  );
}

/** Runs a decision, turning the refusals of the money code (ApiError) into the command's exit code 1. */
export async function decided<D>(run: () => Promise<D>): Promise<D | AdminResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) return refused(error.message);
    throw error;
  }
}

/** The commands every queue has, after `<noun>`: list, or show/approve/reject with a record's numeric id. */
export interface QueueCommands {
  list(args: readonly string[]): Promise<AdminResult>;
  show(id: string): Promise<AdminResult>;
  decide(verb: 'approve' | 'reject', id: string, rest: readonly string[]): Promise<AdminResult>;
}

/** Dispatches `<noun> <sub> …` (args after the noun) to a queue's commands, refusing bad subcommands and ids. */
export async function runQueue(
  noun: string,
  record: string,
  args: readonly string[],
  usage: (why: string) => AdminResult,
  commands: QueueCommands,
): Promise<AdminResult> {
  const [sub, id, ...rest] = args;
  if (sub === undefined) return usage(`${noun}: a subcommand is required`);
  if (sub === 'list') return commands.list(args.slice(1));
  if (sub !== 'show' && sub !== 'approve' && sub !== 'reject') return usage(`${noun}: unknown subcommand ${sub}`);
  if (id === undefined) return usage(`${noun} ${sub}: the ${record} id is required`);
  if (!/^[1-9]\d{0,17}$/.test(id)) return usage(`${noun} ${sub}: the id must be a ${record} number, not "${id}"`);
  if (sub === 'show') return rest.length > 0 ? usage(`${noun} show: unexpected arguments`) : commands.show(id);
  return commands.decide(sub, id, rest);
}

/** Whether a helper handed back the command's result (an error to print) rather than its value. */
export const isResult = (value: unknown): value is AdminResult =>
  typeof value === 'object' && value !== null && 'code' in value && 'out' in value;
