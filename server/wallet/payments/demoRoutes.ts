import type { FastifyInstance, FastifyReply } from 'fastify';
import { coinDecimals, isCoin } from '../../../src/core/currency';
import { Decimal, parseAmount, toFixedDown, trimZeros } from '../../../src/core/money';
import { COIN_CHAINS } from '../../../src/core/wallet/chains';
import { encodeOrderParams, type OrderParamsKey } from '../../../src/core/wallet/orderParams';
import { PAY_LIMITS_USD } from '../../../src/core/wallet/paySchema';
import { ensureDepositAddress, findPayment } from '../deposits';
import { findOrder } from '../payOrders';
import type { WalletKeys } from '../derive';
import { DEMO_PAY_PATH } from './DemoProvider';
import { demoPaymentId, type DemoEnding, type DemoSimulator } from './DemoSimulator';
import { checkoutPage, demoPayErrorPage, depositFormPage, paymentPage } from './demoPages';

/** What the demo provider's pages need. */
export interface DemoPayDeps {
  simulator: DemoSimulator;
  keys: WalletKeys;
  returnAes: OrderParamsKey;
}

/** Headers of the demo pages: their own strict policy (no script at all), as the demo sign-in pages have. */
const HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // Not no-referrer: a form posted from a no-referrer page says Origin: null, which the site's CSRF check refuses.
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};

const ADDRESS = /^[A-Za-z0-9:._-]{8,128}$/;
const TAG = /^[\x21-\x7e]{1,64}$/;
const ENDINGS: Record<string, DemoEnding> = { pay: 'finished', partial: 'partially_paid', expire: 'expired' };

/** Thrown inside the demo pages: answered as an HTML page with this status. */
class PageError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

const html = (reply: FastifyReply, body: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(body);

/**
 * The demo provider's pages under /demo-pay: the hosted checkout of a buy-crypto order and the "send to this address"
 * simulator of the wallet's Deposit tab. Without the demo provider (DEMO_MODE off) every path there is a 404.
 */
export async function demoPayRoutes(app: FastifyInstance, deps: DemoPayDeps | null): Promise<void> {
  if (!deps) {
    await app.register(async (scope) => {
      // Whatever the body, the answer is the same 404 (not a complaint about its content type).
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      const notFound = async (_request: unknown, reply: FastifyReply) =>
        reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      scope.all(DEMO_PAY_PATH, notFound);
      scope.all(`${DEMO_PAY_PATH}/*`, notFound);
    });
    return;
  }
  const { simulator, keys, returnAes } = deps;
  await app.register(
    async (scope) => {
      // After the site's own headers (a child's hooks run after its parent's): the pages' policy wins.
      scope.addHook('onSend', async (_request, reply, payload) => {
        for (const [name, value] of Object.entries(HEADERS)) void reply.header(name, value);
        return payload;
      });
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
        done(null, new URLSearchParams(body as string)),
      );
      scope.setErrorHandler(async (error: Error, request, reply) => {
        if (error instanceof PageError) return html(reply, demoPayErrorPage(error.title, error.message), error.status);
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status >= 500) request.log.error({ err: error }, 'demo payment page failed');
        return html(
          reply,
          demoPayErrorPage('Demo payment', status >= 500 ? 'Something went wrong, please try again' : 'The request was not understood'),
          status >= 500 ? 500 : 400,
        );
      });
      const form = (body: unknown) => (body instanceof URLSearchParams ? body : new URLSearchParams());

      const orderOf = async (orderId: string) => {
        const order = await findOrder(app.db, orderId, null);
        if (!order || order.provider !== 'demo') throw new PageError(404, 'Order not found', 'This order does not exist.');
        return order;
      };

      scope.get<{ Params: { orderId: string } }>('/checkout/:orderId', async (request, reply) => {
        const order = await orderOf(request.params.orderId);
        const decimals = coinDecimals(order.coin);
        const running = simulator.isRunning(order.public_id);
        return html(
          reply,
          checkoutPage({
            action: `${DEMO_PAY_PATH}/checkout/${order.public_id}`,
            returnUrl: `/?params=${encodeOrderParams(order.public_id, returnAes)}`,
            fiatAmount: toFixedDown(order.fiat_amount, 2),
            fiat: order.fiat,
            amount: toFixedDown(order.amount, decimals),
            coin: order.coin,
            networkLabel: COIN_CHAINS[order.coin].networkLabel,
            status: order.status,
            paid: toFixedDown(order.paid, decimals),
            credited: toFixedDown(order.credited, decimals),
            confirmations: order.confirmations,
            needed: COIN_CHAINS[order.coin].confirmations,
            open: order.status === 'waiting' && order.payments === 0 && !running,
            running,
          }),
        );
      });

      scope.post<{ Params: { orderId: string } }>('/checkout/:orderId', async (request, reply) => {
        const ending = ENDINGS[form(request.body).get('action') ?? ''];
        if (!ending) throw new PageError(400, 'Demo payment', 'Choose one of the buttons of the checkout page.');
        const order = await orderOf(request.params.orderId);
        // A second click (or a second tab) finds the payment started and just shows it.
        if (order.status === 'waiting' && order.payments === 0 && !simulator.isRunning(order.public_id)) {
          const { address, tag } = await ensureDepositAddress(app.db, keys, order.user_id, order.coin);
          const decimals = coinDecimals(order.coin);
          const half = new Decimal(order.amount).div(2).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
          const paid = ending === 'expired' ? '0' : ending === 'partially_paid' ? half.toFixed() : new Decimal(order.amount).toFixed();
          await simulator.start(order.public_id, {
            paymentId: demoPaymentId(),
            coin: order.coin,
            address,
            tag,
            amount: new Decimal(order.amount).toFixed(),
            paid,
            orderId: order.public_id,
            price: { fiat: order.fiat, fiatAmount: toFixedDown(order.fiat_amount, 2) },
            ending,
          });
        }
        return reply.redirect(`${DEMO_PAY_PATH}/checkout/${order.public_id}`, 303);
      });

      // The form of the wallet's Deposit tab in demo mode: ?coin=&address=&tag=
      const target = (fields: URLSearchParams) => {
        const coin = fields.get('coin') ?? '';
        const address = fields.get('address') ?? '';
        const tag = fields.get('tag') || null;
        if (!isCoin(coin)) throw new PageError(400, 'Demo payment', 'The coin of this address is not one the site accepts.');
        if (!ADDRESS.test(address) || (tag !== null && !TAG.test(tag)))
          throw new PageError(400, 'Demo payment', 'This is not a deposit address.');
        return { coin, address, tag, chain: COIN_CHAINS[coin] };
      };
      const formPage = (t: ReturnType<typeof target>, amount: string, error: string) =>
        depositFormPage({
          action: `${DEMO_PAY_PATH}/deposit`,
          ...t,
          tagLabel: t.chain.tagLabel,
          networkLabel: t.chain.networkLabel,
          minDeposit: t.chain.minDeposit,
          amount,
          error,
        });

      scope.get('/deposit', async (request, reply) => {
        const t = target(new URLSearchParams(request.query as Record<string, string>));
        return html(reply, formPage(t, t.chain.minDeposit, ''));
      });

      scope.post('/deposit', async (request, reply) => {
        const fields = form(request.body);
        const t = target(fields);
        const raw = (fields.get('amount') ?? '').trim();
        const decimals = coinDecimals(t.coin);
        const amount = parseAmount(raw, decimals);
        if (!amount || amount.isZero())
          return html(reply, formPage(t, raw, `Enter an amount above 0 with at most ${decimals} decimals.`), 400);
        const price = (await app.refs.get()).coinUsd.get(t.coin);
        if (price !== undefined && amount.times(price).gt(PAY_LIMITS_USD.max)) {
          const most = trimZeros(toFixedDown(new Decimal(PAY_LIMITS_USD.max).div(price), decimals));
          return html(reply, formPage(t, raw, `A demo payment may be worth at most ${PAY_LIMITS_USD.max} USD (${most} ${t.coin}).`), 400);
        }
        const { rowCount } = await app.db.query(
          `SELECT 1 FROM deposit_addresses WHERE coin = $1 AND address = $2 AND COALESCE(tag, '') = COALESCE($3, '')`,
          [t.coin, t.address, t.tag],
        );
        if (!rowCount) return html(reply, formPage(t, raw, 'No player has this deposit address on this site.'), 400);
        const paymentId = demoPaymentId();
        const value = amount.toFixed();
        await simulator.start(paymentId, {
          paymentId,
          coin: t.coin,
          address: t.address,
          tag: t.tag,
          amount: value,
          paid: value,
          orderId: null,
          price: null,
          ending: 'finished',
        });
        return reply.redirect(`${DEMO_PAY_PATH}/payment/${paymentId}`, 303);
      });

      scope.get<{ Params: { paymentId: string } }>('/payment/:paymentId', async (request, reply) => {
        const payment = /^\d{1,20}$/.test(request.params.paymentId) ? await findPayment(app.db, 'demo', request.params.paymentId) : null;
        if (!payment) throw new PageError(404, 'Payment not found', 'This payment does not exist.');
        const chain = COIN_CHAINS[payment.coin];
        const decimals = coinDecimals(payment.coin);
        const again = new URLSearchParams({ coin: payment.coin, address: payment.address, ...(payment.tag ? { tag: payment.tag } : {}) });
        return html(
          reply,
          paymentPage({
            coin: payment.coin,
            status: payment.status,
            paid: toFixedDown(payment.amount, decimals),
            credited: toFixedDown(payment.credited_amount, decimals),
            confirmations: payment.confirmations,
            needed: chain.confirmations,
            belowMinimum: new Decimal(payment.amount).gt(0) && new Decimal(payment.amount).lt(chain.minDeposit),
            again: `${DEMO_PAY_PATH}/deposit?${again.toString()}`,
          }),
        );
      });

      const notFound = async () => {
        throw new PageError(404, 'Demo payment', 'There is no page here.');
      };
      scope.all('/', notFound);
      scope.all('/*', notFound);
    },
    { prefix: DEMO_PAY_PATH },
  );
}
