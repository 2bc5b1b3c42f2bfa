import type pg from 'pg';
import { COIN_CODES, coinDecimals, type Coin } from '../../src/core/currency';
import { Decimal, parseAmount } from '../../src/core/money';
import { MSG } from '../../src/core/socket';
import { userIdByName } from '../chat/moderation';
import { createNotification } from '../feeds/notifications';
import { relayToServers } from '../live/fanout';
import { ReferenceCache } from '../reference/ReferenceCache';
import { grant } from '../vip/claims';
import { loadLadder } from '../vip/ladder';
import { loadAccount } from '../vip/standing';
import { VIP_CHANNEL } from '../vip/VipPusher';
import { decided, isResult, refused, table, usageOf, utc, UNSAFE_TEXT } from './queue';
import type { AdminResult } from './result';

/** Usage of the vip commands of the admin command line. */
export const VIP_USAGE = `  vip levels                     the ladder: thresholds, rewards and rates
  vip set <levelId> <field>=<value>…  change a level; fields: name, name.<lang> (e.g. name.es_ES), threshold, reward,
                                 rakeback, daily, weekly, monthly, weeklyCashback, monthlyCashback, recharge (rates as
                                 shares: 0.05 is 5%), rapid (true|false), birthday, gift (USD), balance (DEPOSIT|BONUS),
                                 perks ("a|b"); players' levels follow at once
  vip show <userName>            a player's level, XP, rakeback accrued and latest claims
  vip lock <userName> <levelId> <reason…>  hold the player at that level at least (a status match)
  vip unlock <userName>
  vip grant <userName> <amount> <coin> [--bonus] <reason…>  pay a reward (the player reads the reason)`;

const usage = usageOf(VIP_USAGE);

const RATE_FIELDS: Record<string, string> = {
  rakeback: 'rakeback_rate',
  daily: 'daily_rate',
  weekly: 'weekly_rate',
  monthly: 'monthly_rate',
  weeklyCashback: 'weekly_cashback',
  monthlyCashback: 'monthly_cashback',
  recharge: 'recharge_rate',
};
const USD_FIELDS: Record<string, string> = {
  threshold: 'threshold',
  reward: 'upgrade_reward',
  birthday: 'birthday_bonus',
  gift: 'monthly_gift',
};

const pct = (v: string) =>
  `${new Decimal(v)
    .times(100)
    .toFixed(2)
    .replace(/\.?0+$/, '')}%`;

async function levels(db: pg.Pool): Promise<AdminResult> {
  const ladder = await loadLadder(db);
  const { rows } = await db.query<{ level_id: number; n: number }>(
    'SELECT level_id, count(*)::int AS n FROM vip_accounts GROUP BY level_id',
  );
  const players = new Map(rows.map((r) => [r.level_id, r.n]));
  return {
    code: 0,
    out: table(
      ['ID', 'NAME', 'XP', 'REWARD', 'RAKEBACK', 'DAILY', 'WEEKLY', 'MONTHLY', 'RECHARGE', 'BIRTHDAY', 'GIFT', 'PAID TO', 'PLAYERS'],
      ladder.map((l) => [
        String(l.levelId),
        l.name,
        l.threshold,
        l.upgradeReward,
        pct(l.rakebackRate),
        pct(l.dailyRate),
        `${pct(l.weeklyRate)}+${pct(l.weeklyCashback)}`,
        `${pct(l.monthlyRate)}+${pct(l.monthlyCashback)}`,
        `${pct(l.rechargeRate)}${l.rapidRecharge ? ' rapid' : ''}`,
        l.birthdayBonus,
        l.monthlyGift,
        l.rewardBalance,
        String(players.get(l.levelId) ?? 0),
      ]),
    ),
  };
}

/** One `field=value` of `vip set` as a SQL assignment, or the reason it is refused. */
function assignment(pair: string): { sql: string; value: unknown } | string {
  const eq = pair.indexOf('=');
  if (eq <= 0) return `"${pair}" must look like field=value`;
  const field = pair.slice(0, eq);
  const value = pair.slice(eq + 1);
  if (field === 'name')
    return value.trim() && !UNSAFE_TEXT.test(value) && value.length <= 40
      ? { sql: 'name', value: value.trim() }
      : 'name must be 1-40 printable characters';
  const lang = /^name\.([a-z]{2}_[A-Z]{2})$/.exec(field);
  if (lang) {
    if (!value.trim() || UNSAFE_TEXT.test(value) || value.length > 40) return `${field} must be 1-40 printable characters`;
    return { sql: `names = names || jsonb_build_object('${lang[1]}', $VALUE::text)`, value: value.trim() };
  }
  if (field in RATE_FIELDS) {
    const d = parseAmount(value, 6);
    return d && d.lte(1)
      ? { sql: RATE_FIELDS[field]!, value: d.toFixed() }
      : `${field} must be a share from 0 to 1 with at most 6 decimals`;
  }
  if (field in USD_FIELDS) {
    const d = parseAmount(value, 18);
    return d ? { sql: USD_FIELDS[field]!, value: d.toFixed() } : `${field} must be a non-negative decimal`;
  }
  if (field === 'rapid')
    return value === 'true' || value === 'false' ? { sql: 'rapid_recharge', value: value === 'true' } : 'rapid must be true or false';
  if (field === 'balance')
    return value === 'DEPOSIT' || value === 'BONUS' ? { sql: 'reward_balance', value } : 'balance must be DEPOSIT or BONUS';
  if (field === 'perks') {
    const perks = value
      .split('|')
      .map((p) => p.trim())
      .filter(Boolean);
    if (perks.some((p) => p.length > 80 || UNSAFE_TEXT.test(p))) return 'each perk must be 1-80 printable characters';
    return { sql: 'perks', value: perks };
  }
  return `unknown field: ${field}`;
}

/**
 * Puts every player on the level their XP reaches (never below their floor) and records levels newly reached; each
 * moved player's sockets hear of it (the wager trigger's channel). Answers how many moved up and down.
 */
export async function relevel(client: pg.PoolClient): Promise<{ up: number; down: number }> {
  const { rows } = await client.query<{ user_id: number; old: number; level_id: number }>(
    `WITH target AS (
       SELECT a.user_id, a.level_id AS old,
              GREATEST(COALESCE(a.level_floor, 1), (SELECT l.id FROM vip_levels l WHERE l.threshold <= a.xp ORDER BY l.threshold DESC LIMIT 1)) AS level_id
         FROM vip_accounts a)
     UPDATE vip_accounts a SET level_id = t.level_id, updated_at = now() FROM target t
      WHERE a.user_id = t.user_id AND a.level_id <> t.level_id
     RETURNING a.user_id, t.old, a.level_id`,
  );
  for (const r of rows) {
    if (r.level_id > r.old) {
      await client.query(
        `INSERT INTO vip_levels_reached (user_id, level_id) SELECT $1, l.id FROM vip_levels l WHERE l.id > $2 AND l.id <= $3 ON CONFLICT DO NOTHING`,
        [r.user_id, r.old, r.level_id],
      );
    }
    await client.query('SELECT pg_notify($1, $2)', [VIP_CHANNEL, `${r.user_id}${r.level_id > r.old ? ':up' : ''}`]);
  }
  return { up: rows.filter((r) => r.level_id > r.old).length, down: rows.filter((r) => r.level_id < r.old).length };
}

async function set(db: pg.Pool, args: readonly string[]): Promise<AdminResult> {
  const [id, ...pairs] = args;
  if (!id || !/^\d{1,4}$/.test(id)) return usage('vip set: a level id is required');
  if (pairs.length === 0) return usage('vip set: at least one field=value is required');
  const parts: { sql: string; value: unknown }[] = [];
  for (const p of pairs) {
    const a = assignment(p);
    if (typeof a === 'string') return usage(`vip set: ${a}`);
    parts.push(a);
  }
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const sets = parts.map((p, i) => (p.sql.includes('$VALUE') ? p.sql.replace('$VALUE', `$${i + 2}`) : `${p.sql} = $${i + 2}`));
    const { rowCount } = await client.query(`UPDATE vip_levels SET ${sets.join(', ')} WHERE id = $1`, [
      Number(id),
      ...parts.map((p) => p.value),
    ]);
    if (rowCount === 0) {
      await client.query('ROLLBACK');
      return refused(`No VIP level ${id}`);
    }
    // Levels stay in the same order by id and by threshold (the trigger and the page rely on it).
    const { rows } = await client.query<{ ok: boolean }>(
      `SELECT bool_and(prev IS NULL OR prev < threshold) AS ok FROM (SELECT threshold, lag(threshold) OVER (ORDER BY id) AS prev FROM vip_levels) s`,
    );
    if (!rows[0]!.ok) {
      await client.query('ROLLBACK');
      return refused('vip set: thresholds must rise with the level ids');
    }
    const moved = await relevel(client);
    await client.query('COMMIT');
    return { code: 0, out: `level ${id} changed; players moved up: ${moved.up}, down: ${moved.down}` };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    const e = error as { code?: string; message: string };
    if (e.code === '23505' || e.code === '23514') return refused(`vip set: ${e.message}`);
    throw error;
  } finally {
    client.release();
  }
}

async function show(db: pg.Pool, userName: string, userId: number): Promise<AdminResult> {
  const [ladder, account, rake, claims] = await Promise.all([
    loadLadder(db),
    loadAccount(db, userId),
    db.query<{ coin: string; accrued: string }>('SELECT coin, accrued::text FROM vip_rakeback WHERE user_id = $1 ORDER BY coin', [userId]),
    db.query<{ kind: string; period: string | null; coin: string; amount: string; usd: string; balance_kind: string; created_at: Date }>(
      `SELECT kind, period, coin, amount::text, usd::text, balance_kind, created_at FROM vip_claims WHERE user_id = $1 ORDER BY id DESC LIMIT 10`,
      [userId],
    ),
  ]);
  const name = (id: number | null) => (id === null ? '' : `${ladder.find((l) => l.levelId === id)?.name ?? '?'} (${id})`);
  const lines = [
    `player    ${userName}`,
    `level     ${name(account.levelId)}${account.levelFloor ? `, held at least at ${name(account.levelFloor)}: ${account.floorReason ?? ''}` : ''}`,
    `xp        ${new Decimal(account.xp).toFixed(2)}`,
    `wagered   ${new Decimal(account.wageredUsd).toFixed(2)} USD`,
    `rakeback  ${rake.rows.map((r) => `${new Decimal(r.accrued).toDecimalPlaces(8).toFixed()} ${r.coin}`).join(', ') || 'none'}`,
    ...claims.rows.map(
      (c) =>
        `claim     ${utc(c.created_at)} ${c.kind}${c.period ? ` ${c.period}` : ''}: ${c.amount} ${c.coin} (${c.usd} USD) to ${c.balance_kind}`,
    ),
  ];
  return { code: 0, out: lines.join('\n') };
}

async function lock(db: pg.Pool, userId: number, levelId: number | null, reason: string): Promise<AdminResult> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    if (levelId !== null && (await client.query('SELECT 1 FROM vip_levels WHERE id = $1', [levelId])).rowCount === 0) {
      await client.query('ROLLBACK');
      return refused(`No VIP level ${levelId}`);
    }
    await client.query('INSERT INTO vip_accounts (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
    await client.query('UPDATE vip_accounts SET level_floor = $2, floor_reason = $3 WHERE user_id = $1', [
      userId,
      levelId,
      levelId === null ? null : reason,
    ]);
    if (levelId !== null)
      await client.query('INSERT INTO vip_levels_reached (user_id, level_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, levelId]);
    await relevel(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return { code: 0, out: levelId === null ? 'level floor removed' : `held at level ${levelId} at least` };
}

async function grantCommand(db: pg.Pool, userId: number, args: readonly string[]): Promise<AdminResult> {
  const bonus = args.includes('--bonus');
  const [amountText, coinText, ...rest] = args.filter((a) => a !== '--bonus');
  const amount = amountText === undefined ? null : parseAmount(amountText, 18);
  if (!amount || amount.isZero()) return usage('vip grant: the amount must be a positive decimal');
  if (!COIN_CODES.includes(coinText as Coin)) return usage(`vip grant: coin must be one of ${COIN_CODES.join(', ')}`);
  const coin = coinText as Coin;
  if (amount.decimalPlaces() > coinDecimals(coin)) return usage(`vip grant: ${coin} has ${coinDecimals(coin)} decimals`);
  const reason = rest.join(' ').trim();
  if (!reason || reason.length > 200 || UNSAFE_TEXT.test(reason))
    return usage('vip grant: a reason of 1-200 printable characters is required');
  const refs = await new ReferenceCache(db).get();
  const done = await decided(() => grant(db, refs, userId, coin, amount, bonus ? 'BONUS' : 'DEPOSIT', reason));
  if (isResult(done)) return done;
  const news = await createNotification(db, userId, {
    kind: 'vip',
    title: 'A VIP reward for you',
    body: `${amount.toFixed()} ${coin}${bonus ? ' in bonus money' : ''}: ${reason}`,
    data: { link: '/vip' },
  });
  await relayToServers(
    db,
    [
      { k: 'amounts', changes: done.applied },
      ...(bonus ? [{ k: 'user' as const, userId, frame: { type: MSG.BONUS_WALLET, data: { status: 1 } } }] : []),
      { k: 'user', userId, frame: { type: MSG.NEWS_NOTIFY, data: news } },
    ],
    'admin-cli',
  );
  return { code: 0, out: `paid ${amount.toFixed()} ${coin} to the ${bonus ? 'bonus' : 'deposit'} balance` };
}

/** Runs a `vip …` command. */
export async function runVipAdmin(db: pg.Pool, args: readonly string[]): Promise<AdminResult> {
  const [verb, first, ...rest] = args;
  if (verb === 'levels') return rest.length || first ? usage('vip levels: unexpected arguments') : levels(db);
  if (verb === 'set') return set(db, args.slice(1));
  if (!verb || !['show', 'lock', 'unlock', 'grant'].includes(verb)) return usage(`vip: unknown command ${verb ?? ''}`.trim());
  if (!first) return usage(`vip ${verb}: a userName is required`);
  let userId: number;
  try {
    userId = await userIdByName(db, first);
  } catch (error) {
    return refused((error as Error).message);
  }
  if (verb === 'show') return rest.length ? usage('vip show: unexpected arguments') : show(db, first, userId);
  if (verb === 'unlock') return rest.length ? usage('vip unlock: unexpected arguments') : lock(db, userId, null, '');
  if (verb === 'lock') {
    const [level, ...why] = rest;
    if (!level || !/^\d{1,4}$/.test(level)) return usage('vip lock: a level id is required');
    const reason = why.join(' ').trim();
    if (!reason || reason.length > 200 || UNSAFE_TEXT.test(reason))
      return usage('vip lock: a reason of 1-200 printable characters is required');
    return lock(db, userId, Number(level), reason);
  }
  return grantCommand(db, userId, rest);
}
