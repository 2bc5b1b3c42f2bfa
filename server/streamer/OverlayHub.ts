import type { WebSocket } from 'ws';
import type { OverlayFrame, OverlayScene, OverlayState } from '../../src/core/overlay';
import { OVERLAY_SCENES } from '../../src/core/overlay';

/** One open overlay page. */
export interface OverlayClient {
  socket: WebSocket;
  userId: number;
  tokenId: number;
  alive: boolean;
}

/** What the hub reads when an event arrives. */
export interface OverlaySource {
  /** The bets after `afterId`, oldest first, with the session stats after the last. */
  betsAfter(
    userId: number,
    afterId: string,
  ): Promise<{ bets: Extract<OverlayFrame, { t: 'bet' }>['bet'][]; stats: Extract<OverlayFrame, { t: 'bet' }>['stats'] }>;
  hunt(userId: number): Promise<Extract<OverlayFrame, { t: 'hunt' }>['hunt']>;
  state(userId: number, tokenId: number): Promise<OverlayState | null>;
}

/** Options of the hub. */
export interface OverlayHubOptions {
  /** A player's bets are read at most this often while they bet (default 50 ms); the first one at once. */
  intervalMs?: number;
  pingIntervalMs?: number;
  log?: (msg: string) => void;
}

const OPEN = 1;
/** Close code of an overlay whose link was revoked. */
export const CLOSE_REVOKED = 4010;

/**
 * The overlay sockets of this process, by player, and the events that move them (OVERLAY_CHANNEL, heard by every
 * process): a settled bet pushes the bets after the last one pushed with the session stats, a scene switch the scene,
 * a settings change or reset the whole state, a revoked link closes its overlays, a bonus-hunt change the hunt.
 * A burst of bets is read once per interval (50 ms), not once per bet.
 */
export class OverlayHub {
  private readonly byUser = new Map<number, Set<OverlayClient>>();
  private readonly lastId = new Map<number, string>();
  private readonly lastRead = new Map<number, number>();
  private readonly pending = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly reading = new Map<number, Promise<void>>();
  private readonly pingTimer: ReturnType<typeof setInterval>;
  private stopped = false;

  constructor(
    private readonly source: OverlaySource,
    private readonly options: OverlayHubOptions = {},
  ) {
    this.pingTimer = setInterval(() => this.pingAll(), options.pingIntervalMs ?? 30_000);
    this.pingTimer.unref();
  }

  /** Registers an overlay socket after its state was read (`state.bets` newest first). */
  add(client: OverlayClient, state: OverlayState): void {
    client.socket.on('pong', () => (client.alive = true));
    let set = this.byUser.get(client.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(client.userId, set);
      this.lastId.set(client.userId, state.bets[0]?.id ?? '0');
    }
    set.add(client);
    this.send(client, { t: 'state', state });
  }

  remove(client: OverlayClient): void {
    const set = this.byUser.get(client.userId);
    if (!set?.delete(client)) return;
    if (set.size > 0) return;
    this.byUser.delete(client.userId);
    this.lastId.delete(client.userId);
    this.lastRead.delete(client.userId);
    const timer = this.pending.get(client.userId);
    if (timer) clearTimeout(timer);
    this.pending.delete(client.userId);
  }

  /** Overlays open here. */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** An event of OVERLAY_CHANNEL. */
  note(payload: string): void {
    if (this.stopped) return;
    const [kind, a, b] = payload.split(':');
    const id = Number(a);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    if (kind === 'revoke') return this.revoke(id);
    if (!this.byUser.has(id)) return;
    if (kind === 'bet') return this.schedule(id);
    if (kind === 'scene' && (OVERLAY_SCENES as readonly string[]).includes(b ?? '')) {
      return this.broadcast(id, { t: 'scene', scene: b as OverlayScene });
    }
    if (kind === 'state') return void this.refreshState(id);
    if (kind === 'hunt') return void this.refreshHunt(id);
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.pingTimer);
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
    for (const set of this.byUser.values()) for (const c of set) c.socket.close(1001, 'Server stopping');
    this.byUser.clear();
  }

  private schedule(userId: number): void {
    if (this.pending.has(userId)) return;
    const wait = Math.max(0, (this.lastRead.get(userId) ?? 0) + (this.options.intervalMs ?? 50) - Date.now());
    this.pending.set(
      userId,
      setTimeout(() => {
        this.pending.delete(userId);
        void this.readBets(userId);
      }, wait),
    );
  }

  private async readBets(userId: number): Promise<void> {
    // One read at a time per player; an event during it schedules the next.
    const running = this.reading.get(userId);
    if (running) {
      await running;
      return this.schedule(userId);
    }
    const work = (async () => {
      this.lastRead.set(userId, Date.now());
      const after = this.lastId.get(userId);
      if (after === undefined) return;
      try {
        const { bets, stats } = await this.source.betsAfter(userId, after);
        if (bets.length === 0 || !this.byUser.has(userId)) return;
        this.lastId.set(userId, bets[bets.length - 1]!.id);
        for (const bet of bets) this.broadcast(userId, { t: 'bet', bet, stats });
      } catch (error) {
        this.options.log?.(`overlay bets of ${userId} not pushed: ${(error as Error).message}`);
      }
    })();
    this.reading.set(userId, work);
    try {
      await work;
    } finally {
      this.reading.delete(userId);
    }
  }

  private async refreshHunt(userId: number): Promise<void> {
    try {
      const hunt = await this.source.hunt(userId);
      this.broadcast(userId, { t: 'hunt', hunt });
    } catch (error) {
      this.options.log?.(`overlay hunt of ${userId} not pushed: ${(error as Error).message}`);
    }
  }

  private async refreshState(userId: number): Promise<void> {
    for (const client of [...(this.byUser.get(userId) ?? [])]) {
      try {
        const state = await this.source.state(userId, client.tokenId);
        if (!state) this.close(client);
        else this.send(client, { t: 'state', state });
      } catch (error) {
        this.options.log?.(`overlay state of ${userId} not pushed: ${(error as Error).message}`);
      }
    }
  }

  private revoke(tokenId: number): void {
    for (const set of this.byUser.values()) for (const c of [...set]) if (c.tokenId === tokenId) this.close(c);
  }

  private close(client: OverlayClient): void {
    this.send(client, { t: 'revoked' });
    this.remove(client);
    client.socket.close(CLOSE_REVOKED, 'Overlay link revoked');
  }

  private broadcast(userId: number, frame: OverlayFrame): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    const text = JSON.stringify(frame);
    for (const c of set) if (c.socket.readyState === OPEN) c.socket.send(text);
  }

  private send(client: OverlayClient, frame: OverlayFrame): void {
    if (client.socket.readyState === OPEN) client.socket.send(JSON.stringify(frame));
  }

  private pingAll(): void {
    for (const set of this.byUser.values()) {
      for (const c of [...set]) {
        if (!c.alive) {
          this.remove(c);
          c.socket.terminate();
          continue;
        }
        c.alive = false;
        c.socket.ping();
      }
    }
  }
}
