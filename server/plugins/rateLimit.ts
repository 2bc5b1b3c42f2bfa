import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { CODE } from '../../src/core/api';
import { isApiPath } from '../context';
import { ApiError } from '../errors';
import type { SharedLimiter } from '../lib/SharedLimiter';

/**
 * A general per-IP request budget on the API (login has its own, stricter guard). The plugin keeps deciding which
 * routes count (`config: { rateLimit: false }` exempts one) and how a refusal reads; the counts are the limiter's,
 * shared by the server processes on the database.
 */
export async function registerRateLimit(app: FastifyInstance, limiter: SharedLimiter): Promise<void> {
  const { max, windowMs } = app.config.apiRateLimit;
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: windowMs,
    store: limiterStore(limiter, windowMs),
    // Static files and the SPA shell are cheap and come in bursts at page load.
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: (_request, context) => new ApiError(CODE.TOO_MANY, `Too many requests, try again in ${context.after}`),
  });
}

/** The plugin's store over a limiter: a refused request is not counted (the limiter refuses it on its own). */
function limiterStore(limiter: SharedLimiter, windowMs: number) {
  return class LimiterStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, _window: number, max: number) {
      const wait = limiter.retryAfterMs(key);
      if (wait > 0) return callback(null, { current: max + 1, ttl: wait });
      limiter.hit(key);
      const now = Date.now();
      callback(null, { current: Math.min(max, limiter.used(key)), ttl: windowMs - (now % windowMs) });
    }

    child(): FastifyRateLimitStore {
      // A route budget of its own would need a scope of its own in the shared counts.
      throw new Error('per-route rate limits are not supported: add a shared limiter scope for them');
    }
  };
}
