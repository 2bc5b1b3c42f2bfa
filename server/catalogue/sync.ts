import type pg from 'pg';
import sharp from 'sharp';
import { Decimal } from '../../src/core/money';
import { withTx } from '../db/pool';
import { gameList, type AggregatorGame } from '../aggregators/client';
import type { AggregatorConfig } from '../aggregators/types';

/** What a sync changed. */
export interface SyncReport {
  aggregator: string;
  added: number;
  updated: number;
  delisted: number;
  thumbnails: number;
}

/** Thumbnail widths kept (4:3). */
export const THUMB_WIDTHS = [240, 480] as const;
/** The edge of a game whose list entry gives no RTP. */
const DEFAULT_EDGE = '0.04';
const CATEGORY_IDS: Record<AggregatorGame['category'], number> = { slots: 2, live: 3, table: 4 };

/** The path a game's thumbnail is served at. */
export const thumbPath = (code: number, width: number) => `/thumbs/${code}/${width}.webp`;

/**
 * Brings an aggregator's games into the catalogue: new games are added (their code from games_code_seq), known ones
 * updated (title, provider, category, RTP and the rest; maintenance state and bet limits are the operator's), those
 * its list no longer has are delisted (kept: bets name them); thumbnails are fetched and resized when their URL changed.
 */
export async function syncAggregator(pool: pg.Pool, config: AggregatorConfig, log: (msg: string) => void = () => {}): Promise<SyncReport> {
  const list = await gameList(config);
  const report: SyncReport = { aggregator: config.code, added: 0, updated: 0, delisted: 0, thumbnails: 0 };
  const thumbs: { code: number; url: string }[] = [];
  await withTx(pool, async (client) => {
    for (const [code, name] of new Map(list.map((g) => [g.provider, g.providerName]))) {
      await client.query(
        `INSERT INTO providers (code, name, sort) VALUES ($1, $2, 10) ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name`,
        [code, name],
      );
    }
    for (const [i, g] of list.entries()) {
      const edge = g.rtp ? Decimal.max(0, new Decimal(1).minus(new Decimal(g.rtp).div(100))).toFixed(6) : DEFAULT_EDGE;
      const { rows } = await client.query<{ code: number; inserted: boolean }>(
        `INSERT INTO games (name, title, channel, img_url, min_bet_amount, max_bet_amount, house_edge, sort, provider, aggregator,
                            external_code, category_id, rtp, volatility, platforms, blocked_countries, has_demo, released_at, description)
         VALUES ($1 || ':' || $2, $3, $1, '', 0.01, 10000, $4, $5, $6, $1, $2, $7, $8, $9, $10, $11, $12, $13, $14)
         ON CONFLICT (aggregator, external_code) DO UPDATE SET
           title = EXCLUDED.title, house_edge = EXCLUDED.house_edge, sort = EXCLUDED.sort, provider = EXCLUDED.provider,
           category_id = EXCLUDED.category_id, rtp = EXCLUDED.rtp, volatility = EXCLUDED.volatility, platforms = EXCLUDED.platforms,
           blocked_countries = EXCLUDED.blocked_countries, has_demo = EXCLUDED.has_demo, released_at = EXCLUDED.released_at,
           description = EXCLUDED.description, listed = true
         RETURNING code, (xmax = 0) AS inserted`,
        [
          config.code,
          g.externalCode,
          g.title,
          edge,
          100 + i,
          g.provider,
          CATEGORY_IDS[g.category],
          g.rtp,
          g.volatility,
          g.platforms,
          g.blockedCountries,
          g.hasDemo,
          g.releasedAt,
          g.description,
        ],
      );
      const row = rows[0]!;
      if (row.inserted) report.added++;
      else report.updated++;
      if (g.thumbnailUrl) thumbs.push({ code: row.code, url: g.thumbnailUrl });
    }
    const { rowCount } = await client.query(
      `UPDATE games SET listed = false WHERE aggregator = $1 AND listed AND NOT (external_code = ANY ($2::text[]))`,
      [config.code, list.map((g) => g.externalCode)],
    );
    report.delisted = rowCount ?? 0;
  });
  for (const t of thumbs) {
    try {
      if (await storeThumbnail(pool, t.code, t.url)) report.thumbnails++;
    } catch (error) {
      log(`thumbnail of game ${t.code} from ${t.url} failed: ${(error as Error).message}`);
    }
  }
  return report;
}

/** Fetches a thumbnail and keeps it at each width, unless it was already made from that URL; answers whether it did. */
async function storeThumbnail(pool: pg.Pool, code: number, url: string): Promise<boolean> {
  const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM game_thumbnails WHERE game_code = $1 AND source_url = $2`, [
    code,
    url,
  ]);
  if (Number(rows[0]!.n) === THUMB_WIDTHS.length) return false;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const source = Buffer.from(await response.arrayBuffer());
  if (source.length > 5 * 1024 * 1024) throw new Error('larger than 5 MiB');
  for (const width of THUMB_WIDTHS) {
    const body = await sharp(source, { density: 144 })
      .resize(width, (width * 3) / 4, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
    await pool.query(
      `INSERT INTO game_thumbnails (game_code, width, body, source_url) VALUES ($1, $2, $3, $4)
       ON CONFLICT (game_code, width) DO UPDATE SET body = EXCLUDED.body, source_url = EXCLUDED.source_url, updated_at = now()`,
      [code, width, body, url],
    );
  }
  await pool.query(`UPDATE games SET img_url = $2 WHERE code = $1`, [code, thumbPath(code, 480)]);
  return true;
}
