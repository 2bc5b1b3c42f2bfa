// The studio's game API, same origin as the page: /api/{session}/… with JSON bodies. A non-2xx answer carries
// {code, message}; the message is what the player reads.
import type { BlackjackAnswer, BlackjackMove, KenoOutcome, RoundAnswer, SpinOutcome, StudioState } from './types';

/** A refused or failed call, with the server's message for the player. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The calls of one game session. */
export class StudioApi {
  private readonly base: string;

  constructor(session: string) {
    this.base = `/api/${encodeURIComponent(session)}`;
  }

  /** The session's state: game, mode, balance, limits, a blackjack hand in play. */
  state(): Promise<StudioState> {
    return this.send('/state', { method: 'GET' });
  }

  /** A slot spin. */
  spin(bet: string): Promise<RoundAnswer<SpinOutcome>> {
    return this.post('/slot/spin', { bet });
  }

  /** A keno round. */
  keno(bet: string, picks: number[]): Promise<RoundAnswer<KenoOutcome>> {
    return this.post('/keno/play', { bet, picks });
  }

  /** Deals a blackjack hand. */
  deal(bet: string): Promise<BlackjackAnswer> {
    return this.post('/blackjack/deal', { bet });
  }

  /** A move of the blackjack hand in play. */
  move(move: BlackjackMove): Promise<BlackjackAnswer> {
    return this.post('/blackjack/move', { move });
  }

  private post<T>(path: string, body: unknown): Promise<T> {
    return this.send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  private async send<T>(path: string, init: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetch(this.base + path, { ...init, credentials: 'same-origin', cache: 'no-store' });
    } catch {
      throw new ApiError('The game server could not be reached: check your connection and try again.', 0);
    }
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (!response.ok) {
      const message = (body as { message?: unknown } | null)?.message;
      throw new ApiError(
        typeof message === 'string' && message ? message : `The game server answered ${response.status}.`,
        response.status,
      );
    }
    if (body === null || typeof body !== 'object')
      throw new ApiError('The game server sent an answer the game cannot read.', response.status);
    return body as T;
  }
}
