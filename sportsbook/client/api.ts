import type {
  ApiErrorBody,
  BetsResponse,
  CatalogResponse,
  EventsResponse,
  PlaceBetsRequest,
  PlaceBetsResponse,
  SessionResponse,
  SportEvent,
} from '../shared/api';

/** A refusal of the book's API, by its code (`network` when the book could not be reached or answered nonsense). */
export class BookApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly changes?: ApiErrorBody['changes'],
  ) {
    super(message);
    this.name = 'BookApiError';
  }
}

/** The code of any error: a book refusal's, else `network`. */
export const errorCode = (e: unknown): string => (e instanceof BookApiError ? e.code : 'network');

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** A request gives up after this long. */
const TIMEOUT_MS = 15_000;

/** The book's HTTP API, on the page's own origin; bets calls carry the player's book session. */
export class BookApi {
  constructor(
    private readonly session: () => string | null,
    private readonly fetchFn: Fetch = (input, init) => fetch(input, init),
  ) {}

  catalog(): Promise<CatalogResponse> {
    return this.call('GET', '/api/catalog');
  }

  /** Every match the book shows now (live first, then by kick-off). */
  events(): Promise<EventsResponse> {
    return this.call('GET', '/api/events');
  }

  /** One match, whatever its state (a finished one drops out of the list). */
  event(id: string): Promise<SportEvent> {
    return this.call('GET', `/api/events/${encodeURIComponent(id)}`);
  }

  /** Trades the casino's token for a book session (null for a guest); the session held so far goes along, kept for the same player. */
  openSession(token: string): Promise<SessionResponse> {
    return this.call('POST', '/api/session', { token }, this.session() !== null);
  }

  placeBets(request: PlaceBetsRequest): Promise<PlaceBetsResponse> {
    return this.call('POST', '/api/bets', request, true);
  }

  bets(status: 'open' | 'settled'): Promise<BetsResponse> {
    return this.call('GET', `/api/bets?status=${status}`, undefined, true);
  }

  /** Cashes a bet out at the offer the player saw (its answer is not read: My bets reloads). */
  async cashOut(id: string, amount: string): Promise<void> {
    await this.call('POST', `/api/bets/${encodeURIComponent(id)}/cashout`, { amount }, true);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, authed = false): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (authed) {
      const session = this.session();
      if (!session) throw new BookApiError('login_required', 'Log in to bet.', 401);
      headers.authorization = `Bearer ${session}`;
    }
    let response: Response;
    try {
      response = await this.fetchFn(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        cache: 'no-store',
      });
    } catch {
      throw new BookApiError('network', 'The sportsbook cannot be reached. Check your connection and try again.', 0);
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      // An empty or broken body: judged by the status below.
    }
    if (response.ok && json !== null && typeof json === 'object') return json as T;
    const err = (json ?? {}) as Partial<ApiErrorBody>;
    const code = typeof err.code === 'string' ? err.code : response.ok ? 'network' : `http_${response.status}`;
    const message = typeof err.message === 'string' ? err.message : 'The sportsbook did not answer as expected.';
    throw new BookApiError(code, message, response.status, Array.isArray(err.changes) ? err.changes : undefined);
  }
}
