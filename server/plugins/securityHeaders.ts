import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config, CspExtra } from '../config';
import { isApiPath } from '../context';

/** What the page policy is built from. */
export interface PagePolicyOptions {
  /** Extra sources per directive (CSP_*_SRC). */
  extra: CspExtra;
  /** CSP hash sources ('sha256-…') of the inline <style> blocks of index.html. */
  styleHashes?: string[];
  /** The public origin; its ws:/wss: twin is named in connect-src. */
  publicOrigin?: string;
}

/** The websocket origin of an http(s) origin (https://a.example → wss://a.example), or null. */
export function socketOrigin(origin: string | undefined): string | null {
  if (!origin) return null;
  if (origin.startsWith('https://')) return `wss://${origin.slice('https://'.length)}`;
  if (origin.startsWith('http://')) return `ws://${origin.slice('http://'.length)}`;
  return null;
}

/**
 * Content-Security-Policy of the site's pages (index.html and the static files). Scripts only from our origin (no
 * inline script, no eval: Pixi's shader code is generated without eval through pixi.js/unsafe-eval); <style> and
 * stylesheets only from our origin or the hashed first-paint <style> of index.html, style attributes allowed (React
 * and Pixi set them); Pixi decodes textures in blob: workers; the synthesised sounds are data: WAVs; fonts and small
 * assets may be inlined as data: by the build. Nobody else may frame the site; our own frames (game and sportsbook
 * iframes) are allowed.
 */
export function pagePolicy({ extra, styleHashes = [], publicOrigin }: PagePolicyOptions): string {
  const list = (...sources: string[]) => sources.join(' ');
  const socket = socketOrigin(publicOrigin);
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, ...extra.script)}`,
    // Fallback for browsers without style-src-elem/-attr; CSP3 browsers use the two directives below instead.
    `style-src 'self' 'unsafe-inline'`,
    `style-src-elem ${list(`'self'`, ...styleHashes.map((h) => `'${h}'`))}`,
    `style-src-attr 'unsafe-inline'`,
    `img-src ${list(`'self'`, 'data:', 'blob:', ...extra.img)}`,
    `font-src 'self' data:`,
    `media-src 'self' data: blob:`,
    // 'self' covers the same-origin ws:/wss: socket in CSP3 browsers; the public origin's is named for older ones.
    `connect-src ${list(`'self'`, ...(socket ? [socket] : []), 'data:', 'blob:', ...extra.connect)}`,
    `worker-src 'self' blob:`,
    `frame-src ${list(`'self'`, ...extra.frame)}`,
    `frame-ancestors 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `manifest-src 'self'`,
  ].join('; ');
}

/** The CSP hash sources ('sha256-<base64>') of the inline <style> elements of an HTML document. */
export function inlineStyleHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style\s*>/gi)) {
    const hash = `sha256-${createHash('sha256')
      .update(match[1] ?? '', 'utf8')
      .digest('base64')}`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/** Policy of JSON API answers: they load nothing and are never framed. */
export const API_POLICY = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** HSTS for an https public origin: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The security headers of an answer to `url`; `page` is the page policy in force (built from config if absent). */
export function securityHeaders(url: string, config: Pick<Config, 'publicOrigin' | 'cspExtra'>, page?: string): Record<string, string> {
  const api = isApiPath(url);
  const headers: Record<string, string> = {
    'content-security-policy': api ? API_POLICY : (page ?? pagePolicy({ extra: config.cspExtra, publicOrigin: config.publicOrigin })),
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

/**
 * The page policy for the built index.html, rebuilt when the file changes (a build replaced in place while the server
 * runs gets its new style hash with the first page served after it).
 */
class PagePolicySource {
  private readonly file: string;
  private stamp = '';
  private policy: string;
  private refreshing: Promise<string> | null = null;

  constructor(private readonly config: Config) {
    this.file = path.join(config.clientDir, 'index.html');
    this.policy = this.build([]);
  }

  /** The policy as last built (for answers that are not HTML pages). */
  get current(): string {
    return this.policy;
  }

  /** The policy after checking index.html for changes (for HTML answers); one check at a time. */
  fresh(): Promise<string> {
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private build(styleHashes: string[]): string {
    return pagePolicy({ extra: this.config.cspExtra, styleHashes, publicOrigin: this.config.publicOrigin });
  }

  private async refresh(): Promise<string> {
    try {
      const info = await stat(this.file);
      const stamp = `${info.mtimeMs}:${info.size}`;
      if (stamp !== this.stamp) {
        this.policy = this.build(inlineStyleHashes(await readFile(this.file, 'utf8')));
        this.stamp = stamp;
      }
    } catch {
      // Not built (the server's own "not built" page has no <style> element): no hashes.
      if (this.stamp !== 'none') this.policy = this.build([]);
      this.stamp = 'none';
    }
    return this.policy;
  }
}

/** Every answer (pages, static files, the SPA fallback, API envelopes, 404s) carries the security headers. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const pages = new PagePolicySource(app.config);
  app.addHook('onSend', async (request, reply) => {
    const html = /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''));
    const page = html && !isApiPath(request.url) ? await pages.fresh() : pages.current;
    for (const [name, value] of Object.entries(securityHeaders(request.url, app.config, page))) void reply.header(name, value);
  });
}
