import { storage } from '../storage/storage';

// Recent searches live in session storage (the spec keeps everything but six long-lived keys there): they are this
// tab's and go with a logout, which clears session storage.

const KEY = 'recentSearches';
/** Recent searches kept at most. */
export const RECENT_SEARCHES_MAX = 6;

/** The recent searches, the latest first. */
export function readRecentSearches(): string[] {
  const value = storage.getJson<unknown>(KEY);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, RECENT_SEARCHES_MAX) : [];
}

/** Remembers a search (trimmed; one entry per text whatever its case), the latest first; returns the new list. */
export function rememberSearch(term: string): string[] {
  const text = term.trim();
  if (text.length < 2) return readRecentSearches();
  const next = [text, ...readRecentSearches().filter((t) => t.toLowerCase() !== text.toLowerCase())].slice(0, RECENT_SEARCHES_MAX);
  storage.setJson(KEY, next);
  return next;
}

/** Forgets the recent searches. */
export function clearRecentSearches(): void {
  storage.remove(KEY);
}
