import { useCallback } from 'react';
import type { NotificationItem } from '../../src/core/feeds';
import { maskText } from '../../src/core/streamer';
import { useStore, type Store } from '../../src/app/store';
import { chatNames } from '../chat/chatNames';

// Streamer mode in text the server wrote (toasts, notifications, chat lines): amounts with a currency and emails are
// masked by their shape, names only when known. The names known are the player's own, the senders the notifications
// name, and every name the chat shows.

const senders = new WeakMap<readonly NotificationItem[], readonly string[]>();

/** The senders the notifications name in their data (a tip's or rain's `fromName`). */
export function notificationNames(items: readonly NotificationItem[]): readonly string[] {
  const known = senders.get(items);
  if (known) return known;
  const names = new Set<string>();
  for (const item of items) {
    const from = item.data.fromName;
    if (typeof from === 'string') names.add(from);
  }
  const list = [...names];
  senders.set(items, list);
  return list;
}

let last: { user: Store['user']; items: Store['notifications']; entries: Store['chatEntries']; names: readonly string[] } | null = null;

/** The names streamer mode looks for in the server's text: the same list while its sources are unchanged. */
export function knownNames(s: Pick<Store, 'user' | 'notifications' | 'chatEntries'>): readonly string[] {
  if (last && last.user === s.user && last.items === s.notifications && last.entries === s.chatEntries) return last.names;
  const own = s.user ? [s.user.userName, s.user.nickName] : [];
  const names = [...new Set([...own, ...notificationNames(s.notifications), ...chatNames(s.chatEntries)])].filter(
    (n) => typeof n === 'string' && n !== '',
  );
  last = { user: s.user, items: s.notifications, entries: s.chatEntries, names };
  return names;
}

/**
 * Masks text the server wrote while streamer mode is on (amounts, emails, the player's email and every known name);
 * off, the text as is.
 */
export function usePrivateText(): (text: string) => string {
  const known = useStore((s) => (s.streamerMode ? knownNames(s) : null));
  const email = useStore((s) => s.user?.email ?? '');
  return useCallback(
    (text: string) => {
      if (!known || text === '') return text;
      // Only the names the text holds are looked for: a long chat knows many.
      const held = known.filter((n) => n.length >= 2 && text.includes(n));
      return maskText(text, { names: held, secrets: email ? [email] : [] });
    },
    [known, email],
  );
}
