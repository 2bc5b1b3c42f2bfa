import type { Coin } from '../../core/currency';
import type { FreeBetsMine, FreeBetView, PromotionRule } from '../../core/promotions/types';
import { formatCoin } from '../../core/format';
import { toMillis } from '../../core/time';
import { shortDuration } from './timing';

// A free-bet promotion in words: what taking it gives (read from its rules, as the detail carries no reward rule), how
// many of the player's free bets are left, and when each expires.

/** What taking a free-bet promotion gives: `bets` free bets of `amount` `coin`, usable for `days` (null: not said). */
export interface FreeBetOffer {
  bets: number;
  amount: string;
  coin: Coin;
  days: number | null;
}

/**
 * The offer as its rules word it ("Free bets": "10 bets of 0.1 USDT each, on the house"; "Use within": "7 days of
 * taking them"); null when the rule is missing or worded otherwise.
 */
export function freeBetOffer(rules: readonly PromotionRule[]): FreeBetOffer | null {
  const text = rules.find((r) => r.label === 'Free bets')?.value ?? '';
  const m = /^(\d+) bets? of (\d+(?:\.\d+)?) ([A-Z0-9]{2,10})\b/.exec(text);
  if (!m) return null;
  const within = /^(\d+) days?\b/.exec(rules.find((r) => r.label === 'Use within')?.value ?? '');
  return { bets: Number(m[1]), amount: m[2]!, coin: m[3] as Coin, days: within ? Number(within[1]) : null };
}

/** "1 free bet", "10 free bets". */
export const freeBetCount = (n: number): string => `${n} free bet${n === 1 ? '' : 's'}`;

/** The Take button: "Take 10 free bets" (the offer's count), "Take the free bets" when it is not known. */
export const takeFreeBetsText = (offer: FreeBetOffer | null): string => (offer ? `Take ${freeBetCount(offer.bets)}` : 'Take the free bets');

/** What one free bet is: "0.1 USDT each". */
export const freeBetEachText = (amount: string, coin: string): string => `${formatCoin(amount)} ${coin} each`;

/** How many the player got from the promotion: those left, used and expired. */
export const freeBetsTotal = (mine: FreeBetsMine): number => mine.available.length + mine.used + mine.expired;

/** What is left of them, for a chip after "Taken": "3 free bets left", "1 free bet left", "none left". */
export const freeBetsLeftText = (left: number): string => (left === 0 ? 'none left' : `${freeBetCount(left)} left`);

/** Free bets alike (same coin, amount, games and expiry), shown as one row: "7 × 0.1 USDT · expires in 6d 23h". */
export interface FreeBetGroup {
  key: string;
  count: number;
  coin: Coin;
  amount: string;
  games: string[];
  expiresAt: string;
  /** The ids in it, soonest to expire first (as sent). */
  ids: number[];
}

/** The free bets held, grouped by what they are and when they expire, soonest to expire first. */
export function groupFreeBets(list: readonly FreeBetView[]): FreeBetGroup[] {
  const groups = new Map<string, FreeBetGroup>();
  for (const f of list) {
    const key = `${f.coin}|${f.amount}|${f.games.join(',')}|${f.expiresAt}`;
    const g = groups.get(key);
    if (g) {
      g.count++;
      g.ids.push(f.id);
    } else groups.set(key, { key, count: 1, coin: f.coin, amount: f.amount, games: f.games, expiresAt: f.expiresAt, ids: [f.id] });
  }
  return [...groups.values()].sort((a, b) => (toMillis(a.expiresAt) ?? 0) - (toMillis(b.expiresAt) ?? 0));
}

/** When a free bet expires, from `now`: "expires in 6d 23h", "expired" once its time has passed. */
export function expiryText(expiresAt: string, now: number): string {
  const at = toMillis(expiresAt);
  if (at === null) return '';
  return at > now ? `expires in ${shortDuration(at - now)}` : 'expired';
}

/** The games of the free bets held (their union, in the order first seen), else the promotion's. */
export function freeBetGames(list: readonly FreeBetView[], fallback: readonly string[] | null): string[] {
  const seen = new Set<string>();
  for (const f of list) for (const g of f.games) seen.add(g);
  return seen.size > 0 ? [...seen] : [...(fallback ?? [])];
}
