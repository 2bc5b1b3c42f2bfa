import { describe, expect, it } from 'vitest';
import { ERROR_FRAME_TYPE, MSG } from './socket';
import { chatSendSchema, shareBetSchema } from './chat/schemas';
import { clientFrameSchemas, decodeClientFrame, decodeServerFrame, serverFrameError, serverFrameSchemas } from './socketFrames';
import { ENTRY, LIVE_BET, SERVER_FRAMES } from './socketFrames.testing';

describe('socket frame schemas', () => {
  it('every MSG type and the error frame have a server schema and a test frame', () => {
    for (const type of [...Object.values(MSG), ERROR_FRAME_TYPE]) {
      expect(serverFrameSchemas, `type ${type}`).toHaveProperty(String(type));
      expect(SERVER_FRAMES, `type ${type}`).toHaveProperty(String(type));
    }
    expect(Object.keys(serverFrameSchemas).sort()).toEqual([...Object.values(MSG), ERROR_FRAME_TYPE].map(String).sort());
  });

  it('a browser may send the heartbeat, a chat message and a bet share, checked by the chat schemas', () => {
    expect(
      Object.keys(clientFrameSchemas)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([MSG.HEARTBEAT, MSG.CHAT, MSG.SHARED_GAME]);
    expect(clientFrameSchemas[MSG.CHAT]).toBe(chatSendSchema);
    expect(clientFrameSchemas[MSG.SHARED_GAME]).toBe(shareBetSchema);
  });

  describe.each(Object.entries(SERVER_FRAMES))('type %s', (_type, { valid, malformed }) => {
    it('a well-formed frame decodes', () => {
      const decoded = decodeServerFrame(valid);
      expect(decoded).toMatchObject({ ok: true, frame: { type: valid.type } });
      expect(serverFrameError(valid)).toBeNull();
    });
    it('a malformed frame is refused with the reason', () => {
      const decoded = decodeServerFrame(malformed);
      expect(decoded.ok).toBe(false);
      if (!decoded.ok) expect(decoded.error).toMatch(/\w/);
    });
  });

  it('names the frame type and the field that broke it', () => {
    expect(decodeServerFrame(SERVER_FRAMES[MSG.AMOUNT_CHANGE].malformed)).toEqual({
      ok: false,
      error: 'Frame type 3: amount must be a decimal string',
    });
    expect(decodeServerFrame({ type: MSG.CRASH_TICK, data: { roundId: 1, elapsedMs: 1, seq: -1, serverTime: 1 } })).toEqual({
      ok: false,
      error: 'Frame type 401: seq must not be negative',
    });
    expect(decodeServerFrame({ type: 9999 })).toEqual({ ok: false, error: 'Unknown frame type 9999' });
    expect(decodeServerFrame('{"type":2}')).toEqual({ ok: false, error: 'Frame must be a JSON object' });
    expect(decodeServerFrame([2])).toEqual({ ok: false, error: 'Frame must be a JSON object' });
    expect(decodeServerFrame({ type: '2' })).toEqual({ ok: false, error: 'Frame type must be an integer' });
  });

  it("holds a live game's bet in the 208 feed to its game's strict schema; an instant game's keeps its own fields", () => {
    const crash = {
      id: 7,
      game: 'crash',
      userName: 'ann',
      gameCode: 10001,
      gameName: 'crash',
      coin: 'USDT',
      balanceType: 'DEPOSIT',
      amount: '1.000000',
      multiplier: '1.87',
      payout: '1.870000',
      win: true,
      state: 'cashed',
      roundId: 20,
      autoCashout: null,
      cashoutAt: '1.87',
      crashPoint: '2.47',
      createdAt: '2026-11-25T08:00:00.000Z',
      time: 1_700_000_000_000,
    };
    expect(decodeServerFrame({ type: MSG.LIVE_BETS, data: { list: [crash, LIVE_BET] } })).toEqual({
      ok: true,
      frame: { type: MSG.LIVE_BETS, data: { list: [crash, LIVE_BET] } },
    });
    const { roundId: _missing, ...noRound } = crash;
    for (const bad of [noRound, { ...crash, state: 'active' }, { ...crash, hash: 'ab'.repeat(32) }, { ...crash, cashoutAt: 1.87 }]) {
      expect(decodeServerFrame({ type: MSG.LIVE_BETS, data: { list: [LIVE_BET, bad] } }).ok).toBe(false);
    }
  });

  it('decodes the payloads the browser reads: a single live bet as a batch, level figures as decimal strings', () => {
    const one = decodeServerFrame({ type: MSG.LIVE_BETS, data: LIVE_BET });
    // The settled bet's own fields pass through for the bet tables.
    expect(one).toEqual({ ok: true, frame: { type: MSG.LIVE_BETS, data: { list: [LIVE_BET] } } });
    const level = decodeServerFrame({
      type: MSG.LEVEL_UPDATE,
      data: { currentLevelValue: '10', progress: 15, nextProgress: '50', levelId: 9, extra: 'dropped' },
    });
    // The level and its reward state travel with the spec's three figures; unknown fields are dropped.
    expect(level).toEqual({
      ok: true,
      frame: { type: MSG.LEVEL_UPDATE, data: { currentLevelValue: '10', progress: '15', nextProgress: '50', levelId: 9 } },
    });
    // A tip's chat line is an entry; the receiver's toast is the bare notice.
    const line = decodeServerFrame({
      type: MSG.TIP,
      data: { ...ENTRY, kind: 'tip', tip: { fromName: 'a', toName: 'b', coin: 'BTC', amount: '1' } },
    });
    expect(line).toMatchObject({ ok: true, frame: { data: { id: ENTRY.id, kind: 'tip' } } });
    expect(decodeServerFrame(SERVER_FRAMES[MSG.TIP].valid)).toEqual({ ok: true, frame: SERVER_FRAMES[MSG.TIP].valid });
    // A bare 200 (the bell re-reads) and a bare flag word are well formed.
    expect(decodeServerFrame({ type: MSG.NEWS_NOTIFY }).ok).toBe(true);
    expect(decodeServerFrame({ type: MSG.VIP_UNREAD, data: 96 }).ok).toBe(true);
    expect(decodeServerFrame({ type: MSG.SUCCESS_TOAST, data: 'Plain text' }).ok).toBe(true);
  });

  it("decodes a browser's frames with the chat schemas' texts; other types are unknown", () => {
    expect(decodeClientFrame({ type: MSG.HEARTBEAT })).toEqual({ ok: true, frame: { type: MSG.HEARTBEAT } });
    expect(decodeClientFrame({ type: MSG.CHAT, data: { text: '  hi  ', clientId: 'c1' } })).toEqual({
      ok: true,
      frame: { type: MSG.CHAT, data: { text: 'hi', clientId: 'c1' } },
    });
    expect(decodeClientFrame({ type: MSG.CHAT, data: { text: 5 } })).toEqual({ ok: false, error: 'Frame type 10: text must be a string' });
    expect(decodeClientFrame({ type: MSG.SHARED_GAME, data: { betId: 'x' } })).toEqual({
      ok: false,
      error: 'Frame type 14: betId must be a bet id from your bet history',
    });
    expect(decodeClientFrame({ type: MSG.ONLINE_COUNT, data: { online: 1 } })).toEqual({ ok: false, error: 'Unknown frame type 2' });
  });
});
