import path from 'node:path';
import type pg from 'pg';
import { IDENTITY_DOCUMENT_TEXT } from '../../src/core/identity';
import { identityDir, IDENTITY_SELECT, reviewIdentity, type IdentityRow } from '../identity/identity';
import { relayToServers } from '../live/fanout';
import { MSG } from '../../src/core/socket';
import type { AdminResult } from './result';
import { decided, isResult, listFilter, listText, refused, rejectReason, runQueue, usageOf, utc } from './queue';

/** Usage of the kyc commands of the admin command line. */
export const KYC_USAGE = `  kyc list [--status pending|verified|rejected|all] [--user <userName>] [--limit <1-1000>]
                                 identity checks, pending ones oldest first (the queue)
  kyc show <id>                  the check, with the paths of its two pictures
  kyc approve <id>               the player's identity is verified
  kyc reject <id> <reason…>      not accepted, with the reason the player will read`;

const STATUSES = ['pending', 'verified', 'rejected'] as const;
const usage = usageOf(KYC_USAGE);

async function list(db: pg.Pool, args: readonly string[]): Promise<AdminResult> {
  const filter = await listFilter(db, 'kyc', STATUSES, 'pending', args, usage);
  if (isResult(filter)) return filter;
  const { status, userId, userName, limit } = filter;
  const where = `($1::text = 'all' OR c.status = $1) AND ($2::int IS NULL OR c.user_id = $2)`;
  const [{ rows }, counted] = await Promise.all([
    db.query<IdentityRow>(`${IDENTITY_SELECT} WHERE ${where} ORDER BY CASE WHEN $1 = 'pending' THEN c.id END ASC, c.id DESC LIMIT $3`, [
      status,
      userId,
      limit,
    ]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity_checks c WHERE ${where}`, [status, userId]),
  ]);
  const what = (n: number) =>
    `${status === 'all' ? '' : `${status} `}identity check${n === 1 ? '' : 's'}${userName === undefined ? '' : ` of ${userName}`}`;
  return listText(
    counted.rows[0]!.n,
    what,
    ['ID', 'USER', 'DOCUMENT', 'NUMBER', 'STATUS', 'SENT (UTC)', 'REASON'],
    rows.map((r) => [r.id, r.user_name, IDENTITY_DOCUMENT_TEXT[r.doc_type], r.doc_number, r.status, utc(r.created_at), r.reason ?? '']),
  );
}

function show(db: pg.Pool, dataDir: string) {
  return async (id: string): Promise<AdminResult> => {
    const r = (await db.query<IdentityRow>(`${IDENTITY_SELECT} WHERE c.id = $1`, [id])).rows[0];
    if (!r) return refused(`There is no identity check ${id}`);
    const dir = identityDir(dataDir);
    const fields: [string, string][] = [
      ['id', r.id],
      ['player', `${r.user_name} (id ${r.user_id})`],
      ['document', `${IDENTITY_DOCUMENT_TEXT[r.doc_type]} ${r.doc_number}`],
      ['status', r.status],
      ['sent', `${utc(r.created_at)} UTC`],
      ['reviewed', r.reviewed_at ? `${utc(r.reviewed_at)} UTC` : '-'],
      ['reason', r.reason ?? '-'],
      ['document picture', path.join(dir, r.document_file)],
      ['selfie', path.join(dir, r.selfie_file)],
    ];
    const width = Math.max(...fields.map(([k]) => k.length));
    return { code: 0, out: fields.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n') };
  };
}

async function decide(db: pg.Pool, verb: 'approve' | 'reject', id: string, rest: readonly string[]): Promise<AdminResult> {
  let reason: string | AdminResult | null = null;
  if (verb === 'approve') {
    if (rest.length > 0) return usage('kyc approve: unexpected arguments');
  } else reason = rejectReason('kyc', rest, usage);
  if (isResult(reason)) return reason;
  const text = reason;
  const decision = await decided(() => reviewIdentity(db, id, verb === 'approve' ? 'verified' : 'rejected', text));
  if (isResult(decision)) return decision;
  await relayToServers(
    db,
    [{ k: 'user', userId: decision.row.user_id, frame: { type: MSG.NEWS_NOTIFY, data: decision.news } }],
    'admin-cli',
  );
  return {
    code: 0,
    out: `Identity check ${id} of ${decision.row.user_name} ${verb === 'approve' ? 'approved: verified' : 'rejected'}; the player was notified`,
  };
}

/**
 * `kyc …` of the admin command line (args after "kyc"): list, show, approve, reject identity checks. Exit codes as
 * runAdmin. A decision reaches the player's open pages on every running server process as a notification.
 */
export function runKycAdmin(db: pg.Pool, args: readonly string[], dataDir: string): Promise<AdminResult> {
  return runQueue('kyc', 'identity check', args, usage, {
    list: (rest) => list(db, rest),
    show: show(db, dataDir),
    decide: (verb, id, rest) => decide(db, verb, id, rest),
  });
}
