import type { SportsToken } from '../../core/sportsbook';
import { BUS_VERSION, listenToBook, postToBook, type BookMessage, type HostMessage } from './bookMessages';

/** A fresh token is sent this long before the last one ends (or at once when less is left). */
export const TOKEN_REFRESH_LEAD_MS = 60_000;
/** The shortest wait before a token refresh, and before a retry after a refused one. */
export const TOKEN_RETRY_MS = 5_000;

/** What the host does for the book: our server's calls and our page's dialogs and address bar. */
export interface BookHostDeps {
  /** The window whose messages are read (ours). */
  win: Window;
  /** The frame's window once it exists. */
  frame(): Pick<Window, 'postMessage'> | null;
  /** The book's origin: the only one messages are read from and posted to. */
  origin: string;
  /** Our server's token for the book (a player's when logged in, else a guest's); null when it could not be had. */
  fetchToken(): Promise<SportsToken | null>;
  /** The language the book shows. */
  lang(): string;
  /** The coin the player bets in. */
  currency(): string | null;
  onLogin(): void;
  onDeposit(): void;
  /** Money moved: re-read the balances from our server. */
  onBalance(): void;
  /** The book's own route changed: write /sportsbook{path} into the address bar. */
  onNavigate(path: string): void;
  onResize(height: number): void;
  onBetslip(count: number, open: boolean): void;
  onScrollTop(): void;
}

/**
 * Our side of the message bus with the sportsbook's frame (docs/sportsbook.md): it answers `ready` with `init` (a token
 * of ours, the language, coin and route), keeps the book's token fresh before it ends and whenever asked, passes our
 * route changes to the book without reloading it (never echoing back a route the book itself reported), and tells it
 * of log-ins and log-outs, the viewport and the page's visibility. The book's requests open our dialogs; its balance
 * message only makes us read our own server.
 */
export class BookHost {
  private stop: (() => void) | null = null;
  private path: string;
  /** The route the book last reported: our address bar follows it, and it is not sent back. */
  private reported: string | null = null;
  private ready = false;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private pending: Promise<void> | null = null;
  /** Bumped on every new init: a refresh begun before a log-in or log-out is not sent after it. */
  private generation = 0;
  private lastViewport: Viewport | null = null;

  constructor(
    private readonly deps: BookHostDeps,
    initialPath: string,
  ) {
    this.path = initialPath;
  }

  start(): void {
    this.stop ??= listenToBook(this.deps.win, this.deps.origin, (m) => this.onMessage(m));
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
    this.clearTimer();
    this.generation++;
  }

  /** Our route changed to /sportsbook{path}: the book moves there, unless it reported that route itself. */
  routeChanged(path: string): void {
    if (path === this.path) return;
    this.path = path;
    if (path === this.reported) return;
    this.reported = null;
    if (this.ready) this.post({ type: 'navigate', path });
  }

  /** The player logged in or out, or changed coin: the book starts again with a token of the new session. */
  sessionChanged(loggedOut: boolean): void {
    if (!this.ready) return;
    if (loggedOut) this.post({ type: 'logout' });
    void this.init();
  }

  /** The window and the frame's place in it: sent now when the book is ready, else after its init. */
  viewport(v: Viewport): void {
    this.lastViewport = v;
    if (this.ready) this.post({ type: 'viewport', ...v });
  }

  visibility(hidden: boolean): void {
    if (this.ready) this.post({ type: 'visibility', hidden });
  }

  private onMessage(m: BookMessage): void {
    switch (m.type) {
      case 'ready':
        this.ready = true;
        void this.init();
        return;
      case 'resize':
        return this.deps.onResize(m.height);
      case 'navigate':
        if (m.path === this.path) return;
        this.reported = m.path;
        this.path = m.path;
        return this.deps.onNavigate(m.path);
      case 'login':
        return this.deps.onLogin();
      case 'deposit':
        return this.deps.onDeposit();
      case 'balance':
        return this.deps.onBalance();
      case 'betslip':
        return this.deps.onBetslip(m.count, m.open);
      case 'token':
        void this.refresh();
        return;
      case 'scrollTop':
        return this.deps.onScrollTop();
    }
  }

  private async init(): Promise<void> {
    const generation = ++this.generation;
    this.clearTimer();
    const token = await this.deps.fetchToken();
    if (generation !== this.generation) return;
    if (!token) return this.schedule(Date.now() + TOKEN_RETRY_MS, true);
    this.post({
      type: 'init',
      token: token.token,
      expiresAt: token.expiresAt,
      lang: this.deps.lang(),
      currency: this.deps.currency(),
      path: this.path,
    });
    if (this.lastViewport) this.post({ type: 'viewport', ...this.lastViewport });
    this.schedule(token.expiresAt, false);
  }

  /** A fresh token for the book (one request at a time). */
  private refresh(): Promise<void> {
    this.pending ??= (async () => {
      const generation = this.generation;
      this.clearTimer();
      try {
        const token = await this.deps.fetchToken();
        if (generation !== this.generation) return;
        if (!token) return this.schedule(Date.now() + TOKEN_RETRY_MS, false);
        this.post({ type: 'token', token: token.token, expiresAt: token.expiresAt });
        this.schedule(token.expiresAt, false);
      } finally {
        this.pending = null;
      }
    })();
    return this.pending;
  }

  /** A refresh ahead of `expiresAt` (an init again when `initAgain`: the first token never came). */
  private schedule(expiresAt: number, initAgain: boolean): void {
    this.clearTimer();
    const wait = initAgain ? TOKEN_RETRY_MS : Math.max(TOKEN_RETRY_MS, expiresAt - TOKEN_REFRESH_LEAD_MS - Date.now());
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      void (initAgain ? this.init() : this.refresh());
    }, wait);
  }

  private clearTimer(): void {
    if (this.refreshTimer !== null) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  private post(message: DistributiveOmit<HostMessage, 'sb'>): void {
    const frame = this.deps.frame();
    if (frame) postToBook(frame, this.deps.origin, { sb: BUS_VERSION, ...message } as HostMessage);
  }
}

type Viewport = { width: number; height: number; top: number; bottom: number; offset: number };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
