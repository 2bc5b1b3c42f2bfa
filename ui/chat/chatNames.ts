import { HIDDEN_NAME } from '../../src/core/chat/limits';
import type { ChatEntry } from '../../src/core/chat/types';

const cache = new WeakMap<readonly ChatEntry[], readonly string[]>();

/**
 * Every player name the chat's entries carry: authors' shown names and handles, tippers and the tipped, rain
 * recipients. Read once per list of entries (the store replaces the list on every change).
 */
export function chatNames(entries: readonly ChatEntry[]): readonly string[] {
  const known = cache.get(entries);
  if (known) return known;
  const names = new Set<string>();
  for (const e of entries) {
    if (e.user && !e.user.hidden) {
      names.add(e.user.name);
      names.add(e.user.userName);
    }
    if (e.tip) {
      names.add(e.tip.fromName);
      names.add(e.tip.toName);
    }
    for (const name of e.rain?.recipients ?? []) names.add(name);
  }
  names.delete(HIDDEN_NAME);
  names.delete('');
  const list = [...names];
  cache.set(entries, list);
  return list;
}
