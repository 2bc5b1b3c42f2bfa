import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogResponse, EventsResponse, SportEvent } from '../shared/api';
import { BOOK_TESTS, harness, SLOT, tempDir, type Harness } from './harness.testing';

let h: Harness;
afterEach(() => h.close());

describe('the book’s page', BOOK_TESTS, () => {
  it('says the client is not built when it is not', async () => {
    h = await harness();
    const response = await h.app.inject({ url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('Client not built');
  });

  it('answers every client route with one page: the client, its config island, a strict CSP', async () => {
    const clientDir = tempDir('book-built');
    writeFileSync(path.join(clientDir, 'book.js'), 'export {};');
    writeFileSync(path.join(clientDir, 'book.css'), 'body{}');
    h = await harness({ clientDir, casinoOrigins: ['https://casino.example', 'http://127.0.0.1:3000'], bookName: 'Kickline <Demo>' });
    for (const url of [
      '/',
      '/soccer',
      '/soccer/north-premier',
      '/ice-hockey',
      '/ice-hockey/frostline',
      '/event/frostline-1',
      '/live',
      '/bets',
    ]) {
      const response = await h.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
    const page = await h.app.inject({ url: '/soccer' });
    expect(page.body).toContain('<script type="module" src="/client/book.js"></script>');
    expect(page.body).toContain('<link rel="stylesheet" href="/client/book.css">');
    const island = /<script type="application\/json" id="book-config">(.*?)<\/script>/.exec(page.body)![1]!;
    expect(island).not.toContain('<');
    expect(JSON.parse(island)).toEqual({ casinoOrigins: ['https://casino.example', 'http://127.0.0.1:3000'], bookName: 'Kickline <Demo>' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain('frame-ancestors https://casino.example http://127.0.0.1:3000');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('no-cache');

    expect((await h.app.inject({ url: '/soccer/no-such-league' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/curling' })).statusCode).toBe(404);
    const script = await h.app.inject({ url: '/client/book.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect((await h.app.inject({ url: '/client/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/client/nothing.js' })).statusCode).toBe(404);
  });
});

describe('the catalogue and the matches', BOOK_TESTS, () => {
  it('lists both sports with their leagues and counts of live and upcoming matches', async () => {
    h = await harness();
    const catalog = (await h.app.inject({ url: '/api/catalog' })).json<CatalogResponse>();
    expect(catalog.sports.map((s) => s.slug)).toEqual(['soccer', 'ice-hockey']);
    const hockey = catalog.sports[1]!;
    expect(hockey.leagues.map((l) => l.code)).toEqual(['frostline', 'fjell-series']);
    // Three minutes into a slot: each league's match of this slot is in play, and the next 18 slots are ahead.
    for (const league of catalog.sports.flatMap((s) => s.leagues)) expect(league).toMatchObject({ live: 1, upcoming: 18 });
  });

  it('lists live matches first, then by kick-off, filtered by sport, league and status', async () => {
    h = await harness();
    const all = (await h.app.inject({ url: '/api/events' })).json<EventsResponse>();
    expect(all.now).toBe(h.clock.now);
    const statuses = all.events.map((e) => e.status);
    expect(statuses.slice(0, 5)).toEqual(['live', 'live', 'live', 'live', 'live']);
    // The previous slot's matches are still listed as finished for a while.
    expect(statuses).toContain('finished');
    const upcoming = all.events.filter((e) => e.status === 'upcoming');
    expect(upcoming.map((e) => e.kickoff)).toEqual([...upcoming.map((e) => e.kickoff)].sort((a, b) => a - b));
    expect(Math.max(...upcoming.map((e) => e.kickoff))).toBeLessThanOrEqual(h.clock.now + 18 * SLOT);

    const hockey = await h.events('?sport=ice-hockey&status=live');
    expect(hockey).toHaveLength(2);
    expect(hockey.every((e) => e.sport === 'ice-hockey' && e.status === 'live' && e.minute === 15)).toBe(true);
    expect(hockey[0]!.markets[0]!.name).toBe('Regulation time result');
    const league = await h.events('?league=costa-liga&status=upcoming');
    expect(league.every((e) => e.league === 'costa-liga')).toBe(true);
    expect(league).toHaveLength(18);

    const one = (await h.app.inject({ url: `/api/events/${hockey[0]!.id}` })).json<SportEvent>();
    expect(one).toEqual(hockey[0]);
  });

  it('refuses bad filters, naming the field, and knows no unknown match', async () => {
    h = await harness();
    const bad = async (url: string) => (await h.app.inject({ url })).json<{ code: string; message: string }>();
    expect(await bad('/api/events?sport=curling')).toEqual({ code: 'bad_request', message: 'sport: no sport curling' });
    expect((await bad('/api/events?sport=soccer&league=frostline')).message).toBe('league: no league frostline in Soccer');
    expect((await bad('/api/events?status=done')).message).toBe('status: live or upcoming');
    expect((await bad('/api/events?colour=red')).code).toBe('bad_request');
    const missing = await h.app.inject({ url: '/api/events/north-premier-1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    expect((await h.app.inject({ url: '/api/nothing' })).json()).toMatchObject({ code: 'not_found' });
  });
});
