import { createHmac, createSign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { openSession } from '../../server/aggregators/sessions';
import type { Coin } from '../../src/core/currency';

/** The shared secret of the softswiss-style test aggregator. */
export const ACME_SECRET = 'acme-test-secret-0123456789abcdef0123456789';

/** Environment of a test app with a softswiss-style aggregator `acme` (and a hub88-style `hub` when keys are given). */
export function aggregatorEnv(hub?: { hubPublic: string; ourPrivate: string }): NodeJS.ProcessEnv {
  return {
    // No sync at start (these aggregators have no service) and no recount of plays behind the tests' backs.
    CATALOGUE_SWEEP: '0',
    AGGREGATORS: hub ? 'acme,hub' : 'acme',
    AGGREGATOR_ACME_PROTOCOL: 'softswiss',
    AGGREGATOR_ACME_URL: 'http://127.0.0.1:9',
    AGGREGATOR_ACME_SECRET: ACME_SECRET,
    ...(hub
      ? {
          AGGREGATOR_HUB_PROTOCOL: 'hub88',
          AGGREGATOR_HUB_URL: 'http://127.0.0.1:9',
          AGGREGATOR_HUB_PUBLIC_KEY: hub.hubPublic,
          AGGREGATOR_HUB_PRIVATE_KEY: hub.ourPrivate,
        }
      : {}),
  };
}

/** Adds a listed third-party game of an aggregator (a slot at 96% RTP); answers its code. */
export async function addGame(db: pg.Pool, aggregator: string, externalCode: string, category = 2): Promise<number> {
  await db.query(`INSERT INTO providers (code, name) VALUES ('test-studio', 'Test Studio') ON CONFLICT DO NOTHING`);
  const { rows } = await db.query<{ code: number }>(
    `INSERT INTO games (name, title, channel, img_url, min_bet_amount, max_bet_amount, house_edge, provider, aggregator, external_code,
                        category_id, rtp)
     VALUES ($1 || ':' || $2, $2, $1, '', 0.01, 10000, 0.04, 'test-studio', $1, $2, $3, 96) RETURNING code`,
    [aggregator, externalCode, category],
  );
  return rows[0]!.code;
}

/** Opens a real-money session of the player on the game (as a launch does). */
export async function session(app: FastifyInstance, aggregator: string, userId: number, gameCode: number, coin: Coin = 'USDT') {
  return openSession(app.db, aggregator, userId, gameCode, coin);
}

/** A softswiss-style callback, signed (or with the given signature). */
export async function softswiss(app: FastifyInstance, path: '/play' | '/rollback', body: unknown, sign?: string) {
  const payload = JSON.stringify(body);
  const res = await app.inject({
    method: 'POST',
    url: `/v1/wallet/acme${path}`,
    payload,
    headers: {
      'content-type': 'application/json',
      'x-request-sign': sign ?? createHmac('sha256', ACME_SECRET).update(payload).digest('hex'),
    },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** A hub88-style callback signed with the hub's private key. */
export async function hub88(app: FastifyInstance, path: string, body: unknown, hubPrivate: string, badSign = false) {
  const payload = JSON.stringify(body);
  const signature = createSign('RSA-SHA256')
    .update(badSign ? `${payload} ` : payload)
    .sign(hubPrivate, 'base64');
  const res = await app.inject({
    method: 'POST',
    url: `/v1/wallet/hub${path}`,
    payload,
    headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** The player's USDT deposit balance. */
export async function usdt(db: pg.Pool, userId: number): Promise<string> {
  const { rows } = await db.query<{ amount: string }>(
    `SELECT trim_scale(amount)::text AS amount FROM balances WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT'`,
    [userId],
  );
  return rows[0]!.amount;
}
