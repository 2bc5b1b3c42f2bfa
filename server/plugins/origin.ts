import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODE } from '../../src/core/api';
import { ApiError } from '../errors';
import { requestOriginAllowed } from '../lib/origin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when the request's Origin/Referer names this site (or is absent). */
export function originAllowed(request: FastifyRequest): boolean {
  const { origin, referer, host } = request.headers;
  return requestOriginAllowed({ origin, referer, host }, request.server.config.allowedOrigins);
}

/**
 * For the spec's GET calls that change state (mark read, clear all, end other sessions), which the POST-only check
 * below skips: a page of another site (a link, an image) must not trigger them.
 */
export function refuseCrossSite(request: FastifyRequest): void {
  if (request.headers['sec-fetch-site'] === 'cross-site' || !originAllowed(request)) {
    throw new ApiError(CODE.FORBIDDEN, 'Cross-site request refused');
  }
}

/** Refuses state-changing requests sent from another site's pages (CSRF), on top of SameSite=Lax cookies. */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (STATE_CHANGING.has(request.method) && !originAllowed(request)) {
      throw new ApiError(CODE.FORBIDDEN, 'Cross-site request refused');
    }
  });
}
