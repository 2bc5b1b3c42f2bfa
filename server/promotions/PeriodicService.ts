import type pg from 'pg';
import { coinDecimals, type Coin } from '../../src/core/currency';
import { Decimal, trimZeros } from '../../src/core/money';
import { periodByIndex, type CashbackMine, type Period, type RaceBoard, type RaceMine } from '../../src/core/promotions';
import { withTx } from '../db/pool';
import { pushNotification } from '../feeds/notifications';
import { badRequest } from '../errors';
import type { Hub } from '../live/hub';
import type { AppliedMovement } from '../money/moves';
import type { ReferenceCache } from '../reference/ReferenceCache';
import { loadPromotions, statusOf, type PromotionRow } from './catalog';
import { cashbackMine, claimCashback } from './cashback';
import { entryRows, type MatchStanding } from './depositMatch';
import {
  currentPeriod,
  endedPeriod,
  raceBoard,
  raceMine,
  raceRule,
  RACE_GRACE_MS,
  settleRace,
  standings,
  stopOf,
  type StandingRow,
} from './race';

/** Kinds joined once and run in periods. */
export const PERIODIC_KINDS = new Set(['race', 'cashback']);

/** The running period's standings are read again after this long (the board is live to within it). */
export const STANDINGS_TTL_MS = 3000;

/** A player's "cashback due" flag is read again after this long (flag words are pushed while they bet). */
const DUE_TTL_MS = 30_000;

/** Periods of a race looked back at for settling (a race's process was down at most this many periods). */
const SETTLE_LOOKBACK = 31;

/** A periodic promotion's standing for a player, in the deposit matches' shape, with the cashback view. */
export type PeriodicStanding = MatchStanding & { joinedAt: Date | null; cashback: CashbackMine | null };

/**
 * Races and cashback for the promotion service: the player's standing (joined or not, cashback due), the race board
 * from standings kept for a few seconds per process, cashback claims, and the settlement of ended race periods (a
 * sweep every `sweepMs` on every process; the race's lock and its period row make each period pay once).
 */
export class PeriodicService {
  private readonly boards = new Map<number, { key: string; at: number; rows: StandingRow[] }>();
  private readonly due = new Map<number, { at: number; yes: boolean }>();
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private sweeping: Promise<number> | null = null;

  constructor(
    private readonly db: pg.Pool,
    private readonly refs: ReferenceCache,
    private readonly hub: Hub,
    private readonly clock: () => Date,
    private readonly onPaid: (userId: number, applied: AppliedMovement[]) => Promise<void>,
    private readonly log: (msg: string) => void = () => {},
  ) {}

  /** Starts settling ended race periods every `sweepMs` (and once now). */
  start(sweepMs = 15_000): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => void this.sweep(), sweepMs);
    this.sweeper.unref();
    void this.sweep();
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await this.sweeping;
  }

  /** Where the player stands in a race or cashback. */
  async standing(p: PromotionRow, userId: number): Promise<PeriodicStanding> {
    const now = this.clock();
    const entries = await entryRows(this.db, p.id, userId);
    const main = entries.find((e) => e.period === '');
    const joined = main?.state === 'joined';
    const live = statusOf(p, now) === 'live';
    const cannotJoin = !live ? 'This promotion is not running' : joined ? 'You have already joined' : null;
    const joinedAt = joined ? main.joined_at : null;
    const cashback = p.kind === 'cashback' ? await cashbackMine(this.db, p, userId, joinedAt, now) : null;
    const claimable = (cashback?.due.length ?? 0) > 0;
    return {
      state: claimable ? 'claimable' : joined ? 'joined' : main ? (main.state as 'cancelled') : 'none',
      firstState: null,
      offer: null,
      deposit: null,
      entries,
      canJoin: cannotJoin === null,
      cannotJoin,
      nothing: p.kind === 'race' ? 'Race prizes are paid by themselves when the period ends' : 'No cashback to claim yet',
      joinedAt,
      cashback,
    };
  }

  /** The running period's standings (kept STANDINGS_TTL_MS), or null when no period runs. */
  async current(p: PromotionRow): Promise<{ period: Period; rows: StandingRow[] } | null> {
    const period = currentPeriod(p, raceRule(p).periodDays, this.clock());
    if (!period) return null;
    const kept = this.boards.get(p.id);
    if (kept && kept.key === period.key && Date.now() - kept.at < STANDINGS_TTL_MS) return { period, rows: kept.rows };
    const rows = await standings(this.db, p, period);
    this.boards.set(p.id, { key: period.key, at: Date.now(), rows });
    return { period, rows };
  }

  /** A race's board as the viewer sees it. */
  async board(p: PromotionRow, viewerId: number | null): Promise<RaceBoard> {
    return raceBoard(this.db, p, this.clock(), await this.current(p), viewerId);
  }

  /** The player's place in a race's running period (null when not racing now). */
  async raceMine(p: PromotionRow, userId: number, s: PeriodicStanding): Promise<RaceMine | null> {
    if (!s.joinedAt) return null;
    const current = await this.current(p);
    return current && raceMine(p, current.rows, userId);
  }

  /** The player joined or left: their board place and flags are read again. */
  changed(promotionId: number, userId: number): void {
    this.boards.delete(promotionId);
    this.due.delete(userId);
  }

  /** Claims the cashback due in a promotion (one period of it, when named), in `coin` or the player's selected one. */
  async claim(p: PromotionRow, userId: number, opts: { coin?: string; period?: string }): Promise<AppliedMovement[]> {
    if (p.kind === 'race') throw badRequest('Race prizes are paid by themselves when the period ends');
    // Only when the player joined is needed: the claim reads what is due itself, under its lock.
    const main = (await entryRows(this.db, p.id, userId)).find((e) => e.period === '' && e.state === 'joined');
    const refs = await this.refs.get();
    const applied = await withTx(this.db, (client) => claimCashback(client, refs, p, userId, main?.joined_at ?? null, opts, this.clock()));
    this.due.delete(userId);
    return applied;
  }

  /** What a USD reward pays the player now: in their selected coin at its price, rounded down. */
  async payout(userId: number, usd: string): Promise<{ coin: Coin; amount: string; usd: string }> {
    const { rows } = await this.db.query<{ coin: Coin }>('SELECT selected_coin AS coin FROM users WHERE id = $1', [userId]);
    const coin = rows[0]?.coin ?? 'USDT';
    const price = new Decimal((await this.refs.get()).usdPrice(coin));
    const amount = price.gt(0) ? new Decimal(usd).div(price).toDecimalPlaces(coinDecimals(coin), Decimal.ROUND_DOWN) : new Decimal(0);
    return { coin, amount: trimZeros(amount.toFixed(coinDecimals(coin))), usd };
  }

  /** Whether some cashback of the player waits to be claimed (kept DUE_TTL_MS). */
  async cashbackDue(userId: number): Promise<boolean> {
    const kept = this.due.get(userId);
    if (kept && Date.now() - kept.at < DUE_TTL_MS) return kept.yes;
    const { rows } = await this.db.query<{ promotion_id: number }>(
      `SELECT e.promotion_id FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id
        WHERE e.user_id = $1 AND e.period = '' AND e.state = 'joined' AND p.kind = 'cashback'`,
      [userId],
    );
    let yes = false;
    if (rows.length > 0) {
      for (const p of await loadPromotions(this.db)) {
        if (!rows.some((r) => r.promotion_id === p.id)) continue;
        const s = await this.standing(p, userId);
        if ((s.cashback?.due.length ?? 0) > 0) yes = true;
      }
    }
    this.due.set(userId, { at: Date.now(), yes });
    return yes;
  }

  /** Pays the prizes of every race period that ended (RACE_GRACE_MS ago) and is not settled; answers the number settled. */
  async sweep(): Promise<number> {
    const run = this.settleDue().catch((error: unknown) => {
      this.log(`race settlement failed: ${(error as Error).message}`);
      return 0;
    });
    this.sweeping = run;
    return run;
  }

  private async settleDue(): Promise<number> {
    const now = new Date(this.clock().getTime() - RACE_GRACE_MS);
    let count = 0;
    for (const p of await loadPromotions(this.db)) {
      if (p.kind !== 'race') continue;
      const rule = raceRule(p);
      const last = endedPeriod(p, rule.periodDays, now);
      if (!last) continue;
      // A period that ended before anyone joined has no one to pay: it needs no settling.
      const { rows: first } = await this.db.query<{ at: Date | null }>(
        `SELECT min(joined_at) AS at FROM promotion_entries WHERE promotion_id = $1 AND period = ''`,
        [p.id],
      );
      const firstJoined = first[0]?.at;
      if (!firstJoined) continue;
      const periods: Period[] = [];
      for (let i = last.index; i >= Math.max(0, last.index - SETTLE_LOOKBACK); i--) {
        const period = i === last.index ? last : periodByIndex(p.starts_at, stopOf(p), rule.periodDays, i)!;
        if (period.end <= firstJoined) break;
        periods.unshift(period);
      }
      if (periods.length === 0) continue;
      const { rows } = await this.db.query<{ period: string }>(
        'SELECT period FROM promotion_periods WHERE promotion_id = $1 AND period = ANY ($2)',
        [p.id, periods.map((x) => x.key)],
      );
      const done = new Set(rows.map((r) => r.period));
      for (const period of periods) {
        if (done.has(period.key)) continue;
        const paid = await withTx(this.db, async (client) => settleRace(client, await this.refs.get(), p, period));
        if (!paid) continue;
        count++;
        for (const prize of paid) {
          pushNotification(this.hub, prize.userId, prize.notice);
          await this.onPaid(prize.userId, prize.applied);
        }
      }
    }
    return count;
  }
}
