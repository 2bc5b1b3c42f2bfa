import type { Banner, BetInfo, SiteUserInfo } from '../../src/core/feeds';
import { toFixedDown } from '../../src/core/money';
import type { Queryable } from '../db/pool';

/** selectBetInfo: bets and USD wagered and paid of all time and of the last 24 h, both bet stores. */
export async function betInfo(db: Queryable): Promise<BetInfo> {
  const { rows } = await db.query<Record<'n' | 'wagered' | 'paid' | 'n24' | 'wagered24' | 'best24', string | null>>(
    `WITH a AS (SELECT coin, amount, payout, created_at FROM bets)
     SELECT count(*) AS n, sum(a.amount * r.usd_rate) AS wagered, sum(a.payout * r.usd_rate) AS paid,
            count(*) FILTER (WHERE a.created_at > now() - interval '1 day') AS n24,
            sum(a.amount * r.usd_rate) FILTER (WHERE a.created_at > now() - interval '1 day') AS wagered24,
            max((a.payout - a.amount) * r.usd_rate) FILTER (WHERE a.created_at > now() - interval '1 day' AND a.payout > a.amount) AS best24
       FROM a JOIN rates r ON r.code = a.coin AND r.kind = 'COIN'`,
  );
  const r = rows[0]!;
  const usd = (v: string | null) => toFixedDown(v ?? '0', 2);
  return {
    totalBets: Number(r.n ?? 0),
    wageredUsd: usd(r.wagered),
    paidUsd: usd(r.paid),
    bets24h: Number(r.n24 ?? 0),
    wagered24hUsd: usd(r.wagered24),
    biggestWin24hUsd: usd(r.best24),
  };
}

/** selectUserInfo without the online count: players, new players and players who bet in the last 24 h. */
export async function userInfo(db: Queryable): Promise<Omit<SiteUserInfo, 'online'>> {
  const { rows } = await db.query<{ players: string; fresh: string; active: string }>(
    `SELECT (SELECT count(*) FROM users) AS players,
            (SELECT count(*) FROM users WHERE created_at > now() - interval '1 day') AS fresh,
            (SELECT count(DISTINCT user_id) FROM bets WHERE created_at > now() - interval '1 day') AS active`,
  );
  const r = rows[0]!;
  return { players: Number(r.players), newPlayers24h: Number(r.fresh), activePlayers24h: Number(r.active) };
}

/** listAdvertis: the active banners in their order. */
export async function banners(db: Queryable): Promise<Banner[]> {
  const { rows } = await db.query<{ id: number; title: string; body: string; link_url: string; link_text: string; theme: string }>(
    `SELECT id, title, body, link_url, link_text, theme FROM banners WHERE active ORDER BY sort, id`,
  );
  return rows.map((r) => ({ id: r.id, title: r.title, body: r.body, linkUrl: r.link_url, linkText: r.link_text, theme: r.theme }));
}
