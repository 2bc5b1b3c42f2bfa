import type { BetStatus, LegResult, SportEvent } from '../shared/api';

// Words and times the page shows.

const MINUTE = 60_000;

/** A kick-off as the row shows it: "18:40", "Tomorrow 09:10", "Sat 12 Jul 20:00". */
export function kickoffText(kickoff: number, now: number, locale: string): string {
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(kickoff);
  const day = (t: number) => new Date(t).toDateString();
  if (day(kickoff) === day(now)) return time;
  if (day(kickoff) === day(now + 86_400_000)) return `Tomorrow ${time}`;
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(
    kickoff,
  );
}

/** How long until a kick-off: "in 4 min", "in 1 h 20 min", "starting". */
export function startsIn(kickoff: number, now: number): string {
  const mins = Math.ceil((kickoff - now) / MINUTE);
  if (mins <= 0) return 'starting';
  if (mins < 60) return `in ${mins} min`;
  const h = Math.floor(mins / 60);
  const m = mins % 60;
  return m === 0 ? `in ${h} h` : `in ${h} h ${m} min`;
}

/** The match clock: the minute while live, "FT" when over, "Void" when called off. */
export function clockText(e: SportEvent): string {
  if (e.status === 'live') return `${Math.max(1, e.minute)}'`;
  if (e.status === 'finished') return 'FT';
  if (e.status === 'void') return 'Void';
  return '';
}

/** The short name of a match-result outcome: 1, X, 2. */
export function outcomeKey(selectionId: string): string {
  const outcome = selectionId.split(':').pop();
  return outcome === 'home' ? '1' : outcome === 'draw' ? 'X' : outcome === 'away' ? '2' : '';
}

/** "Harbor City to win at 2.10", "Draw at 3.40", "Over 2.5 at 1.95". */
export function priceLabel(e: SportEvent, marketName: string, label: string, selectionId: string, price: string | null): string {
  const outcome = selectionId.split(':').pop();
  const isResult = /result/i.test(marketName) || selectionId.includes(':1x2:');
  const what = isResult && outcome === 'home' ? `${e.home} to win` : isResult && outcome === 'away' ? `${e.away} to win` : label;
  const match = `${e.home} v ${e.away}`;
  if (price === null) return `${what}, ${marketName}, ${match}: suspended`;
  return `${what} at ${price}, ${marketName}, ${match}`;
}

/** A bet's status as its chip says it. */
export const STATUS_TEXT: Record<BetStatus, string> = {
  pending: 'Pending',
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  refunded: 'Refunded',
  cashed_out: 'Cashed out',
  rejected: 'Rejected',
};

/** The chip colour of a status or a leg's result. */
export function tone(status: BetStatus | LegResult): 'win' | 'loss' | 'neutral' | 'live' {
  if (status === 'won' || status === 'cashed_out') return 'win';
  if (status === 'lost' || status === 'rejected') return 'loss';
  if (status === 'open' || status === 'pending') return 'live';
  return 'neutral';
}

/**
 * A leg's result as a bet card shows it. A leg's match still to end shows Open, except on a bet that was cashed out or
 * given back before it (or never taken): that leg no longer counts.
 */
export function legResult(leg: LegResult, bet: BetStatus): { text: string; tone: ReturnType<typeof tone> } {
  if (leg === 'open' && (bet === 'cashed_out' || bet === 'rejected' || bet === 'refunded')) {
    const text = bet === 'cashed_out' ? 'Cashed out' : bet === 'rejected' ? 'Not placed' : 'Void';
    return { text, tone: 'neutral' };
  }
  return { text: leg === 'open' ? 'Open' : leg[0]!.toUpperCase() + leg.slice(1), tone: tone(leg) };
}

/** A date and time of a bet: "12 Jul, 18:40". */
export function dateTime(t: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(t);
}

/** A sport or league slug as words, until the catalog names it: "ice-hockey" → "Ice hockey". */
export function slugWords(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
