import type { FastifyInstance } from 'fastify';
import type { CurrencyData } from '../../src/core/api';
import type { Coin, Fiat } from '../../src/core/currency';
import { ok } from '../plugins/envelope';
import { loadRates, ratesData } from './rates';

/** Public currency reference: coin and fiat lists and exchange rates (guests too). */
export async function userApiRoutes(app: FastifyInstance): Promise<void> {
  app.get('/v1/userApi/currency', async () => {
    const coins = await app.db.query<{ code: Coin; name: string; decimals: number; icon: string }>(
      'SELECT code, name, decimals, icon FROM coins WHERE enabled ORDER BY sort',
    );
    const fiats = await app.db.query<{ code: Fiat; symbol: string }>('SELECT code, symbol FROM fiats ORDER BY sort');
    return ok<CurrencyData>({
      coins: coins.rows.map((c) => ({ coin: c.code, name: c.name, decimals: c.decimals, imgUrl: c.icon })),
      fiats: fiats.rows.map((f) => ({ fiat: f.code, symbol: f.symbol })),
    });
  });

  app.get('/v1/userApi/rateAll', async () => ok(ratesData(await loadRates(app.db), !app.rates.live)));
}
