import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CspExtra } from '../config';
import { API_POLICY, HSTS, inlineStyleHashes, pagePolicy, securityHeaders, socketOrigin } from './securityHeaders';

const none: CspExtra = { script: [], connect: [], img: [], frame: [] };

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(map.has(name), `${name} appears once`).toBe(false);
    map.set(name, sources);
  }
  return map;
}

describe('pagePolicy', () => {
  it('is the strict default with nothing configured', () => {
    expect(pagePolicy({ extra: none })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; style-src-elem 'self'; " +
        "style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; media-src 'self' data: blob:; " +
        "connect-src 'self' data: blob:; worker-src 'self' blob:; frame-src 'self'; frame-ancestors 'self'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; manifest-src 'self'",
    );
  });

  it('never allows inline or eval scripts, plugins, foreign bases, forms or framers', () => {
    const d = directives(pagePolicy({ extra: { script: ['https://www.googletagmanager.com'], connect: [], img: [], frame: [] } }));
    expect(d.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(d.get('script-src')!.join(' ')).not.toMatch(/unsafe|data:|blob:|\*/);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'self'"]);
    // Inline <style> only by hash in CSP3 browsers; 'unsafe-inline' stays for style attributes.
    expect(d.get('style-src-elem')).not.toContain("'unsafe-inline'");
    expect(d.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('puts each extra source in its own directive only', () => {
    const d = directives(
      pagePolicy({
        extra: {
          script: ['https://s.example'],
          connect: ['https://c.example', 'wss://feed.example'],
          img: ['https://cdn.example'],
          frame: ['https://sports.example'],
        },
      }),
    );
    expect(d.get('script-src')).toEqual(["'self'", 'https://s.example']);
    expect(d.get('connect-src')).toEqual(["'self'", 'data:', 'blob:', 'https://c.example', 'wss://feed.example']);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example']);
    expect(d.get('frame-src')).toEqual(["'self'", 'https://sports.example']);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('allows the hashed inline styles and names the public origin socket', () => {
    const d = directives(pagePolicy({ extra: none, styleHashes: ['sha256-abc='], publicOrigin: 'https://casino.example' }));
    expect(d.get('style-src-elem')).toEqual(["'self'", "'sha256-abc='"]);
    expect(d.get('connect-src')).toEqual(["'self'", 'wss://casino.example', 'data:', 'blob:']);
  });
});

describe('socketOrigin', () => {
  it('maps http(s) origins to ws(s)', () => {
    expect(socketOrigin('https://casino.example')).toBe('wss://casino.example');
    expect(socketOrigin('http://127.0.0.1:3000')).toBe('ws://127.0.0.1:3000');
    expect(socketOrigin(undefined)).toBeNull();
  });
});

describe('inlineStyleHashes', () => {
  const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

  it('hashes the exact text of each <style> element, once per distinct text', () => {
    const html =
      '<head><style>html,body{background:#0b0f1a;margin:0}</style><STYLE media="print">\n a { color: red }\n</STYLE >' +
      '<style>html,body{background:#0b0f1a;margin:0}</style><link rel="stylesheet" href="/a.css"></head>';
    expect(inlineStyleHashes(html)).toEqual([sha('html,body{background:#0b0f1a;margin:0}'), sha('\n a { color: red }\n')]);
    // The value CSP expects for this text (as printed by Chromium's violation report).
    expect(sha('html,body{background:#0b0f1a;margin:0}')).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
  });

  it('finds nothing in a page without <style>', () => {
    expect(inlineStyleHashes('<html><body style="color: red"><p>styles</p></body></html>')).toEqual([]);
  });
});

describe('securityHeaders', () => {
  const config = { publicOrigin: undefined, cspExtra: none };

  it('gives pages the page policy and SAMEORIGIN framing, the API a deny-all policy, no-store and DENY', () => {
    for (const url of ['/', '/game/dice', '/assets/index-1.js', '/v1x', '/apiary']) {
      const h = securityHeaders(url, config);
      expect(h['content-security-policy']).toBe(pagePolicy({ extra: none }));
      expect(h['x-frame-options']).toBe('SAMEORIGIN');
      expect(h['cache-control']).toBeUndefined();
    }
    for (const url of ['/v1/user/info', '/api/fairness', '/api', '/v1?x=1']) {
      const h = securityHeaders(url, config);
      expect(h['content-security-policy']).toBe(API_POLICY);
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['cache-control']).toBe('no-store');
    }
  });

  it('sends nosniff and a referrer policy always, HSTS only behind an https public origin', () => {
    const h = securityHeaders('/', config);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['strict-transport-security']).toBeUndefined();
    expect(securityHeaders('/', { ...config, publicOrigin: 'http://casino.example' })['strict-transport-security']).toBeUndefined();
    expect(securityHeaders('/', { ...config, publicOrigin: 'https://casino.example' })['strict-transport-security']).toBe(HSTS);
    expect(securityHeaders('/v1/user/info', { ...config, publicOrigin: 'https://casino.example' })['strict-transport-security']).toBe(HSTS);
  });

  it('uses the page policy it is given', () => {
    expect(securityHeaders('/', config, 'default-src x')['content-security-policy']).toBe('default-src x');
    expect(securityHeaders('/v1/a', config, 'default-src x')['content-security-policy']).toBe(API_POLICY);
  });
});
