import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HOUSE_GAMES } from '../../src/core/games/catalog';
import { packagesOf } from './firstPaint';

/** One built JavaScript file: its size and the files it imports, statically and lazily. */
export interface Chunk {
  file: string;
  rawBytes: number;
  gzipBytes: number;
  /** Files it imports (loaded with it). */
  imports: string[];
  /** Files it loads with `import()` (a lazy screen, dialog, game or engine). */
  lazy: string[];
}

/** What opening one lazily loaded file costs once the shell is in: its own file and the imports the shell lacks. */
export interface LazyCost {
  /** The lazily loaded file, by its chunk name (the module it was built from: `WalletDialog`, `GamePage`, …). */
  name: string;
  file: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Its budget in gzipped bytes, and whether it holds. */
  budgetBytes: number;
}

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g;

/** The files a built chunk imports: statically (`import … from "./x.js"`, `import "./x.js"`) and lazily (`import("./x.js")`). */
export function importsOf(code: string): { imports: string[]; lazy: string[] } {
  const lazy = new Set([...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!));
  const imports = new Set([...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!));
  return { imports: [...imports], lazy: [...lazy] };
}

/** Every .js file of a built assets folder, sized (gzipped at level 9) and with its imports. */
export async function readChunks(assetsDir: string): Promise<Map<string, Chunk>> {
  const chunks = new Map<string, Chunk>();
  for (const file of (await readdir(assetsDir)).filter((f) => f.endsWith('.js')).sort()) {
    const body = await readFile(path.join(assetsDir, file));
    chunks.set(file, { file, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, ...importsOf(body.toString('utf8')) });
  }
  return chunks;
}

/** A file and everything it imports statically, transitively (what the browser fetches to run it). */
export function closure(chunks: ReadonlyMap<string, Chunk>, file: string): Set<string> {
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next) || !chunks.has(next)) continue;
    seen.add(next);
    stack.push(...chunks.get(next)!.imports);
  }
  return seen;
}

/** A chunk's name without its content hash: `WalletDialog-CVvldYhl.js` is `WalletDialog`. */
export const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');

/** The summed size of some files. */
export const sizeOf = (chunks: ReadonlyMap<string, Chunk>, files: Iterable<string>, key: 'rawBytes' | 'gzipBytes' = 'gzipBytes') =>
  [...files].reduce((total, f) => total + chunks.get(f)![key], 0);

/**
 * The gzipped budget of what a lazily loaded file fetches beyond the shell. A game engine's chunk is named after its
 * game and brings Pixi (plinko also its physics); Pixi's own lazy extension bundles are named by Pixi; every other
 * screen or dialog is the app's own code with its libraries.
 */
export const LAZY_BUDGETS: readonly { match: RegExp; kib: number; what: string }[] = [
  { match: new RegExp(`^(${HOUSE_GAMES.join('|')})$`), kib: 160, what: 'a game engine (Pixi, physics)' },
  { match: /^(browserAll|webworkerAll)$/, kib: 200, what: "Pixi's extension bundles" },
  { match: /.*/, kib: 70, what: 'any other screen or dialog' },
];

/** The budget, in gzipped bytes, of a lazily loaded chunk by its name. */
export function budgetFor(name: string): number {
  return LAZY_BUDGETS.find((b) => b.match.test(name))!.kib * 1024;
}

/**
 * The shell (the entry's closure), the services (the boot chunk's closure beyond the shell) and, for every other file
 * some chunk loads lazily, what opening it fetches beyond both, largest first.
 */
export function lazyCosts(
  chunks: ReadonlyMap<string, Chunk>,
  entry: string,
): { shell: Set<string>; services: Set<string>; lazy: LazyCost[] } {
  const shell = closure(chunks, entry);
  // The services (http, socket, session) start after the first paint on every page: a screen's own cost is beyond them.
  const boot = [...chunks.keys()].find((f) => chunkName(f) === 'boot');
  const services = new Set([...(boot ? closure(chunks, boot) : [])].filter((f) => !shell.has(f)));
  const targets = new Set([...chunks.values()].flatMap((c) => c.lazy));
  targets.delete(boot ?? '');
  const lazy = [...targets]
    .filter((file) => chunks.has(file))
    .map((file) => {
      const extra = [...closure(chunks, file)].filter((f) => !shell.has(f) && !services.has(f));
      const name = chunkName(file);
      return {
        name,
        file,
        files: extra.length,
        rawBytes: sizeOf(chunks, extra, 'rawBytes'),
        gzipBytes: sizeOf(chunks, extra),
        budgetBytes: budgetFor(name),
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { shell, services, lazy };
}

/** A game route's budget: all JavaScript fetched until the game can be played, gzipped. */
export const GAME_ROUTE_BUDGET_KIB = 250;

/**
 * What `/game/{name}` fetches until it can be played, from the chunk graph: the shell, the services, the game page
 * (and the game's own page where it has one: crash, mines), its engine and Pixi's browser extensions (loaded when the
 * renderer starts). The browser figure of the same route (the Browser section) is the check on this sum.
 */
export function gameRouteCosts(chunks: ReadonlyMap<string, Chunk>, entry: string): { game: string; files: number; gzipBytes: number }[] {
  // Lazily loaded files by chunk name (a name can also belong to a shared chunk that nothing loads lazily).
  const lazyByName = new Map<string, string[]>();
  for (const file of new Set([...chunks.values()].flatMap((c) => c.lazy))) {
    lazyByName.set(chunkName(file), [...(lazyByName.get(chunkName(file)) ?? []), file]);
  }
  const reach = (names: string[]) =>
    new Set([entry, ...names.flatMap((n) => lazyByName.get(n) ?? [])].flatMap((f) => [...closure(chunks, f)]));
  return HOUSE_GAMES.map((game) => {
    const page = `${game[0]!.toUpperCase()}${game.slice(1)}Page`;
    const files = reach(['boot', 'GamePage', page, game, 'browserAll']);
    return { game, files: files.size, gzipBytes: sizeOf(chunks, files) };
  });
}

/** The entry script of a built index.html. */
export function entryOf(indexHtml: string): string {
  const match = /<script[^>]+src="\/assets\/([\w.-]+\.js)"/.exec(indexHtml);
  if (!match) throw new Error('index.html names no entry script under /assets/');
  return match[1]!;
}

/** What a chunk holds, from its source map: the npm packages, then the app's folders (first six, by name). */
async function contentsOf(assetsDir: string, file: string): Promise<string> {
  const map = await readFile(path.join(assetsDir, `${file}.map`), 'utf8').catch(() => null);
  if (!map) return '';
  const sources = (JSON.parse(map) as { sources?: string[] }).sources ?? [];
  const packages = packagesOf(sources);
  const own = new Set(
    sources
      .filter((s) => !s.includes('node_modules/'))
      .map((s) =>
        s
          .replace(/^(\.\.\/)+/, '')
          .split('/')
          .slice(0, 2)
          .join('/'),
      ),
  );
  return [...packages, ...[...own].sort()].slice(0, 6).join(', ');
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The Chunks section of docs/benchmarks.md from a built client: the shell (the entry and what it imports), what each
 * lazily loaded file fetches beyond it against its budget, and the largest files with what they hold.
 */
export async function renderChunkSection(clientDir: string): Promise<string> {
  const assetsDir = path.join(clientDir, 'assets');
  const chunks = await readChunks(assetsDir);
  const entry = entryOf(await readFile(path.join(clientDir, 'index.html'), 'utf8'));
  const { shell, services, lazy } = lazyCosts(chunks, entry);
  const largest = [...chunks.values()].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 15);
  const lines = [
    `Read from the built client (\`dist/client/assets\`, ${chunks.size} JavaScript files, gzipped at level 9). The shell is the`,
    'entry script and everything it imports: what every page fetches first. The services (http, socket, session: the',
    '`boot` chunk and its imports) follow on every page after the first paint. Any other lazily loaded file (a page, a',
    "dialog, a game's engine, Pixi's extension bundles) costs its own file and the imports those two lack; budgets:",
    LAZY_BUDGETS.map((b) => `${b.kib} KiB for ${b.what}`).join(', ') + '.',
    '',
    `Shell: ${shell.size} files, ${kib(sizeOf(chunks, shell, 'rawBytes'))} raw, ${kib(sizeOf(chunks, shell))} gzipped. Services: ${services.size} more files, ${kib(sizeOf(chunks, services, 'rawBytes'))} raw, ${kib(sizeOf(chunks, services))} gzipped.`,
    '',
    '| lazily loaded | files beyond shell and services | raw | gzipped | budget |',
    '|---|---|---|---|---|',
    ...lazy.map(
      (l) =>
        `| \`${l.name}\` | ${l.files} | ${kib(l.rawBytes)} | ${kib(l.gzipBytes)} | ${l.gzipBytes <= l.budgetBytes ? 'within' : 'over'} ${kib(l.budgetBytes)} |`,
    ),
    '',
    `Game routes, everything fetched until the game can be played (budget ${GAME_ROUTE_BUDGET_KIB} KiB gzipped):`,
    '',
    '| route | files | gzipped | budget |',
    '|---|---|---|---|',
    ...gameRouteCosts(chunks, entry).map(
      (r) =>
        `| \`/game/${r.game}\` | ${r.files} | ${kib(r.gzipBytes)} | ${r.gzipBytes <= GAME_ROUTE_BUDGET_KIB * 1024 ? 'within' : 'over'} |`,
    ),
    '',
    '| largest files | raw | gzipped | holds |',
    '|---|---|---|---|',
  ];
  for (const c of largest)
    lines.push(`| \`${c.file}\` | ${kib(c.rawBytes)} | ${kib(c.gzipBytes)} | ${await contentsOf(assetsDir, c.file)} |`);
  return `${lines.join('\n')}\n`;
}
