import { describe, expect, it } from 'vitest';
import { budgetFor, chunkName, closure, entryOf, gameRouteCosts, importsOf, lazyCosts, type Chunk } from './chunks';
import { checkRoutes, routeOver } from './gameRoutes';

const chunk = (file: string, gzipBytes: number, imports: string[] = [], lazy: string[] = []): [string, Chunk] => [
  file,
  { file, rawBytes: gzipBytes * 3, gzipBytes, imports, lazy },
];

describe('the bundle report', () => {
  it('reads static and lazy imports of built chunks, whatever the quotes', () => {
    const code =
      'import{a as b}from"./react-B8SKf8RM.js";import"./storage-CUrGXfD9.js";' +
      'const p=()=>import(`./WalletDialog-C0rKgRcx.js`),q=()=>import("./dice-BjPMWMgZ.js");import(e.module)';
    expect(importsOf(code)).toEqual({
      imports: ['react-B8SKf8RM.js', 'storage-CUrGXfD9.js'],
      lazy: ['WalletDialog-C0rKgRcx.js', 'dice-BjPMWMgZ.js'],
    });
  });

  it('names a chunk without its hash, hyphens in the hash included', () => {
    expect(chunkName('WalletDialog-C0rKgRcx.js')).toBe('WalletDialog');
    expect(chunkName('AuthDialogs-PkTOal-x.js')).toBe('AuthDialogs');
    expect(chunkName('RenderTargetSystem-DVt--MGc.js')).toBe('RenderTargetSystem');
    expect(budgetFor('dice')).toBe(160 * 1024);
    expect(budgetFor('WalletDialog')).toBe(72 * 1024);
    expect(budgetFor('HomeFeeds')).toBe(20 * 1024);
  });

  it('costs a lazy file beyond the shell and the services, and a game route as the union of what it loads', () => {
    const chunks = new Map<string, Chunk>([
      chunk('index-AAAAAAAA.js', 100, ['react-BBBBBBBB.js'], ['boot-CCCCCCCC.js', 'GamePage-DDDDDDDD.js', 'dice-EEEEEEEE.js']),
      chunk('react-BBBBBBBB.js', 10),
      chunk('boot-CCCCCCCC.js', 30, ['http-FFFFFFFF.js']),
      chunk('http-FFFFFFFF.js', 20, ['react-BBBBBBBB.js']),
      chunk('GamePage-DDDDDDDD.js', 15, ['http-FFFFFFFF.js', 'zod-GGGGGGGG.js']),
      chunk('zod-GGGGGGGG.js', 25),
      chunk('dice-EEEEEEEE.js', 12, ['pixi-HHHHHHHH.js'], ['browserAll-IIIIIIII.js']),
      chunk('pixi-HHHHHHHH.js', 150),
      chunk('browserAll-IIIIIIII.js', 11, ['pixi-HHHHHHHH.js']),
    ]);
    expect([...closure(chunks, 'GamePage-DDDDDDDD.js')].sort()).toEqual([
      'GamePage-DDDDDDDD.js',
      'http-FFFFFFFF.js',
      'react-BBBBBBBB.js',
      'zod-GGGGGGGG.js',
    ]);
    const { shell, services, lazy } = lazyCosts(chunks, 'index-AAAAAAAA.js');
    expect([...shell].sort()).toEqual(['index-AAAAAAAA.js', 'react-BBBBBBBB.js']);
    expect([...services].sort()).toEqual(['boot-CCCCCCCC.js', 'http-FFFFFFFF.js']);
    expect(lazy.map((l) => [l.name, l.files, l.gzipBytes])).toEqual([
      ['dice', 2, 162],
      ['browserAll', 2, 161],
      ['GamePage', 2, 40],
    ]);
    const routes = gameRouteCosts(chunks, 'index-AAAAAAAA.js');
    const dice = routes.find((r) => r.game === 'dice')!;
    // Every file once: 100 + 10 + 30 + 20 + 15 + 25 + 12 + 150; Pixi's extension bundle is never fetched.
    expect(dice.files).toHaveLength(8);
    expect(dice.gzipBytes).toBe(362);
    expect(dice.files).not.toContain('browserAll-IIIIIIII.js');
    // The browser's count beside it: a file it fetched that the graph lacks, and one the graph has that it did not fetch.
    const file = (name: string, gzipBytes: number) => ({
      url: `http://x/assets/${name}`,
      startMs: 1,
      rawBytes: 0,
      gzipBytes,
      packages: [],
    });
    const seen = dice.files.filter((f) => f !== 'zod-GGGGGGGG.js').map((f) => file(f, chunks.get(f)!.gzipBytes));
    const [check] = checkRoutes(
      [dice],
      [{ game: 'dice', playableMs: 900, files: [...seen, file('Footer-JJJJJJJJ.js', 1)], gzipBytes: 338 }],
    );
    expect(check).toMatchObject({ graphGzipBytes: 362, onlyBrowser: ['Footer-JJJJJJJJ.js'], onlyGraph: ['zod-GGGGGGGG.js'] });
    expect(check!.browser).toEqual({ files: 8, gzipBytes: 338, playableMs: 900 });
    expect(routeOver(check!)).toBe(false);
    expect(routeOver({ ...check!, browser: { files: 8, gzipBytes: 251 * 1024, playableMs: 900 } })).toBe(true);
  });

  it('finds the entry script of the built index.html', () => {
    expect(entryOf('<script type="module" crossorigin src="/assets/index-CP2BIiTZ.js"></script>')).toBe('index-CP2BIiTZ.js');
    expect(() => entryOf('<html></html>')).toThrow(/no entry script/);
  });
});
