import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {
  BetsResponse,
  CashOutResponse,
  CatalogResponse,
  EventsResponse,
  PlaceBetsResponse,
  SessionResponse,
  SportEvent,
} from '../shared/api';
import { placeBets } from './bets';
import { cashOut } from './cashout';
import type { BookContext } from './context';
import { badRequest, BookError, notFound } from './errors';
import { leagueOf, sportOf } from './sports';
import type { Streams } from './stream';
import { playerBets, viewBet } from './views';

// The book's own API for its page (sportsbook/shared/api.ts): the catalogue, matches and their live stream, the
// session from the casino's token, placing bets, My bets and cash-out.

/** Placing is limited per session: this many slips in the window. */
const PLACE_LIMIT = 10;
const PLACE_WINDOW_MS = 10_000;

const eventsQuery = z.strictObject({
  sport: z.string().max(40).optional(),
  league: z.string().max(40).optional(),
  status: z.enum(['live', 'upcoming'], { error: 'live or upcoming' }).optional(),
});
const betsQuery = z.strictObject({ status: z.enum(['open', 'settled'], { error: 'open or settled' }).optional() });
const sessionBody = z.strictObject({ token: z.string({ error: 'the casino token' }).min(20).max(8192) });
const cashOutBody = z.strictObject({ amount: z.string().regex(/^\d{1,30}(\.\d{1,30})?$/, { error: 'a decimal amount' }) });

/** Registers the API. */
export function apiRoutes(app: FastifyInstance, ctx: BookContext, streams: Streams): void {
  const placed = new Map<string, number[]>();

  app.get('/api/catalog', async (): Promise<CatalogResponse> => ctx.schedule.catalog());

  app.get('/api/events', async (request): Promise<EventsResponse> => {
    const query = eventsQuery.parse(request.query);
    const sport = query.sport === undefined ? undefined : sportOf(query.sport);
    if (query.sport !== undefined && !sport) throw badRequest(`sport: no sport ${query.sport}`);
    const league = query.league === undefined ? undefined : leagueOf(query.league);
    if (query.league !== undefined && (!league || (sport && league.sport !== sport.slug))) {
      throw badRequest(`league: no league ${query.league}${sport ? ` in ${sport.name}` : ''}`);
    }
    const now = ctx.now();
    return { now, events: ctx.schedule.list({ sport: query.sport, league: query.league, status: query.status }, undefined, now) };
  });

  app.get<{ Params: { id: string } }>('/api/events/:id', async (request): Promise<SportEvent> => {
    const fixture = ctx.schedule.fixture(request.params.id);
    if (!fixture) throw notFound(`id: no match ${request.params.id}`);
    return ctx.schedule.event(fixture);
  });

  app.get('/api/stream', async (_request, reply) => {
    streams.open(reply);
  });

  app.post('/api/session', async (request): Promise<SessionResponse> => {
    const body = sessionBody.parse(request.body ?? {});
    return ctx.sessions.open(body.token, request.headers.authorization);
  });

  app.post('/api/bets', async (request): Promise<PlaceBetsResponse> => {
    const active = ctx.sessions.require(request.headers.authorization);
    limit(placed, active.hash, ctx.now());
    return { bets: await placeBets(ctx, active, request.body ?? {}) };
  });

  app.get('/api/bets', async (request): Promise<BetsResponse> => {
    const active = ctx.sessions.require(request.headers.authorization);
    const query = betsQuery.parse(request.query);
    return { bets: playerBets(ctx, active.session.player, query.status ?? 'open') };
  });

  app.post<{ Params: { id: string } }>(
    '/api/bets/:id/cashout',
    async (request: FastifyRequest<{ Params: { id: string } }>): Promise<CashOutResponse> => {
      const active = ctx.sessions.require(request.headers.authorization);
      const id = request.params.id;
      if (!/^[A-Za-z0-9]{1,40}$/.test(id)) throw badRequest('id: not a bet id');
      const body = cashOutBody.parse(request.body ?? {});
      const bet = await cashOut(ctx, active.session.player, id, body.amount);
      return viewBet(ctx, bet);
    },
  );
}

/** Counts a slip against the session's window; too many → 429. */
function limit(placed: Map<string, number[]>, key: string, now: number): void {
  const recent = (placed.get(key) ?? []).filter((t) => t > now - PLACE_WINDOW_MS);
  if (recent.length >= PLACE_LIMIT) {
    throw new BookError(429, 'too_many_requests', `At most ${PLACE_LIMIT} slips in ${PLACE_WINDOW_MS / 1000} seconds: wait a moment`);
  }
  recent.push(now);
  placed.set(key, recent);
  if (placed.size > 10_000) {
    for (const [k, times] of placed) if (!times.some((t) => t > now - PLACE_WINDOW_MS)) placed.delete(k);
  }
}
