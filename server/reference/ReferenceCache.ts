import { CODE, type GameEntry } from '../../src/core/api';
import type { Queryable } from '../db/pool';
import { ApiError } from '../errors';

/** The refusal of anything that values money in USD while the rates are older than allowed: nothing moves. */
export const RATES_STALE_MESSAGE = 'Exchange rates are out of date, so amounts cannot be valued right now. Please try again in a minute.';

/** A games row as the bet check and the config answers read it: the catalogue entry, keyed by code and name. */
export type GameRef = Omit<GameEntry, 'gameCode' | 'gameName'> & { code: number; name: string };

/** The reference tables a bet is checked against, as one snapshot. */
export interface ReferenceData {
  /** The house games (no aggregator), in catalogue order. */
  games: GameRef[];
  gameByName: ReadonlyMap<string, GameRef>;
  coinEnabled: ReadonlyMap<string, boolean>;
  /** USD price of each coin (rates table, kind COIN), whatever its age: for what must go on with the last price known. */
  coinUsd: ReadonlyMap<string, string>;
  /** Units of each fiat per USD (rates table, kind FIAT), whatever its age. */
  fiatPerUsd: ReadonlyMap<string, string>;
  /** When each rate was quoted (epoch ms), keyed `COIN:BTC`, `FIAT:EUR`. */
  rateAt: ReadonlyMap<string, number>;
  /**
   * The USD price of a coin to value money with: a 500 with RATES_STALE_MESSAGE when the rate is older than the
   * allowed age (live rates only; fixed rates never age), an error when the coin has no rate.
   */
  usdPrice(coin: string): string;
  /** Units of a fiat per USD, checked like usdPrice. */
  fiatRate(fiat: string): string;
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

  /**
   * @param ratesMaxAgeMs rates older than this refuse to value money (usdPrice, fiatRate); null when rates are fixed.
   */
  constructor(
    private readonly db: Queryable,
    private readonly ttlMs = 5_000,
    private readonly ratesMaxAgeMs: number | null = null,
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
        WHERE aggregator IS NULL
       UNION ALL SELECT 'coin', code, json_build_object('enabled', enabled) FROM coins
       UNION ALL SELECT 'rate', kind || ':' || code,
              json_build_object('rate', usd_rate::text, 'at', (extract(epoch FROM updated_at) * 1000)::float8) FROM rates`,
    );
    const games: (GameRef & { sort: number })[] = [];
    const coinEnabled = new Map<string, boolean>();
    const coinUsd = new Map<string, string>();
    const fiatPerUsd = new Map<string, string>();
    const rateAt = new Map<string, number>();
    for (const r of rows) {
      if (r.kind === 'game') games.push(r.doc as unknown as GameRef & { sort: number });
      else if (r.kind === 'coin') coinEnabled.set(r.key, r.doc.enabled as boolean);
      else {
        const [kind, code] = r.key.split(':') as [string, string];
        (kind === 'COIN' ? coinUsd : fiatPerUsd).set(code, r.doc.rate as string);
        rateAt.set(r.key, r.doc.at as number);
      }
    }
    games.sort((a, b) => a.sort - b.sort);
    const list: GameRef[] = games.map(({ sort: _sort, ...g }) => g);
    const checked = (map: ReadonlyMap<string, string>, kind: string) => (code: string) => {
      const rate = map.get(code);
      if (rate === undefined) throw new Error(`rate ${kind}:${code} is missing from the rates table`);
      const at = rateAt.get(`${kind}:${code}`) ?? 0;
      if (this.ratesMaxAgeMs !== null && Date.now() - at > this.ratesMaxAgeMs) throw new ApiError(CODE.ERROR, RATES_STALE_MESSAGE);
      return rate;
    };
    const data: ReferenceData = {
      games: list,
      gameByName: new Map(list.map((g) => [g.name, g])),
      coinEnabled,
      coinUsd,
      fiatPerUsd,
      rateAt,
      usdPrice: checked(coinUsd, 'COIN'),
      fiatRate: checked(fiatPerUsd, 'FIAT'),
    };
    if (generation === this.generation) {
      this.data = data;
      this.loadedAt = Date.now();
    }
    return data;
  }
}
