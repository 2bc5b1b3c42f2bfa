import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POLICY, HSTS } from '../../server/plugins/securityHeaders';
import { createTestApp, type TestApp } from './helpers';

// Security headers on every kind of answer, served from a small built client of the test's own.

let clientDir: string;
let emptyDir: string;
let t: TestApp;
let https: TestApp;

const STYLE = 'html,body{background:#0b0f1a;margin:0}';
const shell = (style: string) =>
  `<!doctype html><title>t</title><style>${style}</style><script type="module" src="/assets/app-1.js"></script>`;
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'hs-client-'));
  emptyDir = await mkdtemp(path.join(os.tmpdir(), 'hs-empty-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), shell(STYLE));
  await writeFile(path.join(clientDir, 'assets', 'app-1.js'), 'console.log(1)');
  t = await createTestApp({
    CLIENT_DIR: clientDir,
    CSP_SCRIPT_SRC: 'https://www.googletagmanager.com',
    CSP_FRAME_SRC: 'https://sports.example',
  });
  https = await createTestApp({ CLIENT_DIR: clientDir, PUBLIC_ORIGIN: 'https://casino.example' });
});

afterAll(async () => {
  await t.close();
  await https.close();
  await rm(clientDir, { recursive: true, force: true });
  await rm(emptyDir, { recursive: true, force: true });
});

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

function expectPageHeaders(headers: Record<string, unknown>): void {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'( |;)/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

function expectApiHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toBe(API_POLICY);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-store');
}

describe('security headers', () => {
  it('the SPA shell, a page route, an asset and a missing asset carry the page policy', async () => {
    for (const url of ['/', '/game/dice', '/profile/Security?x=1']) {
      const res = await get(t, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expectPageHeaders(res.headers);
    }
    const asset = await get(t, '/assets/app-1.js');
    expect(asset.statusCode).toBe(200);
    expectPageHeaders(asset.headers);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get(t, '/assets/nope.js');
    expect(missing.statusCode).toBe(404);
    expectPageHeaders(missing.headers);
  });

  it('adds the configured extra sources to their directives only', async () => {
    const csp = String((await get(t, '/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(csp).toContain("frame-src 'self' https://sports.example;");
    expect(csp).toContain("connect-src 'self' data: blob:;");
    expect(String((await get(https, '/')).headers['content-security-policy'])).toContain(
      "connect-src 'self' wss://casino.example data: blob:;",
    );
  });

  it("allows index.html's inline <style> by its hash, following a rebuild in place", async () => {
    expect(String((await get(t, '/')).headers['content-security-policy'])).toContain(`style-src-elem 'self' ${hash(STYLE)};`);
    const next = 'html,body{background:#000;margin:0}';
    await writeFile(path.join(clientDir, 'index.html'), shell(next));
    // A different mtime even on file systems with coarse timestamps.
    await utimes(path.join(clientDir, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    const res = await get(t, '/fairness');
    expect(res.body).toContain(next);
    expect(String(res.headers['content-security-policy'])).toContain(`style-src-elem 'self' ${hash(next)};`);
    await writeFile(path.join(clientDir, 'index.html'), shell(STYLE));
    await utimes(path.join(clientDir, 'index.html'), new Date(), new Date(Date.now() + 10_000));
    expect(String((await get(t, '/')).headers['content-security-policy'])).toContain(`style-src-elem 'self' ${hash(STYLE)};`);
  });

  it('the "not built" page carries the page policy too', async () => {
    const bare = await createTestApp({ CLIENT_DIR: emptyDir });
    try {
      const res = await get(bare, '/');
      expect(res.body).toContain('not built');
      expectPageHeaders(res.headers);
      expect(String(res.headers['content-security-policy'])).toContain("style-src-elem 'self';");
    } finally {
      await bare.close();
    }
  });

  it('API answers, 404s and refusals carry the API policy', async () => {
    expectApiHeaders((await get(t, '/v1/userApi/currency')).headers);
    const missing = await get(t, '/v1/no/such/call');
    expect(missing.json()).toMatchObject({ code: 404 });
    expectApiHeaders(missing.headers);
    const refused = await t.app.inject({ method: 'POST', url: '/v1/user/login', payload: { userName: '' } });
    expect(refused.json()).toMatchObject({ code: 400 });
    expectApiHeaders(refused.headers);
    expect((await get(t, '/healthz')).headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only when the public origin is https', async () => {
    expect((await get(t, '/')).headers['strict-transport-security']).toBeUndefined();
    expect((await get(t, '/v1/userApi/currency')).headers['strict-transport-security']).toBeUndefined();
    expect((await get(https, '/')).headers['strict-transport-security']).toBe(HSTS);
    expect((await get(https, '/v1/userApi/currency')).headers['strict-transport-security']).toBe(HSTS);
  });

  it('answers malformed URLs inside the envelope on the API, with a plain 400 elsewhere', async () => {
    for (const url of ['/v1/%', '/v1/user/%zz', '/api/games/bets/%E0%A4%A']) {
      const res = await get(t, url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 400, msg: 'The address is not a valid URL', data: null });
      expectApiHeaders(res.headers);
    }
    for (const url of ['/game/%', '/assets/%zz.js', '/%']) {
      const page = await get(t, url);
      expect(page.statusCode).toBe(400);
      expect(page.body).toBe('The address is not a valid URL\n');
      expect(page.headers['content-type']).toMatch(/^text\/plain/);
      expectPageHeaders(page.headers);
    }
  });
});
