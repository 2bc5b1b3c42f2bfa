import type pg from 'pg';
import type { CrashLoop } from './CrashLoop';

// The advisory lock whose holder runs the round loop (one per deployment, whatever the number of processes).
export const LEADER_LOCK = 7_414_401;

/**
 * Elects the process that runs the crash round loop: every process tries to take a session-level advisory lock on a
 * connection of its own, once a second; the one that holds it runs the loop. When that process dies its connection
 * drops and PostgreSQL frees the lock, so another process takes over within about a second (the new loop pays the
 * auto targets the round it left running had passed, then voids it and refunds the rest: CrashLoop).
 */
export class CrashLeader {
  private client: pg.PoolClient | null = null;
  private loop: CrashLoop | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private trying = false;
  private stopped = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly makeLoop: () => CrashLoop,
    private readonly log: (msg: string) => void = () => {},
    private readonly retryMs = 1000,
  ) {}

  /** True while this process runs the loop. */
  get leading(): boolean {
    return this.loop !== null;
  }

  start(): void {
    if (this.timer) return;
    void this.tryLead();
    this.timer = setInterval(() => void this.tryLead(), this.retryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.loop?.stop();
    this.loop = null;
    const client = this.client;
    this.client = null;
    if (client) {
      await client.query('SELECT pg_advisory_unlock($1)', [LEADER_LOCK]).catch(() => undefined);
      client.release();
    }
  }

  private async tryLead(): Promise<void> {
    if (this.trying || this.loop || this.stopped) return;
    this.trying = true;
    let client: pg.PoolClient | null = null;
    try {
      client = await this.pool.connect();
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [LEADER_LOCK]);
      if (!rows[0]?.ok || this.stopped) {
        if (rows[0]?.ok) await client.query('SELECT pg_advisory_unlock($1)', [LEADER_LOCK]);
        client.release();
        return;
      }
      this.client = client;
      // The lock lives as long as this connection: if it is lost, stop leading (another process may take over).
      client.on('error', (error) => void this.lost(error));
      this.loop = this.makeLoop();
      this.loop.start();
      this.log('crash: this process runs the round loop');
    } catch (error) {
      client?.release(error instanceof Error ? error : true);
      this.log(`crash: could not try the round loop lock: ${(error as Error).message}`);
    } finally {
      this.trying = false;
    }
  }

  private async lost(error: Error): Promise<void> {
    this.log(`crash: the round loop's connection was lost (${error.message}); stopping the loop`);
    const loop = this.loop;
    this.loop = null;
    const client = this.client;
    this.client = null;
    client?.release(error);
    await loop?.stop();
  }
}
