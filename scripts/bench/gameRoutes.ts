import { chunkName, GAME_ROUTE_BUDGET_KIB, type Chunk, type GameRouteCost } from './chunks';
import type { PlayableJs } from './playable';

/** A game route by both methods: the chunk graph's files against what a real browser fetched until playable. */
export interface RouteCheck {
  game: string;
  graphFiles: number;
  graphGzipBytes: number;
  /** Null when the browser figures were not taken. */
  browser: { files: number; gzipBytes: number; playableMs: number } | null;
  /** Files the browser fetched that the graph does not predict, and the graph's files the browser did not fetch. */
  onlyBrowser: string[];
  onlyGraph: string[];
}

/** Over the game-route budget, by the larger of the two figures. */
export const routeOver = (r: RouteCheck) => Math.max(r.graphGzipBytes, r.browser?.gzipBytes ?? 0) > GAME_ROUTE_BUDGET_KIB * 1024;

/** Sets the graph's prediction of each route beside the browser's count of it. */
export function checkRoutes(graph: readonly GameRouteCost[], browser: readonly PlayableJs[] | null): RouteCheck[] {
  return graph.map((g) => {
    const seen = browser?.find((b) => b.game === g.game);
    const fetched = new Set(seen?.files.map((f) => new URL(f.url).pathname.replace(/^.*\//, '')) ?? []);
    const predicted = new Set(g.files);
    return {
      game: g.game,
      graphFiles: g.files.length,
      graphGzipBytes: g.gzipBytes,
      browser: seen ? { files: seen.files.length, gzipBytes: seen.gzipBytes, playableMs: seen.playableMs } : null,
      onlyBrowser: seen ? [...fetched].filter((f) => !predicted.has(f)).sort() : [],
      onlyGraph: seen ? [...predicted].filter((f) => !fetched.has(f)).sort() : [],
    };
  });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Files named by chunk (no hash) with their gzipped size, for the difference column. */
function named(chunks: ReadonlyMap<string, Chunk>, files: readonly string[]): string {
  return files.map((f) => `\`${chunkName(f)}\` ${kib(chunks.get(f)?.gzipBytes ?? 0)}`).join(', ');
}

/** The game-route table: both methods per route, the budget, and what differs between them. */
export function gameRouteTable(chunks: ReadonlyMap<string, Chunk>, rows: readonly RouteCheck[]): string[] {
  const measured = rows.some((r) => r.browser);
  return [
    `Game routes, all JavaScript fetched until the game can be played (budget ${GAME_ROUTE_BUDGET_KIB} KiB gzipped). The chunk graph`,
    'counts the shell, the services, the game page and the engine with their imports. The browser column is a real page',
    '(a signed-in player, fresh context): every script whose fetch started before its engine host reported the engine',
    'ready (canvas mounted, scene set) and its bet control was enabled.',
    measured
      ? 'The difference column names the files one method has and the other lacks: the shell loads some of its own lazy parts\n' +
        '(header, footer, feeds) right after the first paint, whatever the page.'
      : 'The browser figures were not taken in this run (`--no-browser`).',
    '',
    '| route | chunk graph | browser, until playable | budget | difference |',
    '|---|---|---|---|---|',
    ...rows.map((r) => {
      const browser = r.browser
        ? `${r.browser.files} files, ${kib(r.browser.gzipBytes)} (playable at ${Math.round(r.browser.playableMs)} ms)`
        : '—';
      const diff = [
        r.onlyBrowser.length ? `browser only: ${named(chunks, r.onlyBrowser)}` : '',
        r.onlyGraph.length ? `graph only: ${named(chunks, r.onlyGraph)}` : '',
      ]
        .filter(Boolean)
        .join('; ');
      return `| \`/game/${r.game}\` | ${r.graphFiles} files, ${kib(r.graphGzipBytes)} | ${browser} | ${routeOver(r) ? 'over' : 'within'} | ${r.browser ? diff || 'none' : '—'} |`;
    }),
    '',
  ];
}
