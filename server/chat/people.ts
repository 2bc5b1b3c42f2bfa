import { AT_USERS_LIMIT, HIDDEN_NAME, type AtUserSuggestion, type MentionState, type UserBetCard } from '../../src/core/chat';
import { Decimal, trimZeros } from '../../src/core/money';
import type { Queryable } from '../db/pool';
import { badRequest } from '../errors';

/** Handles of recent chatters (and then anyone) starting with the keyword; private players are never suggested. */
export async function atUsers(db: Queryable, keyword: string, selfId: number): Promise<AtUserSuggestion[]> {
  const { rows } = await db.query<{ user_name: string; nick_name: string; img_url: string }>(
    `SELECT u.user_name, u.nick_name, u.img_url
       FROM users u
       LEFT JOIN LATERAL (SELECT max(m.id) AS last FROM chat_messages m WHERE m.user_id = u.id AND m.kind = 'text') r ON true
      WHERE u.privacy = 0 AND u.id <> $2 AND lower(u.user_name) LIKE $1 || '%'
      ORDER BY r.last DESC NULLS LAST, lower(u.user_name) LIMIT $3`,
    [keyword.toLowerCase(), selfId, AT_USERS_LIMIT],
  );
  return rows.map((r) => ({ userName: r.user_name, name: r.nick_name, avatar: r.img_url }));
}

/** The caller's unread mentions (deleted messages do not count); with readTo, those up to it are marked read first. */
export async function mentionState(db: Queryable, userId: number, readTo?: number): Promise<MentionState> {
  if (readTo !== undefined) {
    await db.query('UPDATE chat_mentions SET read_at = now() WHERE user_id = $1 AND message_id <= $2 AND read_at IS NULL', [
      userId,
      readTo,
    ]);
  }
  const { rows } = await db.query<{ id: string; n: number }>(
    `SELECT c.message_id AS id, count(*) OVER ()::int AS n FROM chat_mentions c JOIN chat_messages m ON m.id = c.message_id
      WHERE c.user_id = $1 AND c.read_at IS NULL AND m.deleted_at IS NULL ORDER BY c.message_id DESC LIMIT 50`,
    [userId],
  );
  return { unread: rows[0]?.n ?? 0, ids: rows.map((r) => Number(r.id)) };
}

/**
 * A player's public chat card: bets of every game (instant games and crash bets played out, not refunded), wins, USD
 * wagered at the rates table's prices, biggest win multiplier.
 */
export async function userBetCard(db: Queryable, userName: string): Promise<UserBetCard> {
  const { rows } = await db.query<{
    user_name: string;
    nick_name: string;
    img_url: string;
    level_id: number;
    privacy: number;
    wagered_usd: string;
    created_at: Date;
    bets: string;
    wins: string;
    best: string | null;
  }>(
    `SELECT u.user_name, u.nick_name, u.img_url, COALESCE((SELECT a.level_id FROM vip_accounts a WHERE a.user_id = u.id), 1) AS level_id, u.privacy, u.created_at,
            b.n AS bets, b.wins, b.best, b.wagered AS wagered_usd
       FROM users u
       CROSS JOIN LATERAL (SELECT count(*) AS n, count(*) FILTER (WHERE x.payout > 0) AS wins,
                                  max(x.multiplier) FILTER (WHERE x.payout > 0) AS best,
                                  coalesce(sum(x.amount * r.usd_rate), 0) AS wagered
                             FROM bets x LEFT JOIN rates r ON r.code = x.coin AND r.kind = 'COIN'
                            WHERE x.user_id = u.id) b
      WHERE lower(u.user_name) = lower($1)`,
    [userName],
  );
  const u = rows[0];
  if (!u) throw badRequest(`No player named ${userName}`);
  if (u.privacy === 1) return { hidden: true, name: HIDDEN_NAME };
  return {
    hidden: false,
    userName: u.user_name,
    name: u.nick_name,
    avatar: u.img_url,
    vipLevel: u.level_id,
    bets: Number(u.bets),
    wins: Number(u.wins),
    wageredUsd: new Decimal(u.wagered_usd).toFixed(2, Decimal.ROUND_DOWN),
    biggestMultiplier: u.best === null ? '0' : trimZeros(new Decimal(u.best).toFixed(2, Decimal.ROUND_DOWN)),
    joinedAt: u.created_at.getTime(),
  };
}
