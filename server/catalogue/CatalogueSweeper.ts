import type pg from 'pg';
import type { AggregatorConfig } from '../aggregators/types';
import { closeStaleRounds } from '../aggregators/rounds';
import { refreshPlays } from './queries';
import { syncAggregator } from './sync';

/** Options of the sweeper. */
export interface SweeperOptions {
  /** How often plays are recounted and stale rounds closed (default 10 minutes). */
  intervalMs?: number;
  /** Sync attempts at start for an aggregator without games (default 10, a few seconds apart: its service may start later). */
  syncAttempts?: number;
  log?: (msg: string) => void;
}

/**
 * The catalogue's background work in each server process: at start, an aggregator that has no games yet is synced
 * (retried while its service comes up); then every interval the "popular" counts are refreshed and rounds a game left
 * open for a day are closed.
 */
export class CatalogueSweeper {
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private running: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly aggregators: readonly AggregatorConfig[],
    private readonly opts: SweeperOptions = {},
  ) {}

  start(): void {
    this.running = this.firstSync().catch((error: Error) => this.log(`catalogue sync failed: ${error.message}`));
    this.timer = setInterval(() => void this.sweep(), this.opts.intervalMs ?? 10 * 60_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Recounts plays and closes stale rounds now. */
  async sweep(): Promise<void> {
    try {
      await refreshPlays(this.pool);
      const closed = await closeStaleRounds(this.pool);
      if (closed.length > 0) this.log(`closed ${closed.length} provider round(s) left open`);
    } catch (error) {
      this.log(`catalogue sweep failed: ${(error as Error).message}`);
    }
  }

  private async firstSync(): Promise<void> {
    for (const config of this.aggregators) {
      const { rows } = await this.pool.query('SELECT 1 FROM games WHERE aggregator = $1 LIMIT 1', [config.code]);
      if (rows.length > 0) continue;
      const attempts = this.opts.syncAttempts ?? 10;
      for (let i = 1; i <= attempts && !this.stopped; i++) {
        try {
          const report = await syncAggregator(this.pool, config, (msg) => this.log(msg));
          this.log(`synced ${config.name}: ${report.added} games added, ${report.thumbnails} thumbnails`);
          break;
        } catch (error) {
          if (i === attempts) this.log(`could not sync ${config.name}: ${(error as Error).message} (npm run -s admin -- games sync)`);
          else await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * i, 5000)));
        }
      }
    }
    await refreshPlays(this.pool);
  }

  private log(msg: string): void {
    this.opts.log?.(msg);
  }
}
