import type pg from 'pg';
import {
  LIMIT_RAISE_DELAY_MS,
  type BreakLength,
  type BreakView,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
  type LockCapability,
  type LockView,
  type ProtectionState,
  type RealityCheck,
  type SetLimit,
  type ActivityStatement,
  type StatementMonth,
  STATEMENT_MONTHS,
} from '../../src/core/protection';
import { Decimal } from '../../src/core/money';
import { withTx, type Queryable } from '../db/pool';
import { badRequest } from '../errors';
import { protectionRefusal, type Capability } from './refusal';

// The player's protection outside the money statement: reading and changing limits, breaks and reality checks, the
// operator's locks, and the refusal of capabilities that move no money (chat, promotions, a deposit address). Every
// refusal's wording comes from the database's protection_refusal, the same the money statement raises.

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string;
  used: string;
  window_start: Date;
  window_end: Date | null;
  pending: string | null;
  pending_removal: boolean;
  pending_from: Date | null;
}

/** The SQL length of each break (months and years are calendar ones). */
const BREAK_INTERVAL: Record<BreakLength, string | null> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6w': '42 days',
  '6m': '6 months',
  '1y': '1 year',
  '3y': '3 years',
  '5y': '5 years',
  permanent: null,
};

const trim = (v: string) => new Decimal(v).toFixed();

/** The products whose stakes are wagers, as an SQL list. */
const WAGER_PRODUCTS = "('originals', 'slots', 'live', 'sports')";

export class ProtectionService {
  constructor(private readonly db: pg.Pool) {}

  /** What refuses the player a capability now, as the message to show; null when nothing does. */
  refusal(db: Queryable, userId: number, capability: Capability): Promise<string | null> {
    return protectionRefusal(db, userId, capability);
  }

  /** The player's limits, break, locks and reality-check interval now. */
  async state(userId: number, sessionStartedAt: Date): Promise<ProtectionState> {
    return withTx(this.db, async (client) => {
      await client.query('SELECT protection_refresh($1)', [userId]);
      // One statement at a time: a transaction's client runs its queries in order.
      const limits = await client.query<LimitRow>(
        `SELECT kind, period, trim_scale(amount)::text AS amount, used::text AS used, window_start,
                CASE WHEN period <> 'once' THEN window_start + limit_window(period) END AS window_end,
                trim_scale(pending)::text AS pending, pending_removal, pending_from
           FROM player_limits WHERE user_id = $1
          ORDER BY array_position(ARRAY['deposit','loss','wager','stake','session'], kind),
                   array_position(ARRAY['day','week','month','once'], period)`,
        [userId],
      );
      const exclusion = await this.currentBreak(client, userId);
      const locks = await client.query<{ capability: LockCapability; until: Date; reason: string }>(
        `SELECT DISTINCT ON (capability) capability, until, reason FROM capability_locks
          WHERE user_id = $1 AND lifted_at IS NULL AND until > now() ORDER BY capability, until DESC`,
        [userId],
      );
      const user = await client.query<{ reality: number | null; now: Date }>(
        'SELECT reality_check_minutes AS reality, now() AS now FROM users WHERE id = $1',
        [userId],
      );
      return {
        limits: limits.rows.map(limitView),
        break: exclusion,
        locks: locks.rows.map((l): LockView => ({ capability: l.capability, until: l.until.getTime(), reason: l.reason })),
        realityCheck: user.rows[0]?.reality ?? null,
        sessionStartedAt: sessionStartedAt.getTime(),
        now: user.rows[0]!.now.getTime(),
      };
    });
  }

  /**
   * Sets or removes a limit. A new limit, or a lower one, applies at once (a new one counts from now); a higher one or
   * a removal waits 24 hours, and setting the limit in force again cancels what waits.
   */
  async setLimit(userId: number, input: SetLimit): Promise<void> {
    const kind = input.kind;
    const period: LimitPeriod = input.kind === 'stake' || input.kind === 'session' ? 'once' : input.period;
    await withTx(this.db, async (client) => {
      await client.query('SELECT protection_refresh($1)', [userId]);
      if (input.amount !== null) {
        const made = await client.query(
          `INSERT INTO player_limits (user_id, kind, period, amount) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
          [userId, kind, period, input.amount],
        );
        if (made.rowCount === 1) return;
      }
      const { rows } = await client.query<{ amount: string; pending_removal: boolean }>(
        `SELECT amount::text AS amount, pending_removal FROM player_limits WHERE user_id = $1 AND kind = $2 AND period = $3 FOR UPDATE`,
        [userId, kind, period],
      );
      const row = rows[0];
      if (!row) throw badRequest('There is no such limit to remove');
      const waitFrom = `now() + ${LIMIT_RAISE_DELAY_MS} * interval '1 millisecond'`;
      const where = 'WHERE user_id = $1 AND kind = $2 AND period = $3';
      if (input.amount === null) {
        // A removal already waiting keeps its countdown.
        if (!row.pending_removal) {
          await client.query(`UPDATE player_limits SET pending = NULL, pending_removal = true, pending_from = ${waitFrom} ${where}`, [
            userId,
            kind,
            period,
          ]);
        }
        return;
      }
      const wanted = new Decimal(input.amount);
      if (wanted.lte(row.amount)) {
        await client.query(`UPDATE player_limits SET amount = $4, pending = NULL, pending_removal = false, pending_from = NULL ${where}`, [
          userId,
          kind,
          period,
          input.amount,
        ]);
      } else {
        await client.query(`UPDATE player_limits SET pending = $4, pending_removal = false, pending_from = ${waitFrom} ${where}`, [
          userId,
          kind,
          period,
          input.amount,
        ]);
      }
    });
  }

  /**
   * Starts a time-out or self-exclusion now. It cannot be shortened: one already in force that ends later is kept (and
   * this one refused), one that ends sooner is overtaken. Answers the break in force.
   */
  async takeBreak(userId: number, kind: 'timeout' | 'exclusion', length: BreakLength): Promise<BreakView> {
    return withTx(this.db, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`protection-break:${userId}`]);
      const current = await this.currentBreak(client, userId);
      const interval = BREAK_INTERVAL[length];
      const { rows } = await client.query<{ ends_at: Date | null }>(
        `SELECT CASE WHEN $1::text IS NULL THEN NULL ELSE now() + $1::interval END AS ends_at`,
        [interval],
      );
      const endsAt = rows[0]!.ends_at;
      if (current && (current.endsAt === null || (endsAt !== null && current.endsAt >= endsAt.getTime()))) {
        throw badRequest('A break that lasts at least as long is already in force: it cannot be shortened');
      }
      await client.query(
        `INSERT INTO player_exclusions (user_id, kind, length, ends_at, play_from)
         VALUES ($1, $2, $3, $4, $4::timestamptz + interval '24 hours')`,
        [userId, kind, length, endsAt],
      );
      return (await this.currentBreak(client, userId))!;
    });
  }

  /** Sets the reality-check interval (null turns it off). */
  async setRealityCheck(userId: number, minutes: number | null): Promise<void> {
    await this.db.query('UPDATE users SET reality_check_minutes = $2 WHERE id = $1', [userId, minutes]);
  }

  /** The session so far: staked, net and bets since `since`, in USD at today's rates, over every product. */
  async realityCheck(userId: number, since: Date): Promise<RealityCheck> {
    const { rows } = await this.db.query<{ wagered: string | null; net: string | null; bets: number; now: Date }>(
      `SELECT sum(CASE WHEN l.reason = 'bet' THEN -l.delta ELSE 0 END * r.usd_rate)::text AS wagered,
              sum(l.delta * r.usd_rate)::text AS net, count(*) FILTER (WHERE l.reason = 'bet')::int AS bets, now() AS now
         FROM ledger l JOIN rates r ON r.code = l.coin AND r.kind = 'COIN'
        WHERE l.user_id = $1 AND l.product IN ${WAGER_PRODUCTS}
          -- The player's rows after the last one before the session (ids grow with time): two short index ranges.
          AND l.id > COALESCE((SELECT max(p.id) FROM ledger p WHERE p.user_id = $1 AND p.created_at < $2), 0)`,
      [userId, since],
    );
    const r = rows[0]!;
    return {
      startedAt: since.getTime(),
      now: r.now.getTime(),
      wagered: new Decimal(r.wagered ?? 0).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
      net: new Decimal(r.net ?? 0).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
      bets: r.bets,
    };
  }

  /**
   * The player's money by month and coin over the last STATEMENT_MONTHS months (UTC): deposits, withdrawals (less
   * refunded ones), stakes, the net result of play, and everything else, from the ledger.
   */
  async statement(userId: number): Promise<ActivityStatement> {
    const { rows } = await this.db.query<StatementMonth>(
      `SELECT to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, coin,
              trim_scale(COALESCE(sum(delta) FILTER (WHERE reason = 'deposit'), 0))::text AS deposited,
              trim_scale(COALESCE(-sum(delta) FILTER (WHERE reason IN ('withdraw', 'withdraw_refund')), 0))::text AS withdrawn,
              trim_scale(COALESCE(-sum(delta) FILTER (WHERE reason = 'bet' AND product IN ${WAGER_PRODUCTS}), 0))::text AS wagered,
              trim_scale(COALESCE(sum(delta) FILTER (WHERE product IN ${WAGER_PRODUCTS}), 0))::text AS net,
              trim_scale(COALESCE(sum(delta) FILTER (WHERE reason NOT IN ('deposit', 'withdraw', 'withdraw_refund')
                                                       AND (product IS NULL OR product NOT IN ${WAGER_PRODUCTS})), 0))::text AS other
         FROM ledger
        WHERE user_id = $1 AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - $2 * interval '1 month'
        GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
      [userId, STATEMENT_MONTHS - 1],
    );
    return { months: rows };
  }

  /** Locks a capability until a time, with the reason the player is shown. */
  async lock(userId: number, capability: LockCapability, until: Date, reason: string, byUser: number | null): Promise<void> {
    await this.db.query('INSERT INTO capability_locks (user_id, capability, until, reason, by_user) VALUES ($1, $2, $3, $4, $5)', [
      userId,
      capability,
      until,
      reason,
      byUser,
    ]);
  }

  /** Lifts a capability's locks in force; how many were lifted. */
  async unlock(userId: number, capability: LockCapability): Promise<number> {
    const { rowCount } = await this.db.query(
      'UPDATE capability_locks SET lifted_at = now() WHERE user_id = $1 AND capability = $2 AND lifted_at IS NULL AND until > now()',
      [userId, capability],
    );
    return rowCount ?? 0;
  }

  private async currentBreak(db: Queryable, userId: number): Promise<BreakView | null> {
    const { rows } = await db.query<{
      kind: 'timeout' | 'exclusion';
      length: BreakLength;
      starts_at: Date;
      ends_at: Date | null;
      play_from: Date | null;
    }>(
      `SELECT kind, length, starts_at, ends_at, play_from FROM player_exclusions
        WHERE user_id = $1 AND (play_from IS NULL OR play_from > now()) ORDER BY play_from DESC NULLS FIRST LIMIT 1`,
      [userId],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      kind: r.kind,
      length: r.length,
      startsAt: r.starts_at.getTime(),
      endsAt: r.ends_at?.getTime() ?? null,
      playFrom: r.play_from?.getTime() ?? null,
    };
  }
}

function limitView(r: LimitRow): LimitView {
  const windowed = r.period !== 'once';
  return {
    kind: r.kind,
    period: r.period,
    amount: r.amount,
    used: windowed ? new Decimal(r.used).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2) : null,
    resetsAt: windowed && r.window_end ? r.window_end.getTime() : null,
    pending: r.pending_from ? { amount: r.pending_removal ? null : trim(r.pending!), from: r.pending_from.getTime() } : null,
  };
}
