import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import {
  maskDocNumber,
  type IdentityDocument,
  type IdentityFields,
  type IdentityState,
  type IdentityStatus,
} from '../../src/core/identity';
import type { NewsNotify } from '../../src/core/feeds';
import { reencodePicture } from '../account/avatars';
import { withTx, type Queryable } from '../db/pool';
import { ApiError, badRequest } from '../errors';
import { createNotification } from '../feeds/notifications';

// Identity checks: a submission (a document and a selfie, encoded anew and kept under DATA_DIR/identity, which no
// route serves), one pending at a time, reviewed by an operator. Verified once, it stays verified.

/** The box a stored picture is fitted into (kept whole, never enlarged). */
const BOX = { width: 2000, height: 2000, fit: 'inside' as const, quality: 85 };

/** The folder of stored identity pictures: under DATA_DIR, outside every served folder. */
export function identityDir(dataDir: string): string {
  return path.join(dataDir, 'identity');
}

/** A check as the operator reviews it. */
export interface IdentityRow {
  id: string;
  user_id: number;
  user_name: string;
  doc_type: IdentityDocument;
  doc_number: string;
  document_file: string;
  selfie_file: string;
  status: Exclude<IdentityStatus, 'none'>;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

export const IDENTITY_SELECT = `SELECT c.id::text AS id, c.user_id, u.user_name, c.doc_type, c.doc_number, c.document_file, c.selfie_file, c.status,
       c.reason, c.created_at, c.reviewed_at FROM identity_checks c JOIN users u ON u.id = c.user_id`;

/** Whether the player's identity is verified. */
export async function identityVerified(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM identity_checks WHERE user_id = $1 AND status = 'verified' LIMIT 1`, [userId]);
  return rows.length > 0;
}

/** The player's identity check as the profile shows it. */
export async function identityState(db: Queryable, userId: number, withdrawAboveUsd: string): Promise<IdentityState> {
  const { rows } = await db.query<IdentityRow>(
    `${IDENTITY_SELECT} WHERE c.user_id = $1 ORDER BY c.status = 'verified' DESC, c.id DESC LIMIT 1`,
    [userId],
  );
  const r = rows[0];
  return {
    status: r?.status ?? 'none',
    docType: r?.doc_type ?? null,
    docNumber: r ? maskDocNumber(r.doc_number) : null,
    submittedAt: r?.created_at.getTime() ?? null,
    reviewedAt: r?.reviewed_at?.getTime() ?? null,
    reason: r?.reason ?? null,
    withdrawAboveUsd,
  };
}

/**
 * Takes a submission: refused while one waits or once verified; both pictures encoded anew (a file that is not a
 * picture is refused with what is wrong) and written with owner-only access under random names, then the row. A
 * refusal after the files were written removes them.
 */
export async function submitIdentity(
  pool: pg.Pool,
  dataDir: string,
  userId: number,
  fields: IdentityFields,
  pictures: { document: Buffer; selfie: Buffer },
): Promise<void> {
  const current = await identityState(pool, userId, '0');
  if (current.status === 'verified') throw badRequest('Your identity is already verified');
  if (current.status === 'pending') throw badRequest('Your documents are being reviewed: you will be notified of the result');
  const [document, selfie] = await Promise.all([
    reencodePicture(pictures.document, BOX).catch((error: unknown) => {
      throw error instanceof ApiError ? badRequest(`Document: ${error.message}`) : error;
    }),
    reencodePicture(pictures.selfie, BOX).catch((error: unknown) => {
      throw error instanceof ApiError ? badRequest(`Selfie: ${error.message}`) : error;
    }),
  ]);
  const dir = identityDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const names = [document, selfie].map(() => `${randomBytes(16).toString('hex')}.webp`);
  await Promise.all([document, selfie].map((bytes, i) => writeFile(path.join(dir, names[i]!), bytes, { mode: 0o600 })));
  try {
    await pool.query(
      `INSERT INTO identity_checks (user_id, doc_type, doc_number, document_file, selfie_file) VALUES ($1, $2, $3, $4, $5)`,
      [userId, fields.docType, fields.docNumber, names[0], names[1]],
    );
  } catch (error) {
    await Promise.all(names.map((n) => rm(path.join(dir, n), { force: true })));
    // Two submissions at once: the other one is waiting.
    if ((error as { constraint?: string }).constraint === 'identity_checks_one_pending') {
      throw badRequest('Your documents are being reviewed: you will be notified of the result');
    }
    throw error;
  }
}

/** An operator's decision on a pending check: the row and the player's notification (to push). */
export async function reviewIdentity(
  pool: pg.Pool,
  id: string,
  verdict: 'verified' | 'rejected',
  reason: string | null,
): Promise<{ row: IdentityRow; news: NewsNotify }> {
  return withTx(pool, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `UPDATE identity_checks SET status = $2, reason = $3, reviewed_at = now() WHERE id = $1 AND status = 'pending' RETURNING id`,
      [id, verdict, reason],
    );
    if (!rows[0]) {
      const exists = await client.query(`SELECT status FROM identity_checks WHERE id = $1`, [id]);
      throw badRequest(exists.rows[0] ? `Identity check ${id} is already ${exists.rows[0].status}` : `There is no identity check ${id}`);
    }
    const row = (await client.query<IdentityRow>(`${IDENTITY_SELECT} WHERE c.id = $1`, [id])).rows[0]!;
    const news = await createNotification(client, row.user_id, {
      kind: 'identity',
      title: verdict === 'verified' ? 'Identity verified' : 'Identity documents not accepted',
      body:
        verdict === 'verified'
          ? 'Your identity is verified: withdrawals of any size are open to you.'
          : `We could not verify your identity: ${reason}. Send your documents again from your profile.`,
      data: { link: '/profile/Account', status: verdict },
    });
    return { row, news };
  });
}
