import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODE } from '../../src/core/api';
import type { AmountChange } from '../../src/core/socket';
import { ApiError } from '../errors';
import { ok } from '../plugins/envelope';
import { requireAuth } from '../plugins/session';

/** What a game move committed: its answer and the balance changes to push on the player's sockets (type 3). */
export interface MoveOutcome<T> {
  response: T;
  applied: readonly (AmountChange & { userId: number })[];
}

/**
 * A money move of a stateful game (a mines start or reveal, a crash bet or cash-out): the session, then the body
 * (a malformed body costs no budget), then the per-user bet budget shared with the instant bets; runs the move,
 * pushes the balance changes it committed, lets the game publish its public event, and answers.
 */
export async function gameMove<B, O extends MoveOutcome<unknown>>(
  app: FastifyInstance,
  request: FastifyRequest,
  body: (raw: unknown) => B,
  run: (userId: number, body: B) => Promise<O>,
  publish: (outcome: O) => void = () => {},
) {
  const { userId } = await requireAuth(request);
  const parsed = body(request.body);
  const key = String(userId);
  const wait = app.betLimiter.retryAfterMs(key);
  if (wait > 0) throw new ApiError(CODE.TOO_MANY, `Too many bets, try again in ${Math.ceil(wait / 1000)} s`);
  app.betLimiter.hit(key);
  const outcome = await run(userId, parsed);
  app.hub.amountChanged(outcome.applied);
  publish(outcome);
  return ok(outcome.response);
}
