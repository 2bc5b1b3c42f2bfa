import { describe, expect, it } from 'vitest';
import { byLeague, mainMarket, mergeFull, mergeStream, priceIn, sortEvents } from './events';
import { match } from './fixtures.testing';

const NOW = Date.UTC(2030, 0, 1, 18, 30);

describe('merging the feed', () => {
  it('keeps the objects of unchanged matches and replaces the changed', () => {
    const a = match('a');
    const b = match('b');
    const prev = { a, b };
    const b2 = match('b', {}, ['2.20', '3.40', '3.05']);
    const { events, stale } = mergeStream(prev, { now: NOW, events: [match('a'), b2] });
    expect(events.a).toBe(a);
    expect(events.b).toBe(b2);
    expect(stale).toBe(false);
    expect(mergeStream(prev, { now: NOW, events: [match('a')] }).events).toBe(prev);
  });

  it('notices goals, and a live match the stream dropped (it ended)', () => {
    const live = match('a', { status: 'live', minute: 10 });
    const scored = match('a', { status: 'live', minute: 12, score: { home: 1, away: 0 } });
    const { goals } = mergeStream({ a: live }, { now: NOW, events: [scored] });
    expect(goals.map((g) => [g.event.id, g.side])).toEqual([['a', 'home']]);
    expect(mergeStream({ a: live }, { now: NOW, events: [] }).stale).toBe(true);
  });

  it('replaces the map with the full list, but keeps what it is told to', () => {
    const prev = { a: match('a'), z: match('z', { status: 'finished' }) };
    expect(Object.keys(mergeFull(prev, { now: NOW, events: [match('b')] }).events)).toEqual(['b']);
    expect(Object.keys(mergeFull(prev, { now: NOW, events: [match('b')] }, (id) => id === 'z').events)).toEqual(['z', 'b']);
  });
});

describe('reading matches', () => {
  it('finds a selection price: offered, not offered (suspended, over) or unknown', () => {
    const suspended = match('s');
    suspended.markets[0]!.suspended = true;
    const events = { a: match('a', {}, ['2.10', null, '3.05']), s: suspended, f: match('f', { status: 'finished' }) };
    expect(priceIn(events, 'a:1x2:home')).toBe('2.10');
    expect(priceIn(events, 'a:1x2:draw')).toBeNull();
    expect(priceIn(events, 's:1x2:home')).toBeNull();
    expect(priceIn(events, 'f:1x2:home')).toBeNull();
    expect(priceIn(events, 'x:1x2:home')).toBeUndefined();
  });

  it('lists live first, then by kick-off, grouped by league in that order', () => {
    const later = match('later', { kickoff: NOW + 60_000 });
    const sooner = match('sooner', { kickoff: NOW + 30_000, league: 'alpen-cup' });
    const live = match('live', { status: 'live', kickoff: NOW - 60_000 });
    const sorted = sortEvents([later, sooner, live]);
    expect(sorted.map((e) => e.id)).toEqual(['live', 'sooner', 'later']);
    expect(byLeague(sorted).map((g) => [g.key, g.events.map((e) => e.id)])).toEqual([
      ['soccer/north-premier', ['live', 'later']],
      ['soccer/alpen-cup', ['sooner']],
    ]);
  });

  it('shows the match-result market on a row', () => {
    expect(mainMarket(match('a'))?.id).toBe('a:1x2');
  });
});
