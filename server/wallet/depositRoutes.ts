import { createHash, randomBytes } from 'node:crypto';
import { siteOrigin } from '../lib/origin';
import type { FastifyInstance } from 'fastify';
import { CODE } from '../../src/core/api';
import { z } from '../../src/core/zod';
import { coinSchema } from '../../src/core/schemas';
import { paySchema } from '../../src/core/wallet/paySchema';
import { ApiError, badRequest } from '../errors';
import { ok, parse } from '../plugins/envelope';
import { assertMay } from '../protection/refusal';
import { requireAuth } from '../plugins/session';
import { DemoSimulator } from './payments/DemoSimulator';
import { demoPayRoutes } from './payments/demoRoutes';
import { parseIpnJson, signIpn, SIGNATURE_HEADER } from './payments/ipn';
import type { PaymentProvider } from './payments/Provider';
import { createProvider } from './payments/registry';
import {
  applyPaymentEvent,
  demoIpnSecret,
  depositAddressData,
  ensureDepositAddress,
  recordRefusedWebhook,
  type WebhookOutcome,
} from './deposits';
import { pushNotification } from '../feeds/notifications';
import { findOrder, openOrder, payOrderData } from './payOrders';

/** The webhook path; {provider} is the registry name of the configured provider. */
export const WEBHOOK_PATH = '/v1/hooks/payments/:provider';

const depositQuerySchema = z.strictObject({ coin: coinSchema });
const orderQuerySchema = z.strictObject({
  orderId: z
    .string({ error: 'orderId is required' })
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
      error: 'orderId must be an order id (a UUID)',
    }),
});

// Refused notifications (bad signature, malformed) per address: each writes an audit row, so a flood of them is cut off
// here. Correctly signed notifications are never counted or throttled.
const REFUSED_BUDGET = { max: 300, windowMs: 60_000 };

/**
 * Deposits: each player's deposit address per coin, buy-crypto orders with the payment provider, the provider's signed
 * webhook that credits payments, and in demo mode the built-in provider's pages (server/wallet/payments/demoRoutes.ts).
 */
export async function depositRoutes(app: FastifyInstance): Promise<void> {
  const { payments, demoMode, wallet } = app.config;
  const ipnSecret = payments.provider ? (payments.ipnSecret ?? (await demoIpnSecret(app.db, randomBytes(32).toString('hex')))) : '';
  const provider: PaymentProvider | null = payments.provider ? createProvider(payments.provider, { ipnSecret }) : null;
  const demo = demoMode && provider?.name === 'demo';

  app.get('/api/wallet/deposit', async (request) => {
    const { userId } = await requireAuth(request);
    const { coin } = parse(depositQuerySchema, request.query);
    if ((await app.refs.get()).coinEnabled.get(coin) !== true) throw badRequest(`${coin} deposits are not available at the moment`);
    // A break, a lock of deposits or a deposit limit reached: no address is shown (a deposit sent anyway is credited).
    await assertMay(app.db, userId, 'deposit');
    return ok(depositAddressData(coin, await ensureDepositAddress(app.db, wallet, userId, coin), demo));
  });

  app.post('/v1/account/pay', async (request) => {
    const { userId } = await requireAuth(request);
    const body = parse(paySchema, request.body);
    if (!provider) throw new ApiError(CODE.NOT_IMPLEMENTED, 'Buying crypto is not available on this site');
    await assertMay(app.db, userId, 'deposit');
    return ok(await openOrder({ db: app.db, refs: app.refs, provider, returnAes: payments.returnAes }, userId, body, siteOrigin(request)));
  });

  app.get('/api/wallet/order', async (request) => {
    const { userId } = await requireAuth(request);
    const { orderId } = parse(orderQuerySchema, request.query);
    // Another player's order reads as unknown: its existence is not theirs to learn.
    const order = await findOrder(app.db, orderId, userId);
    if (!order) throw new ApiError(CODE.NOT_FOUND, 'Order not found');
    return ok(payOrderData(order));
  });

  const refused = app.rateCounts.limiter('hook', REFUSED_BUDGET);
  await app.register(async (scope) => {
    // The signature covers the body as sent: this route reads it raw, whatever its content type says.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    // Not in the per-address API budget: a provider sends every player's notifications from a few addresses.
    scope.post<{ Params: { provider: string } }>(WEBHOOK_PATH, { config: { rateLimit: false } }, async (request) => {
      if (!provider || request.params.provider !== provider.name) throw new ApiError(CODE.NOT_FOUND, 'Unknown payment provider');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const bodySha256 = createHash('sha256').update(raw).digest('hex');
      const refuse = async (outcome: WebhookOutcome, error: ApiError): Promise<never> => {
        if (refused.retryAfterMs(request.ip) > 0) throw new ApiError(CODE.TOO_MANY, 'Too many refused notifications from this address');
        refused.hit(request.ip);
        await recordRefusedWebhook(app.db, provider.name, outcome, bodySha256, request.ip);
        request.log.warn(`payment notification refused (${outcome}) from ${request.ip}: ${error.message}`);
        throw error;
      };
      if (!provider.verify(raw, request.headers)) return refuse('bad_signature', new ApiError(CODE.UNAUTHORIZED, 'Invalid signature'));
      let event;
      try {
        event = provider.parse(parseIpnJson(raw));
      } catch (error) {
        if (error instanceof ApiError) return refuse('malformed', error);
        throw error;
      }
      const result = await applyPaymentEvent(app.db, provider.name, event, { bodySha256, ip: request.ip }, app.config.depositReviewAbove);
      // Pushed only now, after the transaction committed.
      app.hub.amountChanged(result.applied);
      if (result.notice) {
        pushNotification(app.hub, result.notice.userId, result.notice.news);
        // A deposit may make a match claimable: the bonus area's flag bits.
        void app.promotions.pushFlags(result.notice.userId).catch(() => undefined);
      }
      if (result.outcome === 'mismatch') request.log.warn(`payment ${event.paymentId} does not match its stored payment or order`);
      if (event.status === 'failed' && result.outcome === 'recorded') request.log.warn(`payment ${event.paymentId} failed`);
      return ok({ outcome: result.outcome, depositId: result.depositId });
    });
  });

  let simulator: DemoSimulator | null = null;
  if (demo) {
    // The demo's notifications take the production path: signed, sent to the webhook route, parsed and applied there.
    simulator = new DemoSimulator(
      async (payload) => {
        const res = await app.inject({
          method: 'POST',
          url: WEBHOOK_PATH.replace(':provider', 'demo'),
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signIpn(ipnSecret, payload) },
          payload: JSON.stringify(payload),
        });
        const answer = res.json<{ code: number; msg: string }>();
        if (answer.code !== CODE.OK) throw new Error(`the webhook answered ${answer.code} ${answer.msg}`);
      },
      payments.demoStepMs,
      (msg) => app.log.warn(msg),
    );
    app.addHook('preClose', async () => simulator?.stop());
  }
  await demoPayRoutes(app, simulator ? { simulator, keys: wallet, returnAes: payments.returnAes } : null);
}
