import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HOUSE_GAMES, type HouseGame } from '../../src/core/games/catalog';
import { packagesOf } from './firstPaint';
import { checkRoutes, gameRouteTable, routeOver } from './gameRoutes';
import type { PlayableJs } from './playable';

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
 * The gzipped budget of what a lazily loaded file fetches beyond the shell and the services, per screen: a budget
 * each for the large screens and dialogs (each a little above its size when set, so growth shows), one for a game's
 * engine (named after its game: Pixi and the scene; the first game opened pays for Pixi), and one for any other. Pixi's
 * extension bundles are in the build (its root module names them) but the engine never fetches them.
 */
export const LAZY_BUDGETS: readonly { match: RegExp; kib: number; what: string }[] = [
  { match: new RegExp(`^(${HOUSE_GAMES.join('|')})$`), kib: 160, what: 'a game engine (Pixi, physics)' },
  {
    match: /^(browserAll|webworkerAll)$/,
    kib: 200,
    what: "Pixi's extension bundles (never fetched: the engine loads its Pixi parts itself)",
  },
  { match: /^WalletDialog$/, kib: 72, what: 'the wallet dialog' },
  { match: /^ProfilePage$/, kib: 56, what: 'the profile page' },
  { match: /^ChatDialogs$/, kib: 58, what: "chat's dialogs" },
  { match: /^ChatPanel$/, kib: 26, what: 'the chat panel' },
  { match: /^CrashFairness$/, kib: 24, what: "crash's fairness screen" },
  { match: /^(CrashPage|MinesPage)$/, kib: 46, what: 'a game page with its own page (crash, mines)' },
  { match: /^GamePage$/, kib: 42, what: 'the game page' },
  { match: /^Transactions$/, kib: 36, what: 'the transactions screen' },
  { match: /^FairnessPage$/, kib: 34, what: 'the fairness page' },
  { match: /^CrashBetDialog$/, kib: 30, what: "crash's bet dialog" },
  { match: /^profitPlot$/, kib: 24, what: 'the profit plot' },
  { match: /.*/, kib: 20, what: 'any other screen or dialog' },
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

/** One game route by the chunk graph: the files it fetches until the game can be played. */
export interface GameRouteCost {
  game: HouseGame;
  files: string[];
  gzipBytes: number;
}

/**
 * What `/game/{name}` fetches until it can be played, from the chunk graph: the shell, the services, the game page
 * (and the game's own page where it has one: crash, mines) and its engine, each with its static imports. The engine
 * loads no Pixi extension bundle (browserAll): it imports the Pixi parts it uses. The browser's count of the same
 * route (what a real page fetched until its engine was ready and its bet control enabled) is the check on this sum.
 */
export function gameRouteCosts(chunks: ReadonlyMap<string, Chunk>, entry: string): GameRouteCost[] {
  // Lazily loaded files by chunk name (a name can also belong to a shared chunk that nothing loads lazily).
  const lazyByName = new Map<string, string[]>();
  for (const file of new Set([...chunks.values()].flatMap((c) => c.lazy))) {
    lazyByName.set(chunkName(file), [...(lazyByName.get(chunkName(file)) ?? []), file]);
  }
  const reach = (names: string[]) =>
    new Set([entry, ...names.flatMap((n) => lazyByName.get(n) ?? [])].flatMap((f) => [...closure(chunks, f)]));
  return HOUSE_GAMES.map((game) => {
    const page = `${game[0]!.toUpperCase()}${game.slice(1)}Page`;
    const files = reach(['boot', 'GamePage', page, game]);
    return { game, files: [...files].sort(), gzipBytes: sizeOf(chunks, files) };
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

/** The shell's budget (the entry and its imports, what every page fetches before its first paint), gzipped. */
export const SHELL_BUDGET_KIB = 110;

/** The Chunks section and the budgets it found broken (one line each; empty when all hold). */
export interface ChunkReport {
  section: string;
  over: string[];
}

/**
 * The Chunks section of docs/benchmarks.md from a built client: the shell (the entry and what it imports) against its
 * budget, what each lazily loaded file fetches beyond it against its budget, each game route by the chunk graph and
 * (when given) by a real browser, and the largest files with what they hold. Every broken budget is listed in `over`.
 */
export async function renderChunkSection(clientDir: string, browser: readonly PlayableJs[] | null = null): Promise<ChunkReport> {
  const assetsDir = path.join(clientDir, 'assets');
  const chunks = await readChunks(assetsDir);
  const entry = entryOf(await readFile(path.join(clientDir, 'index.html'), 'utf8'));
  const { shell, services, lazy } = lazyCosts(chunks, entry);
  const routes = checkRoutes(gameRouteCosts(chunks, entry), browser);
  const shellBytes = sizeOf(chunks, shell);
  const over = [
    ...(shellBytes > SHELL_BUDGET_KIB * 1024 ? [`the shell: ${kib(shellBytes)} of ${SHELL_BUDGET_KIB} KiB`] : []),
    ...lazy.filter((l) => l.gzipBytes > l.budgetBytes).map((l) => `\`${l.name}\`: ${kib(l.gzipBytes)} of ${kib(l.budgetBytes)}`),
    ...routes
      .filter(routeOver)
      .map((r) => `\`/game/${r.game}\`: ${kib(Math.max(r.graphGzipBytes, r.browser?.gzipBytes ?? 0))} of ${GAME_ROUTE_BUDGET_KIB} KiB`),
  ];
  const largest = [...chunks.values()].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 15);
  const lines = [
    `Read from the built client (\`dist/client/assets\`, ${chunks.size} JavaScript files, gzipped at level 9). The shell is the`,
    'entry script and everything it imports: what every page fetches first. The services (http, socket, session: the',
    '`boot` chunk and its imports) follow on every page after the first paint. Any other lazily loaded file (a page, a',
    "dialog, a game's engine) costs its own file and the imports those two lack; budgets:",
    LAZY_BUDGETS.map((b) => `${b.kib} KiB for ${b.what}`).join(', ') + '.',
    '',
    `Shell: ${shell.size} files, ${kib(sizeOf(chunks, shell, 'rawBytes'))} raw, ${kib(shellBytes)} gzipped (budget ${SHELL_BUDGET_KIB} KiB: ${shellBytes <= SHELL_BUDGET_KIB * 1024 ? 'within' : 'over'}). Services: ${services.size} more files, ${kib(sizeOf(chunks, services, 'rawBytes'))} raw, ${kib(sizeOf(chunks, services))} gzipped.`,
    '',
    '| lazily loaded | files beyond shell and services | raw | gzipped | budget |',
    '|---|---|---|---|---|',
    ...lazy.map(
      (l) =>
        `| \`${l.name}\` | ${l.files} | ${kib(l.rawBytes)} | ${kib(l.gzipBytes)} | ${l.gzipBytes <= l.budgetBytes ? 'within' : 'over'} ${kib(l.budgetBytes)} |`,
    ),
    '',
    ...gameRouteTable(chunks, routes),
    over.length ? `Over budget: ${over.join('; ')}.` : 'Every budget holds.',
    '',
    '| largest files | raw | gzipped | holds |',
    '|---|---|---|---|',
  ];
  for (const c of largest)
    lines.push(`| \`${c.file}\` | ${kib(c.rawBytes)} | ${kib(c.gzipBytes)} | ${await contentsOf(assetsDir, c.file)} |`);
  return { section: `${lines.join('\n')}\n`, over };
}
