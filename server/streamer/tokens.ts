import { createHash, randomBytes } from 'node:crypto';
import {
  MAX_OVERLAY_TOKENS,
  OVERLAY_TOKEN_PATTERN,
  type OverlayTokenKind,
  type OverlayTokenMade,
  type OverlayTokenView,
} from '../../src/core/overlay';
import type { Queryable } from '../db/pool';
import { ApiError, badRequest } from '../errors';

/** What an overlay token opens: whose overlay, and whether it may switch the scene. */
export interface OverlayGrant {
  tokenId: number;
  userId: number;
  kind: OverlayTokenKind;
}

interface TokenRow {
  id: string;
  kind: OverlayTokenKind;
  label: string;
  hint: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = 'id, kind, label, hint, created_at, last_used_at';

/** Tokens are kept as their SHA-256 only. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function view(r: TokenRow): OverlayTokenView {
  return {
    id: Number(r.id),
    kind: r.kind,
    label: r.label,
    hint: r.hint,
    createdAt: r.created_at.toISOString(),
    lastUsedAt: r.last_used_at?.toISOString() ?? null,
  };
}

/** The player's live tokens, newest first. */
export async function listTokens(db: Queryable, userId: number): Promise<OverlayTokenView[]> {
  const { rows } = await db.query<TokenRow>(
    `SELECT ${COLUMNS} FROM overlay_tokens WHERE user_id = $1 AND revoked_at IS NULL ORDER BY id DESC`,
    [userId],
  );
  return rows.map(view);
}

/**
 * Makes a token (32 random bytes, base64url): answered once, stored as its hash. A player keeps at most
 * MAX_OVERLAY_TOKENS live ones; the count is checked under a lock on the player's row so concurrent makes cannot pass it.
 */
export async function makeToken(db: Queryable, userId: number, kind: OverlayTokenKind, label: string): Promise<OverlayTokenMade> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const { rows: count } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM overlay_tokens WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
  if (Number(count[0]!.n) >= MAX_OVERLAY_TOKENS) {
    throw badRequest(`You have ${MAX_OVERLAY_TOKENS} overlay links: revoke one before making another`);
  }
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.query<TokenRow>(
    `INSERT INTO overlay_tokens (user_id, kind, label, token_hash, hint) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [userId, kind, label, tokenHash(token), token.slice(-4)],
  );
  return { ...view(rows[0]!), token };
}

/** Revokes one of the player's tokens; its open overlays close. Another player's or an unknown token: not found. */
export async function revokeToken(db: Queryable, userId: number, id: number): Promise<void> {
  const { rowCount } = await db.query(
    'UPDATE overlay_tokens SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL',
    [id, userId],
  );
  if (rowCount === 0) throw new ApiError(404, 'No such overlay link');
}

/**
 * The grant of a token, or a 404 for a malformed, unknown or revoked one (the same answer for each, so a guess learns
 * nothing). Marks the token used at most once a minute.
 */
export async function resolveToken(db: Queryable, token: string): Promise<OverlayGrant> {
  if (!OVERLAY_TOKEN_PATTERN.test(token)) throw new ApiError(404, 'This overlay link does not exist or was revoked');
  const { rows } = await db.query<{ id: string; user_id: number; kind: OverlayTokenKind }>(
    `UPDATE overlay_tokens SET last_used_at = now()
      WHERE token_hash = $1 AND revoked_at IS NULL
        AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')
      RETURNING id, user_id, kind`,
    [tokenHash(token)],
  );
  const row =
    rows[0] ??
    (
      await db.query<{ id: string; user_id: number; kind: OverlayTokenKind }>(
        'SELECT id, user_id, kind FROM overlay_tokens WHERE token_hash = $1 AND revoked_at IS NULL',
        [tokenHash(token)],
      )
    ).rows[0];
  if (!row) throw new ApiError(404, 'This overlay link does not exist or was revoked');
  return { tokenId: Number(row.id), userId: row.user_id, kind: row.kind };
}
