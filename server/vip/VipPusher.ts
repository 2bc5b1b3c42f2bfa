import type pg from 'pg';
import { MSG } from '../../src/core/socket';
import type { Fanout } from '../live/fanout';
import type { Hub } from '../live/hub';
import type { VipLadder } from './ladder';
import { vipLevelFields } from './standing';

/** The channel the wager trigger notifies at commit: "<userId>", or "<userId>:up" when the player's level rose. */
export const VIP_CHANNEL = 'vip_progress';

/** Options of the pusher. */
export interface VipPusherOptions {
  /** Progress pushes of a player are coalesced over this long (default 250 ms). */
  intervalMs?: number;
  /** A player's reward flags are recomputed at most this often while they bet (default 1 s). */
  flagsMs?: number;
  log?: (msg: string) => void;
}

/**
 * Pushes VIP progress to the player's sockets within a second of a settled stake, in every server process: each
 * process hears the wager trigger's NOTIFY (sent at commit, whichever process or product settled the stake) and
 * pushes to its own sockets only: 204 with the level fields, type 5 when the reward flags change, a bare 200 (the bell
 * re-reads) on a level-up, whose notification the trigger wrote. The trigger notifies at most once per player every
 * 250 ms, so after a push the player's progress is read again every interval until it stops moving: the stakes of a
 * burst that sent no notification of their own still show within two intervals.
 */
export class VipPusher {
  private readonly dirty = new Set<number>();
  private readonly leveled = new Set<number>();
  private readonly lastFlags = new Map<number, { flags: number; at: number }>();
  private readonly trailing = new Set<number>();
  private readonly lastFields = new Map<number, string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: pg.Pool,
    private readonly ladder: VipLadder,
    private readonly hub: Hub,
    private readonly flagsOf: (userId: number) => Promise<number>,
    private readonly options: VipPusherOptions = {},
  ) {}

  /** Starts listening (on the fan-out's connection). */
  async start(fanout: Fanout): Promise<void> {
    await fanout.subscribe(VIP_CHANNEL, (payload) => this.note(payload));
  }

  /** Stops; a flush under way is let finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** A socket of the player opened here: its flag word at once (type 5). */
  async connected(userId: number): Promise<void> {
    try {
      const flags = await this.flagsOf(userId);
      this.lastFlags.set(userId, { flags, at: Date.now() });
      this.hub.sendToLocalUser(userId, { type: MSG.VIP_UNREAD, data: flags });
    } catch (error) {
      this.options.log?.(`VIP flags of ${userId} not pushed: ${(error as Error).message}`);
    }
  }

  /** A notification of the wager trigger. */
  note(payload: string): void {
    const m = /^(\d{1,10})(:up)?$/.exec(payload);
    if (!m) return;
    this.mark(Number(m[1]), m[2] !== undefined);
  }

  /** Reads and pushes the player's progress at the next flush. */
  private mark(userId: number, leveled: boolean): void {
    if (this.stopped || !this.hub.hasLocalUser(userId)) return;
    this.dirty.add(userId);
    if (leveled) this.leveled.add(userId);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.running = this.flush().finally(() => (this.running = null));
    }, this.options.intervalMs ?? 250);
  }

  private async flush(): Promise<void> {
    const users = [...this.dirty];
    const leveled = new Set(this.leveled);
    this.dirty.clear();
    this.leveled.clear();
    const levels = await this.ladder.get().catch(() => null);
    if (!levels) return;
    for (const userId of users) {
      if (!this.hub.hasLocalUser(userId)) {
        this.lastFlags.delete(userId);
        this.lastFields.delete(userId);
        continue;
      }
      try {
        const fields = await vipLevelFields(this.db, userId, levels);
        const key = JSON.stringify(fields);
        if (key !== this.lastFields.get(userId)) {
          this.lastFields.set(userId, key);
          this.hub.sendToLocalUser(userId, { type: MSG.LEVEL_UPDATE, data: fields });
          // Still moving: look again next interval (stakes within the trigger's 250 ms send no notification).
          this.mark(userId, false);
        }
        if (leveled.has(userId)) this.hub.sendToLocalUser(userId, { type: MSG.NEWS_NOTIFY });
        const last = this.lastFlags.get(userId);
        const wait = last ? last.at + (this.options.flagsMs ?? 1_000) - Date.now() : 0;
        if (leveled.has(userId) || wait <= 0) {
          const flags = await this.flagsOf(userId);
          this.lastFlags.set(userId, { flags, at: Date.now() });
          if (flags !== last?.flags) this.hub.sendToLocalUser(userId, { type: MSG.VIP_UNREAD, data: flags });
        } else if (!this.trailing.has(userId)) {
          // The last stake of a run must still update the flags: one look once the interval has passed.
          this.trailing.add(userId);
          setTimeout(() => {
            this.trailing.delete(userId);
            this.note(String(userId));
          }, wait).unref();
        }
      } catch (error) {
        this.options.log?.(`VIP progress of ${userId} not pushed: ${(error as Error).message}`);
      }
    }
  }
}
