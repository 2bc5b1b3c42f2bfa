import type { GameEntry } from '../../src/core/api';
import type { Queryable } from '../db/pool';

/** A games row as the bet check and the config answers read it: the catalogue entry, keyed by code and name. */
export type GameRef = Omit<GameEntry, 'gameCode' | 'gameName'> & { code: number; name: string };

/** The reference tables a bet is checked against, as one snapshot. */
export interface ReferenceData {
  /** Games in catalogue order. */
  games: GameRef[];
  gameByName: ReadonlyMap<string, GameRef>;
  coinEnabled: ReadonlyMap<string, boolean>;
  /** USD price of each coin (rates table, kind COIN). */
  coinUsd: ReadonlyMap<string, string>;
}

/**
 * The games, coins and coin rates tables held in memory: every bet reads them, they change rarely. Whoever writes
 * them in this process calls invalidate(); a change made elsewhere (another process, an operator's SQL) is picked up
 * within ttlMs. Concurrent readers of an expired snapshot share one reload.
 */
export class ReferenceCache {
  private data: ReferenceData | null = null;
  private loadedAt = 0;
  private loading: Promise<ReferenceData> | null = null;
  private generation = 0;

  constructor(
    private readonly db: Queryable,
    private readonly ttlMs = 5_000,
  ) {}

  /** The current snapshot, reloaded when older than the TTL or invalidated. */
  async get(): Promise<ReferenceData> {
    if (this.data && Date.now() - this.loadedAt < this.ttlMs) return this.data;
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading;
  }

  /** Drops the snapshot: the next get() reads the tables again. */
  invalidate(): void {
    this.data = null;
    // A load that started before the write must not install its older snapshot.
    this.generation++;
    this.loading = null;
  }

  private async load(): Promise<ReferenceData> {
    const generation = this.generation;
    const { rows } = await this.db.query<{ kind: string; key: string; doc: Record<string, unknown> }>(
      `SELECT 'game' AS kind, name AS key, json_build_object('code', code, 'name', name, 'title', title, 'channel', channel,
              'imgUrl', img_url, 'minBetAmount', min_bet_amount::text, 'maxBetAmount', max_bet_amount::text,
              'houseEdge', house_edge::text, 'maintainState', maintain_state, 'sort', sort) AS doc FROM games
       UNION ALL SELECT 'coin', code, json_build_object('enabled', enabled) FROM coins
       UNION ALL SELECT 'rate', code, json_build_object('usd', usd_rate::text) FROM rates WHERE kind = 'COIN'`,
    );
    const games: (GameRef & { sort: number })[] = [];
    const coinEnabled = new Map<string, boolean>();
    const coinUsd = new Map<string, string>();
    for (const r of rows) {
      if (r.kind === 'game') games.push(r.doc as unknown as GameRef & { sort: number });
      else if (r.kind === 'coin') coinEnabled.set(r.key, r.doc.enabled as boolean);
      else coinUsd.set(r.key, r.doc.usd as string);
    }
    games.sort((a, b) => a.sort - b.sort);
    const list: GameRef[] = games.map(({ sort: _sort, ...g }) => g);
    const data: ReferenceData = { games: list, gameByName: new Map(list.map((g) => [g.name, g])), coinEnabled, coinUsd };
    if (generation === this.generation) {
      this.data = data;
      this.loadedAt = Date.now();
    }
    return data;
  }
}
