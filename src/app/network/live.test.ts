import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_FRAME_TYPE, MSG, type SocketFrame } from '../../core/socket';
import { SERVER_FRAMES } from '../../core/socketFrames.testing';
import { CHAT_SEND_ERROR, type WebSocketLike } from './LiveSocket';
import { balanceHintOf, createLiveSocket, followFrames, handleFrame, setLiveHandlers, tipMessage } from './live';
import { getState, resetStore } from '../store';
import * as room from '../chat/room';
import { fakeUser } from '../api/fixtures.testing';
import type { ChatEntry } from '../../core/chat/types';
import { chatEntry, chatUser } from '../chat/fixtures.testing';

const handlers = {
  refreshBalance: vi.fn(),
  refreshProfile: vi.fn(),
  refreshRates: vi.fn(),
  refreshGameConfig: vi.fn(),
  forcedLogout: vi.fn(),
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
  levelUp: vi.fn(),
};

beforeEach(() => {
  resetStore();
  Object.values(handlers).forEach((h) => h.mockReset());
  setLiveHandlers(handlers);
});

const entry = (id: number, patch: Partial<ChatEntry> = {}) => chatEntry(id, patch);

describe('socket frame handling (every incoming type)', () => {
  it('200 triggers the news notify', () => {
    handleFrame({ type: MSG.NEWS_NOTIFY });
    expect(getState().newsNotify).toBe(1);
  });

  it('5 sets the VIP and bonus unread counts from the bit flags, bare or as {flags}', () => {
    handleFrame({ type: MSG.VIP_UNREAD, data: (1 << 5) | (1 << 6) | 1 });
    expect([getState().vipUnread, getState().bonusUnread]).toEqual([1, 2]);
    handleFrame({ type: MSG.VIP_UNREAD, data: { flags: 0b110 } });
    expect([getState().vipUnread, getState().bonusUnread]).toEqual([2, 0]);
  });

  it('10 adds chat entries once by id; malformed ones are dropped', () => {
    handleFrame({ type: MSG.CHAT, data: entry(2) });
    handleFrame({ type: MSG.CHAT, data: entry(1, { kind: 'system', user: null, text: 'Welcome' }) });
    handleFrame({ type: MSG.CHAT, data: entry(2) });
    handleFrame({ type: MSG.CHAT, data: { text: 'gl', fromName: 'bob', atUsers: [] } });
    handleFrame({ type: MSG.CHAT, data: { ...entry(3), kind: 'html' } });
    expect(getState().chatEntries.map((e) => e.id)).toEqual([1, 2]);
  });

  it('12 removes a deleted entry for everyone and sets my mute', () => {
    handleFrame({ type: MSG.CHAT, data: entry(1) });
    handleFrame({ type: MSG.CHAT, data: entry(2) });
    handleFrame({ type: MSG.CHAT_ALT, data: { event: 'delete', id: 1 } });
    expect(getState().chatEntries.map((e) => e.id)).toEqual([2]);
    const until = Date.now() + 60_000;
    handleFrame({ type: MSG.CHAT_ALT, data: { event: 'mute', until, msg: 'You are muted until later' } });
    expect(getState().chatMute).toEqual({ until, msg: 'You are muted until later' });
    handleFrame({ type: MSG.CHAT_ALT, data: { event: 'mute', until: null, msg: 'You can chat again' } });
    expect(getState().chatMute).toBeNull();
  });

  it('13 with an entry is a chat line; without id and kind it is the receiver toast', () => {
    const tip = { fromName: 'bob', toName: 'al', coin: 'USDT' as const, amount: '1.5' };
    handleFrame({ type: MSG.TIP, data: entry(5, { kind: 'tip', text: '', tip }) });
    expect(getState().chatEntries).toMatchObject([{ id: 5, kind: 'tip', tip }]);
    expect(handlers.toastSuccess).not.toHaveBeenCalled();
    handleFrame({ type: MSG.TIP, data: { fromName: 'bob', coin: 'USDT', amount: '12.500000' } });
    expect(handlers.toastSuccess).toHaveBeenCalledWith('You received a tip of 12.5 USDT from bob');
    expect(tipMessage({ fromName: 'carol', coin: 'BTC', amount: '1000' })).toBe('You received a tip of 1,000 BTC from carol');
    expect(getState().chatEntries).toHaveLength(1);
  });

  it('14 adds a shared bet entry', () => {
    const share = { betId: '12', game: 'dice', coin: 'USDT' as const, amount: '1', multiplier: '2.00', payout: '2', win: true };
    handleFrame({ type: MSG.SHARED_GAME, data: entry(9, { kind: 'share', text: '', share }) });
    expect(getState().chatEntries).toMatchObject([{ id: 9, kind: 'share', share }]);
  });

  it('a live mention of me counts in the badge once; my own lines and others do not', () => {
    getState().setUser(fakeUser({ userName: 'Alice' }));
    handleFrame({ type: MSG.CHAT, data: entry(1, { atUsers: ['alice'] }) });
    handleFrame({ type: MSG.CHAT, data: entry(1, { atUsers: ['alice'] }) });
    handleFrame({ type: MSG.CHAT, data: entry(2, { atUsers: ['carol'] }) });
    handleFrame({ type: MSG.CHAT, data: entry(3, { atUsers: ['alice'], user: chatUser('alice') }) });
    expect(getState().chatMentions).toEqual({ unread: 1, ids: [1] });
  });

  it('2 sets the online count', () => {
    handleFrame({ type: MSG.ONLINE_COUNT, data: { online: 321 } });
    expect(getState().online).toBe(321);
  });

  it('3 re-fetches the balance instead of trusting the payload', () => {
    handleFrame({
      type: MSG.AMOUNT_CHANGE,
      data: { coin: 'USDT', balanceType: 'DEPOSIT', amount: '5', delta: '1', reason: 'tip', ledgerId: 3 },
    });
    expect(handlers.refreshBalance).toHaveBeenCalledTimes(1);
    expect(getState().balances).toEqual([]);
  });

  it('3 hands the wallet the coin, type and ledger id of the frame (a coin it knows, a ledger id when known)', () => {
    handleFrame({
      type: MSG.AMOUNT_CHANGE,
      data: { coin: 'USDT', balanceType: 'DEPOSIT', amount: '5', delta: '1', reason: 'bet', ledgerId: 42 },
    });
    expect(handlers.refreshBalance).toHaveBeenLastCalledWith({ coin: 'USDT', balanceType: 'DEPOSIT', ledgerId: 42 });
    const change = { coin: 'BTC', balanceType: 'BONUS' as const, amount: '1', delta: '0', reason: 'withdraw_approved', ledgerId: 0 };
    expect(balanceHintOf(change)).toEqual({ coin: 'BTC', balanceType: 'BONUS' });
    expect(balanceHintOf({ ...change, coin: 'NOPE', ledgerId: 7 })).toEqual({ balanceType: 'BONUS', ledgerId: 7 });
    // A frame that breaks its schema refreshes nothing.
    handleFrame({ type: MSG.AMOUNT_CHANGE, data: { ...change, ledgerId: '7' } });
    expect(handlers.refreshBalance).toHaveBeenCalledTimes(1);
  });

  it('302 and 303 force a logout; 303 marks the ban', () => {
    handleFrame({ type: MSG.FORCED_LOGOUT });
    handleFrame({ type: MSG.FORCED_LOGOUT_BANNED });
    expect(handlers.forcedLogout.mock.calls).toEqual([[false], [true]]);
  });

  it('202 shows a success toast with the content', () => {
    handleFrame({ type: MSG.SUCCESS_TOAST, data: { content: 'Deposit arrived' } });
    handleFrame({ type: MSG.SUCCESS_TOAST, data: 'Plain text' });
    handleFrame({ type: MSG.SUCCESS_TOAST, data: {} });
    expect(handlers.toastSuccess.mock.calls).toEqual([['Deposit arrived'], ['Plain text']]);
  });

  it('203 refreshes the rates', () => {
    handleFrame({ type: MSG.REFRESH_RATES });
    expect(handlers.refreshRates).toHaveBeenCalledTimes(1);
  });

  it('204 writes currentLevelValue, progress and nextProgress into the user', () => {
    getState().setUser(fakeUser({ levelId: 3 }));
    handleFrame({ type: MSG.LEVEL_UPDATE, data: { currentLevelValue: '1000', progress: '1500', nextProgress: 5000 } });
    expect(getState().user).toMatchObject({ currentLevelValue: '1000', progress: '1500', nextProgress: '5000', levelId: 3 });
    expect(handlers.levelUp).not.toHaveBeenCalled();
  });

  it('204 also writes the level and its level-up reward state when the frame carries them, and announces a rise only', () => {
    getState().setUser(fakeUser({ levelId: 3, canGetUpReward: 0, canGetUpRewardAmount: '0' }));
    const frame = (levelId: number, progress: string) => ({
      type: MSG.LEVEL_UPDATE,
      data: {
        currentLevelValue: '1000',
        progress,
        nextProgress: '5000',
        levelId,
        currentProgress: '12.50',
        canGetUpReward: 1,
        canGetUpRewardAmount: '3',
      },
    });
    handleFrame(frame(3, '1500'));
    expect(handlers.levelUp).not.toHaveBeenCalled();
    handleFrame(frame(4, '1600'));
    expect(getState().user).toMatchObject({
      levelId: 4,
      progress: '1600',
      currentProgress: '12.50',
      canGetUpReward: 1,
      canGetUpRewardAmount: '3',
    });
    expect(handlers.levelUp).toHaveBeenCalledExactlyOnceWith(3, 4);
    // Later frames of the same level (one per settled bet) and a lower level (an operator's change) announce nothing.
    handleFrame(frame(4, '1700'));
    handleFrame(frame(2, '1700'));
    expect(handlers.levelUp).toHaveBeenCalledTimes(1);
    expect(getState().user?.levelId).toBe(2);
  });

  it('205 refreshes the profile and the game config', () => {
    handleFrame({ type: MSG.REFRESH_PROFILE });
    expect(handlers.refreshProfile).toHaveBeenCalledTimes(1);
    expect(handlers.refreshGameConfig).toHaveBeenCalledTimes(1);
  });

  it('206 status 1 shows the bonus wallet, anything else hides it', () => {
    getState().setUser(fakeUser({ showBonusWallet: 0 }));
    handleFrame({ type: MSG.BONUS_WALLET, data: { status: 1 } });
    expect(getState().user?.showBonusWallet).toBe(1);
    handleFrame({ type: MSG.BONUS_WALLET, data: { status: 0 } });
    expect(getState().user?.showBonusWallet).toBe(0);
  });

  it('207 keeps the drag info and 305 asks for the refresh button', () => {
    handleFrame({ type: MSG.DRAG_INFO, data: { x: 10, y: 20 } });
    handleFrame({ type: MSG.REFRESH_BUTTON });
    expect(getState().dragInfo).toEqual({ x: 10, y: 20 });
    expect(getState().refreshButton).toBe(1);
  });

  it('208 adds live wins and bets to the capped feed, newest first; a batch with a bad entry is dropped whole', () => {
    const bet = (id: number) => ({
      id,
      userName: 'u',
      gameCode: 10001,
      gameName: 'Crash',
      coin: 'USDT',
      amount: '1',
      multiplier: '2',
      payout: '2',
      time: id,
    });
    handleFrame({ type: MSG.LIVE_BETS, data: bet(1) });
    handleFrame({ type: MSG.LIVE_BETS, data: { list: [bet(2), bet(3), { junk: true }] } });
    expect(getState().liveBets.map((b) => b.id)).toEqual([1]);
    handleFrame({ type: MSG.LIVE_BETS, data: { list: [bet(2), bet(3)] } });
    expect(getState().liveBets.map((b) => b.id)).toEqual([3, 2, 1]);
  });

  it('a send is confirmed by the broadcast echoing its clientId, refused by an error frame naming it', () => {
    getState().setUser(fakeUser({ id: 9 }));
    room.addChatPending({ clientId: 'c1', text: 'one', atUsers: [], createdAt: 1 });
    room.addChatPending({ clientId: 'c2', text: 'two', atUsers: [], createdAt: 2 });
    handleFrame({ type: MSG.CHAT, data: entry(4, { clientId: 'c1', text: 'one' }) });
    expect(getState().chatPending.map((p) => p.clientId)).toEqual(['c2']);
    handleFrame({
      type: ERROR_FRAME_TYPE,
      code: 429,
      data: { msg: 'You are sending too fast: wait a second between messages', clientId: 'c2', retryAfterMs: 800 },
    });
    expect(getState().chatPending).toEqual([]);
    expect(getState().chatError).toBe('You are sending too fast: wait a second between messages');
    // The refused text is back in the composer.
    expect(getState().chatDraft).toBe('two');
    // A refusal without a clientId (an older server) fails the oldest pending send; with none pending it is ignored.
    // An error frame without its msg is malformed: dropped, the send stays pending.
    getState().setChatDraft('draft kept');
    room.addChatPending({ clientId: 'c3', text: 'three', atUsers: [], createdAt: 3 });
    handleFrame({ type: ERROR_FRAME_TYPE, code: 500, data: {} });
    expect(getState().chatPending.map((p) => p.clientId)).toEqual(['c3']);
    handleFrame({ type: ERROR_FRAME_TYPE, code: 500, data: { msg: '' } });
    expect([getState().chatPending, getState().chatError, getState().chatDraft]).toEqual([[], CHAT_SEND_ERROR, 'draft kept']);
    handleFrame({ type: ERROR_FRAME_TYPE, code: 500, data: { msg: 'x' } });
    expect(getState().chatError).toBe(CHAT_SEND_ERROR);
    expect(handlers.toastError).not.toHaveBeenCalled();
  });

  it('a notice (a chat command refused after its message went out) is a toast and leaves pending sends alone', () => {
    room.addChatPending({ clientId: 'c9', text: 'nine', atUsers: [], createdAt: 9 });
    handleFrame({ type: ERROR_FRAME_TYPE, code: 400, data: { msg: 'The scene was switched moments ago: try again in 4 s', notice: true } });
    expect(handlers.toastError).toHaveBeenCalledWith('The scene was switched moments ago: try again in 4 s');
    expect(getState().chatPending.map((p) => p.clientId)).toEqual(['c9']);
  });

  it('unknown types are ignored', () => {
    const before = getState();
    handleFrame({ type: 9999, data: { x: 1 } });
    expect(getState()).toBe(before);
  });
});

describe('every frame is decoded with its schema before it reaches the store', () => {
  const receiver = vi.fn();
  const gameTypes = [MSG.CRASH_ROUND, MSG.CRASH_TICK, MSG.CRASH_BET, MSG.CRASH_CASHOUT];
  let debug: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    receiver.mockReset();
    followFrames(gameTypes, receiver);
    debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    // Something for every frame to act on: a user, a chat line (6) to delete, a pending send to refuse.
    getState().setUser(fakeUser());
    room.addChatEntry(entry(6));
    room.addChatPending({ clientId: 'c1', text: 'one', atUsers: [], createdAt: 1 });
  });
  afterEach(() => {
    followFrames(gameTypes, null);
    debug.mockRestore();
  });

  const calls = () => Object.values(handlers).reduce((n, h) => n + h.mock.calls.length, 0) + receiver.mock.calls.length;

  describe.each(Object.entries(SERVER_FRAMES))('type %s', (type, { valid, malformed }) => {
    it('a well-formed frame reaches the store, an action or its game', () => {
      const before = getState();
      handleFrame(valid);
      expect(debug).not.toHaveBeenCalled();
      // The heartbeat's acknowledgement is LiveSocket's own: nothing else to do.
      if (Number(type) !== MSG.HEARTBEAT) expect(getState() !== before || calls() > 0).toBe(true);
    });

    it('a malformed frame is dropped with a debug log: nothing thrown, the store unchanged, no action called', () => {
      const before = getState();
      expect(() => handleFrame(malformed)).not.toThrow();
      expect(getState()).toBe(before);
      expect(calls()).toBe(0);
      expect(debug).toHaveBeenCalledTimes(1);
      expect(debug.mock.calls[0]![0]).toMatch(/^socket frame dropped: /);
    });
  });

  it("a game's frame reaches its receiver decoded", () => {
    handleFrame(SERVER_FRAMES[MSG.CRASH_TICK].valid);
    expect(receiver).toHaveBeenCalledWith(SERVER_FRAMES[MSG.CRASH_TICK].valid);
  });
});

describe('the app socket (createLiveSocket)', () => {
  class Fake implements WebSocketLike {
    static all: Fake[] = [];
    readyState = 0;
    onopen: WebSocketLike['onopen'] = null;
    onmessage: WebSocketLike['onmessage'] = null;
    onclose: WebSocketLike['onclose'] = null;
    onerror: WebSocketLike['onerror'] = null;
    constructor() {
      Fake.all.push(this);
    }
    send() {}
    close() {
      this.readyState = 3;
    }
    drop() {
      this.readyState = 3;
      this.onclose?.({ code: 1006 });
    }
    push(frame: SocketFrame) {
      this.onmessage?.({ data: JSON.stringify(frame) });
    }
  }

  beforeEach(() => {
    vi.useFakeTimers();
    Fake.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('reports its status to the store and dispatches frames', () => {
    const socket = createLiveSocket({ url: () => 'ws://x/chat', createSocket: () => new Fake() });
    socket.connect();
    expect(getState().socketStatus).toBe('connecting');
    const ws = Fake.all[0]!;
    ws.readyState = 1;
    ws.onopen?.({});
    expect(getState().socketStatus).toBe('open');
    ws.push({ type: MSG.ONLINE_COUNT, data: { online: 5 } });
    expect(getState().online).toBe(5);
    socket.disconnect();
    expect(getState().socketStatus).toBe('closed');
  });

  it('every third reconnect attempt refreshes the profile of a logged-in user', () => {
    getState().setUser(fakeUser());
    const socket = createLiveSocket({ url: () => 'ws://x/chat', createSocket: () => new Fake() });
    socket.connect();
    for (let attempt = 1; attempt <= 6; attempt++) {
      Fake.all.at(-1)!.drop();
      expect(handlers.refreshProfile).toHaveBeenCalledTimes(Math.floor(attempt / 3));
      vi.advanceTimersByTime(5000);
    }
    expect(Fake.all).toHaveLength(7);
    getState().clearSession();
    Fake.all.at(-1)!.drop();
    vi.advanceTimersByTime(5000);
    Fake.all.at(-1)!.drop();
    vi.advanceTimersByTime(5000);
    Fake.all.at(-1)!.drop(); // attempt 9: a guest has no profile to refresh
    expect(handlers.refreshProfile).toHaveBeenCalledTimes(2);
    socket.disconnect();
  });
});
