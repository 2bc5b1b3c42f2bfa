import type { FastifyInstance } from 'fastify';
import { historyQuerySchema, TX_CATEGORIES, type HistoryFilter, type TxCategory } from '../../src/core/wallet/history';
import type { Queryable } from '../db/pool';
import { ok, parse } from '../plugins/envelope';
import { requireAuth } from '../plugins/session';
import { ledgerPage, personPage } from './transactions';
import { chuRuPage, depositPage, withdrawPage } from './walletHistory';

/** A history call: its path, the categories its `type` may name, and its page. */
interface HistoryRoute {
  path: string;
  types: readonly TxCategory[];
  page(db: Queryable, userId: number, f: HistoryFilter): Promise<unknown>;
}

const ROUTES: readonly HistoryRoute[] = [
  { path: '/v1/account/transaction', types: TX_CATEGORIES, page: ledgerPage },
  { path: '/v1/account/personTransaction', types: ['tips', 'rain'], page: personPage },
  { path: '/v1/account/findChuRu', types: ['deposits', 'withdrawals'], page: chuRuPage },
  { path: '/v1/account/myPay', types: ['deposits'], page: depositPage },
  { path: '/v1/account/myWithdraw', types: ['withdrawals'], page: withdrawPage },
];

/** The player's transaction history (profile → Transactions): five keyset-paged lists, own rows only. */
export async function transactionRoutes(app: FastifyInstance): Promise<void> {
  for (const route of ROUTES) {
    const schema = historyQuerySchema(route.types);
    app.get(route.path, async (request) => {
      const { userId } = await requireAuth(request);
      return ok(await route.page(app.db, userId, parse(schema, request.query)));
    });
  }
}
