import type { SessionResponse } from '../shared/api';

// Who is betting. The casino hands the book a short-lived token (`init`, then `token` before it ends); the book trades
// each for its own session (POST /api/session: the same player keeps the session). Shortly before the token ends the
// book asks the host for a fresh one, and asks again every so often until one comes or the token has ended.

/** Ask for a fresh token this long before the current one ends (a fifth of a short token's life at most). */
const LEAD_MS = 60_000;
const MIN_LEAD_MS = 5_000;
/** When the host has not answered an ask, ask again after this long. */
const REASK_MS = 15_000;

export interface SessionDeps {
  open(token: string): Promise<SessionResponse>;
  /** Asks the host for a fresh token. */
  askToken(): void;
  /** The session now: a player's, or a guest's (all null). */
  onSession(session: string | null, player: SessionResponse['player']): void;
  /** The token could not be traded (the book is down, or refused it). */
  onError(error: unknown): void;
  now?: () => number;
}

export class SessionKeeper {
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Each trade's number: an answer older than the last trade (or a log-out) is dropped. */
  private seq = 0;
  private expiresAt = 0;

  constructor(private readonly deps: SessionDeps) {}

  /** A token from the host (`init` or `token`): trade it for the session. */
  async useToken(token: string): Promise<void> {
    const seq = ++this.seq;
    try {
      const answer = await this.deps.open(token);
      if (seq !== this.seq) return;
      this.deps.onSession(answer.session, answer.player);
      this.expiresAt = answer.tokenExpiresAt;
      this.schedule();
    } catch (error) {
      if (seq !== this.seq) return;
      this.deps.onError(error);
    }
  }

  /** The player logged out at the casino: the session is dropped and the book waits for the next `init`. */
  logout(): void {
    this.seq++;
    this.cancel();
    this.expiresAt = 0;
    this.deps.onSession(null, null);
  }

  /** The book refused the session (ended early): ask the host for a fresh token now. */
  refreshNow(): void {
    this.deps.askToken();
    this.arm(REASK_MS);
  }

  /** Stops the timers. */
  close(): void {
    this.seq++;
    this.cancel();
  }

  private schedule(): void {
    this.cancel();
    const now = (this.deps.now ?? Date.now)();
    const left = this.expiresAt - now;
    if (left <= 0) return;
    const lead = Math.max(MIN_LEAD_MS, Math.min(LEAD_MS, left / 5));
    this.arm(Math.max(0, left - lead));
  }

  private arm(delay: number): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      if ((this.deps.now ?? Date.now)() >= this.expiresAt) return;
      this.deps.askToken();
      this.arm(REASK_MS);
    }, delay);
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
