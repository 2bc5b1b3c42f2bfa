import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_LENGTH } from '../../core/chat/limits';
import type { ChatRules } from '../../core/chat/types';
import { MSG } from '../../core/socket';
import { decodeClientFrame } from '../../core/socketFrames';
import { CHAT_SEND_ERROR, SOCKET_SEND_ERROR } from '../network/LiveSocket';
import { getState, resetStore } from '../store';
import * as room from '../chat/room';
import { fakeUser } from '../api/fixtures.testing';
import { chatEntries, chatEntry } from '../chat/fixtures.testing';

vi.mock('../network/live', () => ({ liveSocket: { send: vi.fn() } }));
vi.mock('../api/chat', () => ({
  getChatList: vi.fn(),
  getMentionState: vi.fn(),
  getChatRules: vi.fn(),
  acceptChatRules: vi.fn(),
  getAtUsers: vi.fn(),
}));
const { liveSocket } = await import('../network/live');
const api = await import('../api/chat');
const { sendChat, loadLatestChat, loadOlderChat, markMentionsRead, acceptChatRules, startChatSync, CHAT_ACK_TIMEOUT_MS, TOO_LONG } =
  await import('./chat');

const ok = <T>(data: T) => Promise.resolve({ code: 200, msg: '', data });
const rules = (accepted: boolean): ChatRules => ({ version: 1, rules: ['Be nice'], accepted, maxLength: MAX_LENGTH });

beforeEach(() => {
  resetStore();
  vi.mocked(liveSocket.send).mockReset();
  Object.values(api).forEach((f) => vi.mocked(f as () => unknown).mockReset());
});
afterEach(() => vi.useRealTimers());

const sent = () => vi.mocked(liveSocket.send).mock.calls.map(([f]) => f);

describe('sendChat (docs/protocol.md chat)', () => {
  it('requires login: a guest gets the Login dialog and nothing is sent', () => {
    expect(sendChat('hello')).toBe('login');
    expect(getState().dialog).toBe('login');
    expect(liveSocket.send).not.toHaveBeenCalled();
  });

  it('sends frame 10 {text, atUsers, clientId}, shows it pending and clears the composer', () => {
    getState().setUser(fakeUser({ userName: 'al' }));
    getState().setChatDraft('  gl hf @Bob  ');
    expect(
      sendChat('  gl hf @Bob  ', [
        { name: 'Bob', userName: 'Bob' },
        { name: 'carol', userName: 'carol' },
      ]),
    ).toBe('sent');
    const [frame] = sent();
    const data = frame!.data as { text: string; atUsers: string[]; clientId: string };
    expect(frame!.type).toBe(MSG.CHAT);
    expect(data).toEqual({ text: 'gl hf @Bob', atUsers: ['bob'], clientId: expect.stringMatching(/^[A-Za-z0-9_-]{1,40}$/) });
    // The server decodes it with the frame's schema as sent.
    expect(decodeClientFrame(frame)).toEqual({ ok: true, frame });
    expect(getState().chatPending).toEqual([
      { clientId: data.clientId, text: 'gl hf @Bob', atUsers: ['bob'], createdAt: expect.any(Number) },
    ]);
    expect(getState().chatDraft).toBe('');
    // The broadcast with the clientId confirms it.
    room.addChatEntry(chatEntry(3, { clientId: data.clientId }));
    expect(getState().chatPending).toEqual([]);
  });

  it('every send carries its own clientId', () => {
    getState().setUser(fakeUser());
    sendChat('one');
    sendChat('two');
    const [a, b] = sent().map((f) => (f.data as { clientId: string }).clientId);
    expect(a).not.toBe(b);
  });

  it('ignores an empty message and refuses one over the length cap, keeping the text', () => {
    getState().setUser(fakeUser());
    expect(sendChat('   ')).toBe('empty');
    getState().setChatDraft('x'.repeat(MAX_LENGTH + 1));
    expect(sendChat('x'.repeat(MAX_LENGTH + 1))).toBe('too-long');
    expect(getState().chatError).toBe(TOO_LONG);
    expect(getState().chatDraft).toHaveLength(MAX_LENGTH + 1);
    expect(sendChat('x'.repeat(MAX_LENGTH))).toBe('sent');
    expect(sent()).toHaveLength(1);
  });

  it('rules not accepted: nothing is sent (the rules show); accepted: it goes', () => {
    getState().setUser(fakeUser());
    room.setChatRules(rules(false));
    expect(sendChat('hi')).toBe('rules');
    room.setChatRules(rules(true));
    expect(sendChat('hi')).toBe('sent');
  });

  it('a muted player sees the mute message and the text stays', () => {
    vi.useFakeTimers();
    getState().setUser(fakeUser());
    room.setChatMute(Date.now() + 60_000, 'You are muted until 2026-01-01T00:00:00.000Z');
    getState().setChatDraft('hi');
    expect(sendChat('hi')).toBe('muted');
    expect(getState().chatError).toBe('You are muted until 2026-01-01T00:00:00.000Z');
    expect(getState().chatDraft).toBe('hi');
    expect(liveSocket.send).not.toHaveBeenCalled();
  });

  it('a closed socket shows the network message (the socket reconnects itself); other failures the chat send error', () => {
    getState().setUser(fakeUser());
    vi.mocked(liveSocket.send).mockImplementationOnce(() => {
      throw new Error(SOCKET_SEND_ERROR);
    });
    expect(sendChat('one')).toBe('failed');
    expect([getState().chatError, getState().chatDraft, getState().chatPending]).toEqual([SOCKET_SEND_ERROR, 'one', []]);
    getState().setChatDraft('');
    vi.mocked(liveSocket.send).mockImplementationOnce(() => {
      throw new Error('Message is too long');
    });
    expect(sendChat('two')).toBe('failed');
    expect([getState().chatError, getState().chatDraft]).toEqual([CHAT_SEND_ERROR, 'two']);
  });

  it('a send never confirmed fails after the time-out; a confirmed one does not', () => {
    vi.useFakeTimers();
    getState().setUser(fakeUser());
    sendChat('lost');
    sendChat('found');
    const found = (sent()[1]!.data as { clientId: string }).clientId;
    room.addChatEntry(chatEntry(1, { clientId: found, text: 'found' }));
    vi.advanceTimersByTime(CHAT_ACK_TIMEOUT_MS);
    expect(getState().chatPending).toEqual([]);
    expect([getState().chatError, getState().chatDraft]).toEqual([CHAT_SEND_ERROR, 'lost']);
    expect(getState().chatEntries.map((e) => e.text)).toEqual(['found']);
  });
});

describe('history', () => {
  it('the latest page loads once even when asked twice; older pages use the oldest id', async () => {
    vi.mocked(api.getChatList).mockReturnValueOnce(ok({ list: chatEntries(51, 100), hasMore: true }));
    await Promise.all([loadLatestChat(), loadLatestChat()]);
    expect(api.getChatList).toHaveBeenCalledTimes(1);
    expect(getState().chatLoad).toBe('ready');
    vi.mocked(api.getChatList).mockReturnValueOnce(ok({ list: chatEntries(1, 50), hasMore: false }));
    await Promise.all([loadOlderChat(), loadOlderChat()]);
    expect(vi.mocked(api.getChatList).mock.calls).toEqual([[], [51]]);
    expect(getState().chatEntries).toHaveLength(100);
    await loadOlderChat();
    expect(api.getChatList).toHaveBeenCalledTimes(2);
  });

  it('a failed first read shows the error state; a failed reread keeps what is shown', async () => {
    vi.mocked(api.getChatList).mockReturnValueOnce(Promise.resolve({ code: 0, msg: 'request failed', data: null }));
    await loadLatestChat();
    expect(getState().chatLoad).toBe('error');
    vi.mocked(api.getChatList).mockReturnValueOnce(ok({ list: chatEntries(1, 3), hasMore: false }));
    await loadLatestChat();
    vi.mocked(api.getChatList).mockReturnValueOnce(Promise.resolve({ code: 0, msg: 'request failed', data: null }));
    await loadLatestChat();
    expect([getState().chatLoad, getState().chatEntries.length]).toEqual(['ready', 3]);
  });
});

describe('rules', () => {
  it('accepting stores the accepted rules; a refusal returns its message', async () => {
    getState().setUser(fakeUser());
    room.setChatRules(rules(false));
    vi.mocked(api.acceptChatRules).mockReturnValueOnce(ok(rules(true)));
    expect(await acceptChatRules()).toBeNull();
    expect(api.acceptChatRules).toHaveBeenCalledWith(1);
    expect(getState().chatRules?.accepted).toBe(true);
    vi.mocked(api.acceptChatRules).mockReturnValueOnce(
      Promise.resolve({ code: 400, msg: 'The chat rules changed (version 2): read them again', data: null }),
    );
    expect(await acceptChatRules()).toBe('The chat rules changed (version 2): read them again');
  });
});

describe('mentions read', () => {
  it('coalesces: one request at a time, later calls raise the id of the next; nothing unread sends nothing', async () => {
    getState().setUser(fakeUser({ userName: 'al' }));
    room.setChatMentions({ unread: 3, ids: [30, 20, 10] });
    let release!: () => void;
    vi.mocked(api.getMentionState)
      .mockReturnValueOnce(new Promise((r) => (release = () => r({ code: 200, msg: '', data: { unread: 1, ids: [30] } }))))
      .mockReturnValueOnce(ok({ unread: 0, ids: [] }));
    const first = markMentionsRead(10);
    // The badge drops at once.
    expect(getState().chatMentions).toEqual({ unread: 2, ids: [30, 20] });
    void markMentionsRead(20);
    void markMentionsRead(30);
    expect(api.getMentionState).toHaveBeenCalledTimes(1);
    release();
    await first;
    expect(vi.mocked(api.getMentionState).mock.calls).toEqual([[10], [30]]);
    expect(getState().chatMentions).toEqual({ unread: 0, ids: [] });
    await markMentionsRead(40);
    expect(api.getMentionState).toHaveBeenCalledTimes(2);
  });
});

describe('sync with the socket and the session', () => {
  it('a reconnect rereads the latest page and merges it; a login reads my mentions; a logout forgets them', async () => {
    getState().setSocketStatus('open');
    startChatSync();
    vi.mocked(api.getChatList).mockReturnValueOnce(ok({ list: chatEntries(1, 5), hasMore: false }));
    await loadLatestChat();
    getState().setSocketStatus('closed');
    vi.mocked(api.getChatList).mockReturnValueOnce(ok({ list: chatEntries(4, 8), hasMore: true }));
    getState().setSocketStatus('open');
    await vi.waitFor(() => expect(getState().chatEntries.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(api.getChatList).toHaveBeenCalledTimes(2);

    vi.mocked(api.getMentionState).mockReturnValueOnce(ok({ unread: 2, ids: [7, 3] }));
    getState().setUser(fakeUser({ userName: 'al' }));
    await vi.waitFor(() => expect(getState().chatMentions).toEqual({ unread: 2, ids: [7, 3] }));
    getState().clearSession();
    expect(getState().chatMentions).toEqual({ unread: 0, ids: [] });
  });
});
