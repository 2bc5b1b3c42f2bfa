import { describe, expect, it } from 'vitest';
import { addLive, canLoadOlder, mentionsMe, mergeLatest, mergeOlder, removeEntry, type ChatList } from './entries';
import { chatEntries, chatEntry } from './fixtures.testing';

const ids = (list: ChatList) => list.entries.map((e) => e.id);
const empty: ChatList = { entries: [], hasMore: false };

describe('chat list merging', () => {
  it('the first latest page is taken as it comes, hasMore included', () => {
    const list = mergeLatest(empty, { list: chatEntries(51, 100), hasMore: true });
    expect(ids(list)).toEqual(chatEntries(51, 100).map((e) => e.id));
    expect(list.hasMore).toBe(true);
  });

  it('an older page goes before, without duplicates, in id order; its hasMore wins', () => {
    const latest = mergeLatest(empty, { list: chatEntries(51, 100), hasMore: true });
    const both = mergeOlder(latest, { list: [...chatEntries(1, 52)].reverse(), hasMore: false });
    expect(ids(both)).toEqual(chatEntries(1, 100).map((e) => e.id));
    expect(both.hasMore).toBe(false);
  });

  it('live entries are added once, in id order, even when they arrive out of order', () => {
    let list = mergeLatest(empty, { list: chatEntries(1, 3), hasMore: false });
    list = addLive(list, chatEntry(5));
    list = addLive(list, chatEntry(4));
    list = addLive(list, chatEntry(5, { text: 'again' }));
    expect(ids(list)).toEqual([1, 2, 3, 4, 5]);
    expect(list.entries.at(-1)!.text).toBe('again');
    expect(addLive(list, chatEntry(6, { deleted: true }))).toBe(list);
  });

  it('memory is capped: live entries push the oldest out and older pages become available again', () => {
    let list = mergeLatest(empty, { list: chatEntries(1, 5), hasMore: false }, 5);
    list = addLive(list, chatEntry(6), 5);
    expect(ids(list)).toEqual([2, 3, 4, 5, 6]);
    expect(list.hasMore).toBe(true);
    expect(canLoadOlder(list, 5)).toBe(false);
    expect(canLoadOlder({ entries: list.entries.slice(1), hasMore: true }, 5)).toBe(true);
    expect(canLoadOlder({ entries: list.entries.slice(1), hasMore: false }, 5)).toBe(false);
    // An older page past the cap keeps the newest.
    const older = mergeOlder({ entries: chatEntries(4, 6), hasMore: true }, { list: chatEntries(1, 3), hasMore: false }, 5);
    expect([ids(older), older.hasMore]).toEqual([[2, 3, 4, 5, 6], true]);
  });

  it('after a reconnect the latest page merges with what is shown: no duplicates, deletions applied', () => {
    const shown = mergeLatest(empty, { list: chatEntries(1, 10), hasMore: false });
    const page = { list: [...chatEntries(5, 12)].filter((e) => e.id !== 7), hasMore: true };
    const merged = mergeLatest(shown, page);
    expect(ids(merged)).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12]);
    // The older entries shown keep their own "more" answer.
    expect(merged.hasMore).toBe(false);
  });

  it('after a long disconnect (a gap bigger than a page) the old entries are dropped, not shown next to the new', () => {
    const shown = mergeLatest(empty, { list: chatEntries(1, 10), hasMore: false });
    const merged = mergeLatest(shown, { list: chatEntries(70, 119), hasMore: true });
    expect(ids(merged)).toEqual(chatEntries(70, 119).map((e) => e.id));
    expect(merged.hasMore).toBe(true);
    // The page reaching back to what is shown (no more before it on the server) is no gap.
    expect(ids(mergeLatest(shown, { list: chatEntries(11, 12), hasMore: false }))).toEqual(chatEntries(1, 12).map((e) => e.id));
  });

  it('an empty latest page means the room is empty', () => {
    expect(mergeLatest({ entries: chatEntries(1, 2), hasMore: false }, { list: [], hasMore: false })).toEqual(empty);
  });

  it('a delete removes the entry; an unknown id changes nothing', () => {
    const list = mergeLatest(empty, { list: chatEntries(1, 3), hasMore: false });
    expect(ids(removeEntry(list, 2))).toEqual([1, 3]);
    expect(removeEntry(list, 99)).toBe(list);
  });
});

describe('mention highlight rule', () => {
  it('an entry mentions me when its atUsers holds my handle, compared lower-case', () => {
    expect(mentionsMe({ atUsers: ['alice'] }, 'Alice')).toBe(true);
    expect(mentionsMe({ atUsers: ['ALICE'] }, 'alice')).toBe(true);
    expect(mentionsMe({ atUsers: ['alice2'] }, 'alice')).toBe(false);
    expect(mentionsMe({ atUsers: ['alice'] }, null)).toBe(false);
    expect(mentionsMe({ atUsers: [] }, 'alice')).toBe(false);
  });
});
