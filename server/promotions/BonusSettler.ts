import type pg from 'pg';
import type { Coin } from '../../src/core/currency';
import { MSG } from '../../src/core/socket';
import { withTx } from '../db/pool';
import type { Fanout } from '../live/fanout';
import type { Hub } from '../live/hub';
import type { AppliedMovement } from '../money/moves';
import type { BonusProgressFrame } from '../../src/core/promotions';
import { lockCoin, lockOpenBonus, openBonuses, settleDue } from './bonusMoney';
import { openFreeBets } from './freeBets';

/** The channel the wager trigger notifies at commit: "<userId>", or "<userId>:done" when a bonus reached its wagering. */
export const BONUS_CHANNEL = 'bonus_progress';

export interface BonusSettlerOptions {
  /** Progress pushes of a player are coalesced over this long (default 250 ms). */
  intervalMs?: number;
  /** Every this long, bonuses whose end is due (completed, expired, used up) are ended (default 30 s). */
  sweepMs?: number;
  log?: (msg: string) => void;
  clock?: () => Date;
}

/**
 * Ends bonuses when their end is due and pushes the open bonuses to the player's sockets:
 * - a stake that completes a bonus's wagering notifies at commit; the conversion of its bonus balance to the deposit
 *   balance runs at once in its own transaction (every process hears it; the balance and bonus row locks make it
 *   happen once), and a sweep catches what a process missed (a restart), expiries and used-up bonuses;
 * - progress notifications (at most one per bonus every 250 ms from the trigger) make the process holding the
 *   player's sockets read the open bonuses and push type 209, again each interval while they keep moving.
 */
export class BonusSettler {
  private readonly dirty = new Set<number>();
  private readonly lastSent = new Map<number, string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: pg.Pool,
    private readonly hub: Hub,
    private readonly onEnded: (userId: number, applied: AppliedMovement[]) => Promise<void>,
    private readonly options: BonusSettlerOptions = {},
  ) {}

  async start(fanout: Fanout): Promise<void> {
    await fanout.subscribe(BONUS_CHANNEL, (payload) => this.note(payload));
    this.sweeper = setInterval(() => void this.sweep(), this.options.sweepMs ?? 30_000);
    this.sweeper.unref();
    void this.sweep();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.sweeper) clearInterval(this.sweeper);
    this.timer = null;
    await this.running;
  }

  /** A socket of the player opened here: their open bonuses at once (type 209), when they have any. */
  async connected(userId: number): Promise<void> {
    try {
      const frame = await this.frame(userId);
      if (frame.bonuses.length === 0 && frame.freeBets.length === 0) return;
      this.lastSent.set(userId, JSON.stringify(frame));
      this.hub.sendToLocalUser(userId, { type: MSG.BONUS_PROGRESS, data: frame });
    } catch (error) {
      this.options.log?.(`open bonuses of ${userId} not pushed: ${(error as Error).message}`);
    }
  }

  /** Type 209's data: the player's open bonuses and free bets. */
  private async frame(userId: number): Promise<BonusProgressFrame> {
    const [bonuses, freeBets] = await Promise.all([openBonuses(this.db, userId), openFreeBets(this.db, userId)]);
    return { bonuses, freeBets };
  }

  /** A notification of the wager trigger. */
  note(payload: string): void {
    const m = /^(\d{1,10})(:done)?$/.exec(payload);
    if (!m || this.stopped) return;
    const userId = Number(m[1]);
    if (m[2]) void this.settleUser(userId);
    this.mark(userId);
  }

  private mark(userId: number): void {
    if (this.stopped || !this.hub.hasLocalUser(userId)) return;
    this.dirty.add(userId);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.running = this.flush().finally(() => (this.running = null));
    }, this.options.intervalMs ?? 250);
  }

  private async flush(): Promise<void> {
    const users = [...this.dirty];
    this.dirty.clear();
    for (const userId of users) {
      if (!this.hub.hasLocalUser(userId)) {
        this.lastSent.delete(userId);
        continue;
      }
      try {
        const frame = await this.frame(userId);
        const key = JSON.stringify(frame);
        if (key === this.lastSent.get(userId)) continue;
        this.lastSent.set(userId, key);
        this.hub.sendToLocalUser(userId, { type: MSG.BONUS_PROGRESS, data: frame });
        // Still moving: look again next interval (stakes within the trigger's 250 ms send no notification).
        this.mark(userId);
      } catch (error) {
        this.options.log?.(`bonus progress of ${userId} not pushed: ${(error as Error).message}`);
      }
    }
  }

  /** Ends every due bonus of the player (each coin in its own transaction); pushes what moved. */
  async settleUser(userId: number): Promise<number> {
    const { rows } = await this.db.query<{ coin: Coin }>(
      `SELECT coin FROM bonuses WHERE user_id = $1 AND status IN ('active', 'completed')`,
      [userId],
    );
    let ended = 0;
    for (const { coin } of rows) if (await this.settleCoin(userId, coin)) ended++;
    return ended;
  }

  private async settleCoin(userId: number, coin: Coin): Promise<boolean> {
    try {
      const now = this.options.clock?.() ?? new Date();
      const done = await withTx(this.db, async (client) => {
        const locked = await lockCoin(client, userId, coin);
        const open = await lockOpenBonus(client, userId, coin);
        return open ? settleDue(client, open, locked.bonus, now) : { applied: [], ended: false };
      });
      if (done.ended) await this.onEnded(userId, done.applied);
      return done.ended;
    } catch (error) {
      this.options.log?.(`bonus of ${userId} in ${coin} not settled: ${(error as Error).message}`);
      return false;
    }
  }

  /** Ends the bonuses whose end is due: completed, past their expiry, or with an empty bonus balance. */
  async sweep(): Promise<number> {
    if (this.stopped) return 0;
    const now = this.options.clock?.() ?? new Date();
    let rows: { user_id: number; coin: Coin }[];
    try {
      ({ rows } = await this.db.query<{ user_id: number; coin: Coin }>(
        `SELECT b.user_id, b.coin FROM bonuses b
          WHERE b.status = 'completed'
             OR (b.status = 'active' AND (b.expires_at <= $1
                 OR NOT EXISTS (SELECT 1 FROM balances x WHERE x.user_id = b.user_id AND x.coin = b.coin AND x.kind = 'BONUS' AND x.amount > 0)))
          LIMIT 500`,
        [now],
      ));
    } catch (error) {
      this.options.log?.(`bonus sweep failed: ${(error as Error).message}`);
      return 0;
    }
    let ended = 0;
    for (const r of rows) if (await this.settleCoin(r.user_id, r.coin)) ended++;
    return ended;
  }
}
