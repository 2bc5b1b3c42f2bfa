import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../scripts/vitePrecompress';
import { createTestApp, type TestApp } from './helpers';

// The built assets go out in the Brotli or gzip copy the build made, by what the browser accepts, and the same bytes
// come back out of it.

let clientDir: string;
let t: TestApp;
// A script the size of a real chunk, repetitive as code is.
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = () => ${i} * 2;`).join('\n');

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'hs-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>t</title><script type="module" src="/assets/app-1.js"></script>',
  );
  await writeFile(path.join(clientDir, 'assets', 'app-1.js'), SCRIPT);
  await writeFile(path.join(clientDir, 'assets', 'tiny-1.js'), 'console.log(1)');
  expect(await precompressFile(path.join(clientDir, 'assets', 'app-1.js'))).toBe(true);
  // Too small to be worth a copy.
  expect(await precompressFile(path.join(clientDir, 'assets', 'tiny-1.js'))).toBe(false);
  t = await createTestApp({ CLIENT_DIR: clientDir });
});

afterAll(async () => {
  await t?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('pre-compressed assets', () => {
  it('the build leaves a Brotli and a gzip copy beside a file, each far smaller', async () => {
    expect((await readdir(path.join(clientDir, 'assets'))).sort()).toEqual(['app-1.js', 'app-1.js.br', 'app-1.js.gz', 'tiny-1.js']);
  });

  it('a browser that accepts Brotli gets the Brotli copy, one that accepts only gzip the gzip copy', async () => {
    const br = await get('/assets/app-1.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/app-1.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('without Accept-Encoding, or for a file with no copy, the plain file', async () => {
    const plain = await get('/assets/app-1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const tiny = await get('/assets/tiny-1.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
  });
});
