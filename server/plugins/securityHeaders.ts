import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import { isApiPath } from '../context';

/**
 * Content-Security-Policy of the site's pages (index.html and the static files). Scripts only from our origin (no
 * inline script, no eval: Pixi's shader code is generated without eval through pixi.js/unsafe-eval); styles allow
 * 'unsafe-inline' for the inline first-paint <style> and style attributes; Pixi decodes textures in blob: workers;
 * the synthesised sounds are data: WAVs; fonts and small assets may be inlined as data: by the build. Nobody else may
 * frame the site; our own frames (game and sportsbook iframes) are allowed.
 */
export function pagePolicy(extra: Config['cspExtra']): string {
  const list = (...sources: string[]) => sources.join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, ...extra.script)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list(`'self'`, 'data:', 'blob:', ...extra.img)}`,
    `font-src 'self' data:`,
    `media-src 'self' data: blob:`,
    // 'self' covers the same-origin ws:/wss: socket in CSP3 browsers.
    `connect-src ${list(`'self'`, 'data:', 'blob:', ...extra.connect)}`,
    `worker-src 'self' blob:`,
    `frame-src ${list(`'self'`, ...extra.frame)}`,
    `frame-ancestors 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `manifest-src 'self'`,
  ].join('; ');
}

/** Policy of JSON API answers: they load nothing and are never framed. */
export const API_POLICY = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** HSTS for an https public origin: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The security headers of an answer to `url`. */
export function securityHeaders(url: string, config: Pick<Config, 'publicOrigin' | 'cspExtra'>, page = pagePolicy(config.cspExtra)): Record<string, string> {
  const api = isApiPath(url);
  const headers: Record<string, string> = {
    'content-security-policy': api ? API_POLICY : page,
    'x-frame-options': api ? 'DENY' : 'SAMEORIGIN',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  if (config.publicOrigin?.startsWith('https:')) headers['strict-transport-security'] = HSTS;
  if (api) headers['cache-control'] = 'no-store';
  return headers;
}

/** Sets the security headers on a reply (for answers sent outside the hook chain, e.g. framework errors). */
export function applySecurityHeaders(reply: FastifyReply, url: string, config: Pick<Config, 'publicOrigin' | 'cspExtra'>): void {
  for (const [name, value] of Object.entries(securityHeaders(url, config))) void reply.header(name, value);
}

/** Every answer (pages, static files, the SPA fallback, API envelopes, 404s) carries the security headers. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const page = pagePolicy(app.config.cspExtra);
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(securityHeaders(request.url, app.config, page))) void reply.header(name, value);
  });
}
