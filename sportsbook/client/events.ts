import type { EventsResponse, Market, Selection, SportEvent } from '../shared/api';

// The matches the page holds: the full list the book answers and the stream's updates merged into it, keeping the
// objects of unchanged matches (so their rows do not re-render), and what changed worth announcing.

export type EventMap = Readonly<Record<string, SportEvent>>;

/** A goal noticed between two states of a match, for the page's polite live region. */
export interface Goal {
  event: SportEvent;
  side: 'home' | 'away';
}

const same = (a: SportEvent, b: SportEvent) => JSON.stringify(a) === JSON.stringify(b);

function goalsBetween(before: SportEvent | undefined, after: SportEvent): Goal[] {
  if (!before || after.status !== 'live') return [];
  const out: Goal[] = [];
  if (after.score.home > before.score.home) out.push({ event: after, side: 'home' });
  if (after.score.away > before.score.away) out.push({ event: after, side: 'away' });
  return out;
}

/** The book's full list replaces the map: a match it no longer lists is gone, unless `keep` holds it (read on its own). */
export function mergeFull(
  prev: EventMap,
  response: EventsResponse,
  keep: (id: string) => boolean = () => false,
): { events: EventMap; goals: Goal[] } {
  const events: Record<string, SportEvent> = {};
  for (const id of Object.keys(prev)) if (keep(id)) events[id] = prev[id]!;
  const goals: Goal[] = [];
  for (const e of response.events) {
    const old = prev[e.id];
    events[e.id] = old && same(old, e) ? old : e;
    goals.push(...goalsBetween(old, e));
  }
  return { events, goals };
}

/** A stream update merged in: its matches replace theirs; matches it does not carry stay. */
export function mergeStream(prev: EventMap, response: EventsResponse): { events: EventMap; goals: Goal[]; stale: boolean } {
  let next: Record<string, SportEvent> | null = null;
  const goals: Goal[] = [];
  const carried = new Set<string>();
  for (const e of response.events) {
    carried.add(e.id);
    const old = prev[e.id];
    if (old && same(old, e)) continue;
    next ??= { ...prev };
    next[e.id] = e;
    goals.push(...goalsBetween(old, e));
  }
  // The stream carries every live match: one it dropped has ended, and the full list tells how.
  const stale = Object.values(prev).some((e) => e.status === 'live' && !carried.has(e.id));
  return { events: next ?? prev, goals, stale };
}

/** Whether a response has the shape the page reads (the stream's text is checked before it is trusted). */
export function isEventsResponse(v: unknown): v is EventsResponse {
  const r = v as EventsResponse;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.now === 'number' &&
    Array.isArray(r.events) &&
    r.events.every(
      (e) =>
        typeof e === 'object' &&
        e !== null &&
        typeof e.id === 'string' &&
        typeof e.home === 'string' &&
        typeof e.away === 'string' &&
        typeof e.kickoff === 'number' &&
        typeof e.score === 'object' &&
        e.score !== null &&
        Array.isArray(e.markets),
    )
  );
}

/** Live first (earliest kick-off first), then upcoming by kick-off, then the rest. */
export function sortEvents(events: readonly SportEvent[]): SportEvent[] {
  const rank = (e: SportEvent) => (e.status === 'live' ? 0 : e.status === 'upcoming' ? 1 : 2);
  return [...events].sort((a, b) => rank(a) - rank(b) || a.kickoff - b.kickoff || a.id.localeCompare(b.id));
}

/** Matches grouped by league in their order, each group keyed `${sport}/${league}`. */
export function byLeague(events: readonly SportEvent[]): { key: string; sport: string; league: string; events: SportEvent[] }[] {
  const groups = new Map<string, { key: string; sport: string; league: string; events: SportEvent[] }>();
  for (const e of events) {
    const key = `${e.sport}/${e.league}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, sport: e.sport, league: e.league, events: [] }));
    g.events.push(e);
  }
  return [...groups.values()];
}

/** The match-result market (the one a row shows): by its id's suffix, else the first with three selections. */
export function mainMarket(e: SportEvent): Market | undefined {
  return e.markets.find((m) => m.id.endsWith(':1x2')) ?? e.markets.find((m) => m.selections.length === 3) ?? e.markets[0];
}

/** The price offered now for a selection id: a price, null when not offered, undefined when the match is unknown. */
export function priceIn(events: EventMap, selectionId: string): string | null | undefined {
  const eventId = selectionId.split(':')[0] ?? '';
  const e = events[eventId];
  if (!e) return undefined;
  if (e.status === 'finished' || e.status === 'void') return null;
  for (const m of e.markets) {
    const s = m.selections.find((x: Selection) => x.id === selectionId);
    if (s) return m.suspended ? null : s.price;
  }
  return null;
}

/** "Home v Away". */
export const eventName = (e: SportEvent): string => `${e.home} v ${e.away}`;
