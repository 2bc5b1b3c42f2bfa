/*
 * Build housekeeping in the browser. The build writes latest.json with its build id
 * (scripts/viteBuildInfo.ts) and gives the same id to the app. The app polls GET /latest.json?t=<timestamp>; the spec
 * does not give the interval, so it is 60 s (VITE_BUILD_POLL_MS overrides it). Once a different id is seen, the next
 * navigation loads its page from the server instead of routing in the old build. Fetch errors are only logged.
 */
import type { AppHistory } from '../routing/history';

/** The id of the running build (set by the build; "dev" under the dev server without the plugin). */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

/** Default poll interval of latest.json: not in the spec, chosen as 60 s. */
export const BUILD_POLL_MS = 60_000;

/** The poll interval, from VITE_BUILD_POLL_MS when it is a positive number. */
export function buildPollMs(env: Record<string, unknown> = import.meta.env): number {
  const n = Number(env.VITE_BUILD_POLL_MS);
  return Number.isFinite(n) && n > 0 ? n : BUILD_POLL_MS;
}

/** Reads the latest build id, or null when it cannot be read. */
export type FetchLatest = () => Promise<string | null>;

/** GET /latest.json?t=<timestamp>, past every cache. */
export const fetchLatestBuildId: FetchLatest = async () => {
  try {
    const res = await fetch(`/latest.json?t=${Date.now()}`, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' && body.buildId ? body.buildId : null;
  } catch (error) {
    console.warn('build check failed', error);
    return null;
  }
};

/** Polls for a newer build; `stale` turns true once latest.json names another build. */
export class BuildWatcher {
  stale = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private first: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly currentId: string,
    private readonly fetchLatest: FetchLatest = fetchLatestBuildId,
    private readonly intervalMs = BUILD_POLL_MS,
  ) {}

  /**
   * Starts polling: the first check after `firstDelayMs` (default one interval; a watcher started late passes what is
   * left of the interval counted from the page's load), then one every interval.
   */
  start(firstDelayMs = this.intervalMs): this {
    if (this.timer !== null || this.first !== null) return this;
    this.first = setTimeout(
      () => {
        this.first = null;
        void this.check();
        this.timer = setInterval(() => void this.check(), this.intervalMs);
      },
      Math.max(0, firstDelayMs),
    );
    return this;
  }

  stop(): void {
    if (this.first !== null) clearTimeout(this.first);
    this.first = null;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** One check; once stale, polling stops. */
  async check(): Promise<boolean> {
    const latest = await this.fetchLatest();
    if (latest && latest !== this.currentId) {
      this.stale = true;
      this.stop();
    }
    return this.stale;
  }
}

/**
 * Once isStale() says so, the next navigation becomes a full page load of its target, so the new build serves it. The
 * history announces a navigation as it starts, before the app renders its page.
 */
export function reloadOnNextNavigation(
  history: Pick<AppHistory, 'listen' | 'createHref'>,
  isStale: () => boolean,
  load: (href: string) => void = (href) => window.location.assign(href),
): () => void {
  let done = false;
  return history.listen(({ location }) => {
    if (done || !isStale()) return;
    done = true;
    load(history.createHref(location));
  });
}
