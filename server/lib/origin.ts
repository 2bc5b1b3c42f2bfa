import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

/** The origin of a URL-ish header value, or null when it has none (e.g. "null" or garbage). */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * True when a browser-sent Origin (or Referer) names this site: the origin derived from the Host header
 * under http or https, or one of the configured origins.
 */
export function isAllowedOrigin(value: string, host: string | undefined, allowed: readonly string[]): boolean {
  const origin = originOf(value);
  if (!origin) return false;
  if (allowed.includes(origin)) return true;
  if (!host) return false;
  // Host comes from the browser's own request line, so it names the server the page talked to.
  return origin === originOf(`http://${host}`) || origin === originOf(`https://${host}`);
}

/** Decides a request from its Origin and Referer headers: allowed when both are absent (non-browser clients). */
export function requestOriginAllowed(
  headers: { origin?: string | undefined; referer?: string | undefined; host?: string | undefined },
  allowed: readonly string[],
): boolean {
  if (headers.origin !== undefined) return isAllowedOrigin(headers.origin, headers.host, allowed);
  if (headers.referer !== undefined) return isAllowedOrigin(headers.referer, headers.host, allowed);
  return true;
}

/** The site's origin as the player reaches it: PUBLIC_ORIGIN, or the request's own scheme and host. */
export function siteOrigin(request: FastifyRequest): string {
  const configured = request.server.config.publicOrigin;
  if (configured) return configured;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw badRequest('The Host header is not valid');
  }
}
