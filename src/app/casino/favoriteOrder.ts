import { FLAG_KEYS, read, write } from '../storage/storage';

// The player's own order of their favourites, kept on this device under the spec's favorites key (local storage):
// the server lists favourites newest first; the page shows them in the order the player arranged.

/** Favourite codes in the order the player arranged them (empty when none is stored or it does not parse). */
export function readFavoriteOrder(): number[] {
  const raw = read('local', FLAG_KEYS.favorites);
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((c): c is number => Number.isSafeInteger(c)) : [];
  } catch {
    return [];
  }
}

/** Stores the arranged order. */
export function writeFavoriteOrder(codes: readonly number[]): void {
  write('local', FLAG_KEYS.favorites, JSON.stringify(codes));
}

/**
 * The favourites in the stored order. Games the server lists but the stored order lacks (favourited since, or on
 * another device) go first, newest first as the server lists them; stored codes no longer listed are dropped.
 */
export function orderFavorites<T extends { gameCode: number }>(games: readonly T[], order: readonly number[]): T[] {
  const rank = new Map(order.map((code, i) => [code, i]));
  const fresh = games.filter((g) => !rank.has(g.gameCode));
  const known = games.filter((g) => rank.has(g.gameCode)).sort((a, b) => rank.get(a.gameCode)! - rank.get(b.gameCode)!);
  return [...fresh, ...known];
}

/** A list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}
