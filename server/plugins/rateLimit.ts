import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { CODE } from '../../src/core/api';
import { isApiPath } from '../context';
import { ApiError } from '../errors';

/** A general per-IP request budget on the API (login has its own, stricter guard). */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { max, windowMs } = app.config.apiRateLimit;
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: windowMs,
    // Static files and the SPA shell are cheap and come in bursts at page load.
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: (_request, context) => new ApiError(CODE.TOO_MANY, `Too many requests, try again in ${context.after}`),
  });
}
