import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../api/fixtures.testing';
import { chatEntry, chatUser } from './fixtures.testing';
import { getState, resetStore } from '../store';
import * as room from './room';

beforeEach(() => resetStore());
afterEach(() => vi.useRealTimers());

describe('chat room state', () => {
  it('a mute shows until it ends, then clears itself', () => {
    vi.useFakeTimers();
    const until = Date.now() + 5 * 60_000;
    room.setChatMute(until, 'You are muted until later');
    expect(getState().chatMute).toEqual({ until, msg: 'You are muted until later' });
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(getState().chatMute).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(getState().chatMute).toBeNull();
  });

  it('a mute already over, or null (an unmute), clears at once and cancels the pending clear', () => {
    vi.useFakeTimers();
    room.setChatMute(Date.now() + 1000, 'a');
    room.setChatMute(null, 'You can chat again');
    expect(getState().chatMute).toBeNull();
    room.setChatMute(Date.now() + 10_000, 'b');
    vi.advanceTimersByTime(1000);
    expect(getState().chatMute?.msg).toBe('b');
    room.setChatMute(Date.now() - 1, 'c');
    expect(getState().chatMute).toBeNull();
  });

  it('a delete of a mentioned entry takes it off the badge', () => {
    getState().setUser(fakeUser({ userName: 'al' }));
    room.addChatEntry(chatEntry(1, { atUsers: ['al'] }));
    room.addChatEntry(chatEntry(2, { atUsers: ['al'], user: chatUser('carol') }));
    expect(getState().chatMentions).toEqual({ unread: 2, ids: [2, 1] });
    room.removeChatEntry(1);
    expect(getState().chatMentions).toEqual({ unread: 1, ids: [2] });
    expect(getState().chatEntries.map((e) => e.id)).toEqual([2]);
  });

  it('a refused send keeps a draft typed meanwhile', () => {
    room.addChatPending({ clientId: 'a', text: 'first', atUsers: [], createdAt: 1 });
    getState().setChatDraft('new text');
    expect(room.failChatPending('a', 'You just sent that message')).toBe(true);
    expect([getState().chatDraft, getState().chatError]).toEqual(['new text', 'You just sent that message']);
    expect(room.failChatPending('zzz', 'x')).toBe(false);
    // Typing clears the error.
    getState().setChatDraft('new text!');
    expect(getState().chatError).toBeNull();
  });

  it('logout forgets my pending sends, mute, mentions and rules, not the room', () => {
    room.addChatEntry(chatEntry(1));
    room.addChatPending({ clientId: 'a', text: 'x', atUsers: [], createdAt: 1 });
    room.setChatMentions({ unread: 1, ids: [1] });
    room.resetChatPlayer();
    expect([getState().chatPending, getState().chatMentions, getState().chatRules, getState().chatEntries.length]).toEqual([
      [],
      { unread: 0, ids: [] },
      null,
      1,
    ]);
  });
});
