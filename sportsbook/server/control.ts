import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BookContext } from './context';
import { zodMessage } from './errors';
import type { Settlement } from './settlement';

// POST /control: the casino operator's orders to the demo book, each a JWT signed with the casino's sportsbook key
// (checked against its key set, audience `sportsbook-control`, issued by the casino's brand, living at most five
// minutes): end a match now with a score or its seeded one, call a match off, or misbehave towards the wallet.

/** The audience of the operator's orders. */
export const CONTROL_AUDIENCE = 'sportsbook-control';
/** An order lives at most this long (exp − iat), in seconds. */
const MAX_LIFE_SEC = 300;

const goals = z.number({ error: 'a whole number of goals' }).int().min(0).max(99);
const eventId = z.string().regex(/^[a-z0-9-]{1,60}$/, { error: 'a match id such as north-premier-2950123' });

/** The orders (the JWT's claims besides iss, aud, iat and exp). */
export const orderSchema = z.discriminatedUnion(
  'order',
  [
    z.object({ order: z.literal('settle'), event: eventId, score: z.strictObject({ home: goals, away: goals }).optional() }),
    z.object({ order: z.literal('void'), event: eventId }),
    z.object({
      order: z.literal('misbehave'),
      mode: z.enum(['duplicate', 'rollback_first', 'timeout', 'none'], { error: 'duplicate, rollback_first, timeout or none' }),
    }),
  ],
  { error: 'order: settle, void or misbehave' },
);

/** An operator's order as the book verifies it. */
export type ControlOrder = z.infer<typeof orderSchema>;

interface Refusal {
  ok: false;
  code: string;
  message: string;
}

/** The control endpoint. */
export function controlRoutes(
  app: FastifyInstance,
  ctx: BookContext,
  settlement: Settlement,
  options: { keys: JWTVerifyGetKey; brand: string },
): void {
  app.post('/control', async (request, reply) => {
    const refuse = (status: number, code: string, message: string) =>
      reply.code(status).send({ ok: false, code, message } satisfies Refusal);
    const body = z.strictObject({ payload: z.string({ error: 'a signed order (a JWT)' }).min(10).max(4096) }).safeParse(request.body ?? {});
    if (!body.success) return refuse(400, 'bad_request', zodMessage(body.error));
    let claims: Record<string, unknown>;
    try {
      const verified = await jwtVerify(body.data.payload, options.keys, {
        algorithms: ['ES256'],
        issuer: options.brand,
        audience: CONTROL_AUDIENCE,
        currentDate: new Date(ctx.now()),
        requiredClaims: ['iat', 'exp'],
      });
      claims = verified.payload as Record<string, unknown>;
    } catch (error) {
      return refuse(
        401,
        'bad_signature',
        `The order is not signed by the casino for the book, or has expired (${(error as Error).message})`,
      );
    }
    const iat = Number(claims.iat);
    if (Number(claims.exp) - iat > MAX_LIFE_SEC || iat * 1000 > ctx.now() + 60_000) {
      return refuse(401, 'bad_signature', `An order lives at most ${MAX_LIFE_SEC} seconds from its issue`);
    }
    const parsed = orderSchema.safeParse(claims);
    if (!parsed.success) return refuse(400, 'bad_request', zodMessage(parsed.error));
    const order = parsed.data;

    if (order.order === 'misbehave') {
      ctx.store.misbehaviour = order.mode;
      ctx.store.changed();
      ctx.log(`control: misbehaviour ${order.mode}`);
      return { ok: true, order: order.order, mode: order.mode };
    }
    const fixture = ctx.schedule.fixture(order.event);
    if (!fixture) return refuse(404, 'not_found', `event: no match ${order.event}`);
    const view = ctx.schedule.view(fixture);
    if (view.endedAt !== null) return refuse(409, 'bad_state', `event: ${order.event} is already over (${view.status})`);
    const end =
      order.order === 'void'
        ? ctx.schedule.end(fixture, { status: 'void' })
        : ctx.schedule.end(fixture, { status: 'finished', ...(order.score ? { score: order.score } : {}) });
    ctx.log(`control: ${order.order} ${order.event} → ${end.status} ${end.home}-${end.away}`);
    const { settled, open } = await settlement.settleEvent(order.event);
    return {
      ok: true,
      order: order.order,
      event: order.event,
      status: end.status,
      score: { home: end.home, away: end.away },
      settled,
      open,
    };
  });
}
