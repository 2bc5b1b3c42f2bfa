import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/** Writes `file.br` (Brotli, quality 11) and `file.gz` (gzip level 9) beside a file; returns whether it did. */
export async function precompressFile(file: string): Promise<boolean> {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return false;
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return true;
}

/**
 * Compressed copies of the build's fingerprinted assets (`assets/`), made once at build time at the highest levels,
 * which the house server sends to a browser that accepts them (its static files are served pre-compressed). Only
 * the fingerprinted files: a file rewritten after the bundle is written (the page, the service worker) would leave
 * a stale copy beside it.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hs-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      const files = (await readdir(assets)).filter((f) => COMPRESSIBLE.test(f)).map((f) => path.join(assets, f));
      await Promise.all(files.map((f) => precompressFile(f)));
    },
  };
}
