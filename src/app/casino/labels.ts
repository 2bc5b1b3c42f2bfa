import type { CategoryCode } from '../../core/catalogue';

/** The lobby's name of each category (gameTypeAll names them too; this is for titles and tabs before it answers). */
export const CATEGORY_LABELS: Record<CategoryCode, string> = {
  'HS-GAME': 'Originals',
  slots: 'Slots',
  live: 'Live casino',
  table: 'Table games',
};

/** The list key of the favourites (/gameList/favorites, the spec's key). */
export const FAVORITES_LIST = 'favorites';

/** A provider's code: what /gameList/{id} accepts besides a category and the favourites key. */
export const PROVIDER_CODE = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** True for a category code. */
export function isCategory(value: string | null | undefined): value is CategoryCode {
  return value !== null && value !== undefined && Object.hasOwn(CATEGORY_LABELS, value);
}

/** The title of a /gameList/{id} page: the category's name, Favourites, or Games (a provider's is named on the page). */
export function gameListTitle(id: string | undefined): string {
  if (id === FAVORITES_LIST) return 'Favourites';
  return isCategory(id) ? CATEGORY_LABELS[id] : 'Games';
}

/** A game's return to player as a chip: "RTP 96.5%" (trailing zeros dropped), or null when unknown. */
export function rtpLabel(rtp: string | null): string | null {
  if (rtp === null || rtp === '' || Number.isNaN(Number(rtp))) return null;
  return `RTP ${Number(rtp).toString()}%`;
}

/** Volatility as words. */
export const VOLATILITY_LABELS = { low: 'Low volatility', medium: 'Medium volatility', high: 'High volatility' } as const;

/** What a /gameList page lists: everything, a category, a provider, or the player's favourites. */
export type ListScope =
  { kind: 'all' } | { kind: 'category'; category: CategoryCode } | { kind: 'provider'; provider: string } | { kind: 'favorites' };

/** The scope of /gameList/{id} (undefined: /gameList), or null when the id is none of them. */
export function listScope(id: string | undefined): ListScope | null {
  if (id === undefined) return { kind: 'all' };
  if (id === FAVORITES_LIST) return { kind: 'favorites' };
  if (isCategory(id)) return { kind: 'category', category: id };
  return PROVIDER_CODE.test(id) ? { kind: 'provider', provider: id } : null;
}

/** A count with its noun: "1 game", "2,400 games", "1 result". */
export function countOf(n: number, noun: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? noun : `${noun}s`}`;
}
