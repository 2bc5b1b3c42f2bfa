import type pg from 'pg';
import { COINS, FIATS, type Coin, type Fiat } from '../../src/core/currency';
import { GAME_CODES, HOUSE_CHANNEL, HOUSE_GAME_INFO, type GameCode } from '../../src/core/games';
import { withTx } from './pool';

/** Starting USD price of each coin (late-2026 ballpark); changed later in the rates table, never overwritten. */
export const SEED_COIN_USD: Record<Coin, string> = {
  USDT: '1',
  BTC: '95000',
  ETH: '3400',
  XRP: '2.2',
  DOGE: '0.32',
  TRX: '0.25',
  BNB: '650',
  SOL: '190',
};

/** Starting legal rates: units of each fiat per one USD. */
export const SEED_FIAT_PER_USD: Record<Fiat, string> = {
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  JPY: '152',
  BRL: '5.6',
  INR: '86',
  CAD: '1.39',
  TRY: '39.5',
};

/** Smallest tip per coin: about one US cent, at the coin's precision. */
export const MIN_TIP: Record<Coin, string> = {
  USDT: '0.01',
  BTC: '0.0000001',
  ETH: '0.000003',
  XRP: '0.01',
  DOGE: '0.05',
  TRX: '0.05',
  BNB: '0.00002',
  SOL: '0.00006',
};

/** Icon path of a coin: the browser ships the SVGs under public/coins. */
export const coinIcon = (coin: string): string => `/coins/${coin.toLowerCase()}.svg`;

/** Upserts the reference rows that mirror src/core (coins, fiats, games) and inserts missing rates. */
export async function seed(pool: pg.Pool): Promise<void> {
  await withTx(pool, async (client) => {
    for (const [i, c] of COINS.entries()) {
      await client.query(
        `INSERT INTO coins (code, name, decimals, icon, min_tip, sort) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, decimals = EXCLUDED.decimals, icon = EXCLUDED.icon, sort = EXCLUDED.sort`,
        [c.coin, c.name, c.decimals, coinIcon(c.coin), MIN_TIP[c.coin], i],
      );
      await client.query(`INSERT INTO rates (code, kind, usd_rate) VALUES ($1, 'COIN', $2) ON CONFLICT (code) DO NOTHING`, [
        c.coin,
        SEED_COIN_USD[c.coin],
      ]);
    }
    for (const [i, f] of FIATS.entries()) {
      await client.query(
        `INSERT INTO fiats (code, symbol, sort) VALUES ($1, $2, $3)
         ON CONFLICT (code) DO UPDATE SET symbol = EXCLUDED.symbol, sort = EXCLUDED.sort`,
        [f.fiat, f.symbol, i],
      );
      await client.query(`INSERT INTO rates (code, kind, usd_rate) VALUES ($1, 'FIAT', $2) ON CONFLICT (code) DO NOTHING`, [
        f.fiat,
        SEED_FIAT_PER_USD[f.fiat],
      ]);
    }
    for (const [i, [code, name]] of Object.entries(GAME_CODES).entries()) {
      const info = HOUSE_GAME_INFO[name];
      // Limits and maintenance state are operator data once the row exists: names and the house edge (settlement's
      // one source is HOUSE_EDGE in src/core) are kept in sync.
      await client.query(
        `INSERT INTO games (code, name, title, channel, img_url, min_bet_amount, max_bet_amount, house_edge, sort)
         VALUES ($1, $2, $3, $4, $5, '0.01', $6, $7, $8)
         ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, title = EXCLUDED.title, channel = EXCLUDED.channel,
           house_edge = EXCLUDED.house_edge, sort = EXCLUDED.sort`,
        [Number(code) as GameCode, name, info.title, HOUSE_CHANNEL, `/games/${name}.svg`, info.maxBetAmount, info.houseEdge, i],
      );
    }
  });
}
