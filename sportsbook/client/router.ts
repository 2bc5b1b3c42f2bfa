// The book's routes over location.pathname, moved with the History API inside the frame (no reloads).

/** A page of the book. */
export type Route =
  | { name: 'home' }
  | { name: 'live' }
  | { name: 'bets' }
  | { name: 'event'; id: string }
  | { name: 'sport'; sport: string }
  | { name: 'league'; sport: string; league: string }
  | { name: 'missing' };

/** Segments that name no sport: the book's own prefixes. */
const RESERVED = new Set(['api', 'client', 'live', 'bets', 'event']);
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9\-_.~]{0,79}$/;

function decode(segment: string): string | null {
  try {
    const s = decodeURIComponent(segment);
    return SEGMENT.test(s) ? s : null;
  } catch {
    return null;
  }
}

/** The route of a path (its query and hash ignored; a trailing slash allowed). */
export function parseRoute(path: string): Route {
  const bare = path.split(/[?#]/)[0]!;
  const parts = bare.split('/').filter(Boolean);
  const segs = parts.map(decode);
  if (segs.some((s) => s === null)) return { name: 'missing' };
  const [a, b, ...rest] = segs as string[];
  if (rest.length > 0) return { name: 'missing' };
  if (a === undefined) return { name: 'home' };
  if (a === 'live' && b === undefined) return { name: 'live' };
  if (a === 'bets' && b === undefined) return { name: 'bets' };
  if (a === 'event') return b === undefined ? { name: 'missing' } : { name: 'event', id: b };
  if (RESERVED.has(a)) return { name: 'missing' };
  return b === undefined ? { name: 'sport', sport: a } : { name: 'league', sport: a, league: b };
}

/** The path of a route. */
export function routePath(route: Route): string {
  switch (route.name) {
    case 'home':
    case 'missing':
      return '/';
    case 'live':
      return '/live';
    case 'bets':
      return '/bets';
    case 'event':
      return `/event/${encodeURIComponent(route.id)}`;
    case 'sport':
      return `/${encodeURIComponent(route.sport)}`;
    case 'league':
      return `/${encodeURIComponent(route.sport)}/${encodeURIComponent(route.league)}`;
  }
}

/**
 * Who moved the route: the player inside the book (`user`, and `history` for back and forward), or the host (`host`,
 * which already knows: the book does not tell it back).
 */
export type RouteSource = 'user' | 'history' | 'host';

/** The history and location the router needs. */
export interface RouterWindow {
  location: { pathname: string; search: string };
  history: { pushState(data: unknown, unused: string, url: string): void; replaceState(data: unknown, unused: string, url: string): void };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

/** The book's router: the current path and route, moves, and who to tell. */
export class Router {
  private path: string;
  private route: Route;
  private readonly listeners = new Set<(path: string, source: RouteSource) => void>();
  private readonly onPop = () => this.set(this.win.location.pathname + this.win.location.search, 'history');

  constructor(private readonly win: RouterWindow) {
    this.path = win.location.pathname + win.location.search;
    this.route = parseRoute(this.path);
    win.addEventListener('popstate', this.onPop);
  }

  /** The current path (with its query). */
  get current(): string {
    return this.path;
  }

  /** The current route. */
  get currentRoute(): Route {
    return this.route;
  }

  /**
   * Moves to a path. The player's moves add a history entry; the host's replace the current one (the host adds its
   * own entry for the same move, so one back press undoes it). Moving to the current path does nothing.
   */
  navigate(path: string, source: Exclude<RouteSource, 'history'> = 'user'): void {
    if (path === this.path) return;
    if (source === 'host') this.win.history.replaceState(null, '', path);
    else this.win.history.pushState(null, '', path);
    this.set(path, source);
  }

  /** Calls the listener after every route change; returns the stop. */
  subscribe(listener: (path: string, source: RouteSource) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops listening to the window. */
  close(): void {
    this.win.removeEventListener('popstate', this.onPop);
    this.listeners.clear();
  }

  private set(path: string, source: RouteSource): void {
    if (path === this.path && source === 'history') return;
    this.path = path;
    this.route = parseRoute(path);
    for (const listener of [...this.listeners]) listener(path, source);
  }
}
