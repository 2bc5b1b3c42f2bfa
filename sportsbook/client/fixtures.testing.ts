import { vi } from 'vitest';
import type { BookBet, SportEvent } from '../shared/api';

// Fixtures and fakes for the page's tests: matches, bets, a fetch that answers the book's routes, an EventSource.

/** A match with its match-result market (and a totals market), prices as given. */
export function match(
  id: string,
  over: Partial<SportEvent> = {},
  prices: [string | null, string | null, string | null] = ['2.10', '3.40', '3.05'],
): SportEvent {
  const [home, draw, away] = prices;
  return {
    id,
    sport: 'soccer',
    league: 'north-premier',
    home: 'Harbor City',
    away: 'Ironbridge',
    kickoff: Date.UTC(2030, 0, 1, 18, 0),
    status: 'upcoming',
    minute: 0,
    score: { home: 0, away: 0 },
    markets: [
      {
        id: `${id}:1x2`,
        name: 'Match result',
        suspended: false,
        selections: [
          { id: `${id}:1x2:home`, label: over.home ?? 'Harbor City', price: home },
          { id: `${id}:1x2:draw`, label: 'Draw', price: draw },
          { id: `${id}:1x2:away`, label: over.away ?? 'Ironbridge', price: away },
        ],
      },
      {
        id: `${id}:ou2.5`,
        name: 'Total goals 2.5',
        suspended: false,
        selections: [
          { id: `${id}:ou2.5:over`, label: 'Over 2.5', price: '1.95' },
          { id: `${id}:ou2.5:under`, label: 'Under 2.5', price: '1.80' },
        ],
      },
    ],
    ...over,
  };
}

/** A bet as the book answers it. */
export function bet(id: string, over: Partial<BookBet> = {}): BookBet {
  return {
    id,
    type: 'single',
    stake: '10',
    currency: 'USDT',
    odds: '2.10',
    potentialWin: '21.000000',
    status: 'open',
    payout: '0',
    placedAt: Date.UTC(2030, 0, 1, 17, 0),
    settledAt: null,
    legs: [
      {
        selectionId: 'm1:1x2:home',
        eventId: 'm1',
        eventName: 'Harbor City v Ironbridge',
        kickoff: Date.UTC(2030, 0, 1, 18, 0),
        market: 'Match result',
        label: 'Harbor City',
        price: '2.10',
        result: 'open',
      },
    ],
    cashOut: '9.50',
    ...over,
  };
}

type Answer = { status?: number; body: unknown };
/** Routes `METHOD /path` to answers (a function gets the request body). */
export type Routes = Record<string, Answer | ((body: unknown) => Answer)>;

/** Stubs fetch with the routes; returns the mock (its calls are [url, init]). */
export function fakeFetch(routes: Routes) {
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const route = routes[key];
    if (!route) return new Response(JSON.stringify({ code: 'not_found', message: key }), { status: 404 });
    const answer = typeof route === 'function' ? route(init?.body ? JSON.parse(String(init.body)) : undefined) : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** An EventSource that records its instances and whether they were closed. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  close(): void {
    this.closed = true;
  }
  /** Delivers a stream message. */
  emit(data: unknown): void {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent);
  }
}

/** Lets pending promises and their follow-ups run. */
export const flush = async (rounds = 5) => {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
