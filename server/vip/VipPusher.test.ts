// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type pg from 'pg';
import { MSG, type SocketFrame } from '../../src/core/socket';
import type { Hub } from '../live/hub';
import type { LadderLevel, VipLadder } from './ladder';
import { VipPusher } from './VipPusher';

const level = (levelId: number, threshold: string, upgradeReward = '0'): LadderLevel =>
  ({ levelId, name: `L${levelId}`, threshold, upgradeReward, names: {} }) as unknown as LadderLevel;
const LEVELS = [level(1, '0'), level(2, '50', '0.25'), level(3, '250', '1')];

function setup(xp = '20') {
  const sent: { userId: number; frame: SocketFrame }[] = [];
  const local = new Set([7]);
  const hub = {
    hasLocalUser: (id: number) => local.has(id),
    sendToLocalUser: (userId: number, frame: SocketFrame) => sent.push({ userId, frame }),
  } as unknown as Hub;
  const state = { xp, level: 1 };
  const db = {
    query: vi.fn(async (q: { name?: string }) => {
      if (q.name === 'vip-account')
        return {
          rows: [{ xp: state.xp, wagered_usd: state.xp, level_id: state.level, level_floor: null, created_at: new Date(0), reached: null }],
        };
      return { rows: [] };
    }),
  } as unknown as pg.Pool;
  const ladder = { get: async () => LEVELS } as unknown as VipLadder;
  let flags = 0;
  const flagsOf = vi.fn(async () => flags);
  const pusher = new VipPusher(db, ladder, hub, flagsOf, { intervalMs: 250, flagsMs: 1000 });
  return {
    pusher,
    sent,
    state,
    flagsOf,
    setFlags: (f: number) => (flags = f),
    local,
    db: db as unknown as { query: ReturnType<typeof vi.fn> },
  };
}

const types = (sent: { frame: SocketFrame }[]) => sent.map((s) => s.frame.type);

describe('VipPusher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("pushes 204 to the player's local sockets 250 ms after the stakes' notifications, coalesced into one", async () => {
    const { pusher, sent } = setup();
    for (let i = 0; i < 5; i++) pusher.note('7');
    await vi.advanceTimersByTimeAsync(249);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(types(sent).filter((t) => t === MSG.LEVEL_UPDATE)).toHaveLength(1);
    expect(sent[0]!.frame.data).toMatchObject({ levelId: 1, progress: '20', nextProgress: '50', currentProgress: '40.00' });
    // The look after it finds nothing new: no second push.
    await vi.advanceTimersByTimeAsync(1000);
    expect(types(sent).filter((t) => t === MSG.LEVEL_UPDATE)).toHaveLength(1);
  });

  it('keeps reading while the progress moves: stakes that sent no notification of their own show at the next look', async () => {
    const { pusher, sent, state, db } = setup();
    pusher.note('7');
    await vi.advanceTimersByTimeAsync(250);
    // Two more stakes inside the trigger's 250 ms window: no NOTIFY for them.
    state.xp = '35';
    await vi.advanceTimersByTimeAsync(250);
    const progress = sent.filter((s) => s.frame.type === MSG.LEVEL_UPDATE).map((s) => (s.frame.data as { progress: string }).progress);
    expect(progress).toEqual(['20', '35']);
    // Then it stops reading once nothing moves (after one more look for the reward flags, a second after the last).
    await vi.advanceTimersByTimeAsync(2000);
    const reads = db.query.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(db.query.mock.calls.length).toBe(reads);
  });

  it('ignores players with no socket here and payloads that are not a user id', async () => {
    const { pusher, sent } = setup();
    pusher.note('8');
    pusher.note('x7');
    pusher.note('7:down');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([]);
  });

  it('a level-up also rings the bell (bare 200) and sends the flags at once', async () => {
    const { pusher, sent, state, setFlags } = setup('60');
    state.level = 2;
    setFlags(2);
    pusher.note('7:up');
    await vi.advanceTimersByTimeAsync(250);
    expect(types(sent)).toEqual([MSG.LEVEL_UPDATE, MSG.NEWS_NOTIFY, MSG.VIP_UNREAD]);
    expect(sent[0]!.frame.data).toMatchObject({ levelId: 2, canGetUpReward: 1, canGetUpRewardAmount: '0.25' });
    expect(sent[2]!.frame.data).toBe(2);
  });

  it('recomputes the flags at most once a second while stakes stream in, and once more after the last', async () => {
    const { pusher, sent, flagsOf, setFlags } = setup();
    pusher.note('7');
    await vi.advanceTimersByTimeAsync(250);
    expect(flagsOf).toHaveBeenCalledTimes(1);
    // No word was sent before, so the first one goes out.
    expect(types(sent)).toEqual([MSG.LEVEL_UPDATE, MSG.VIP_UNREAD]);
    setFlags(1);
    pusher.note('7');
    await vi.advanceTimersByTimeAsync(250);
    expect(flagsOf).toHaveBeenCalledTimes(1);
    // The trailing look after the interval sees the rakeback flag.
    await vi.advanceTimersByTimeAsync(1000);
    expect(flagsOf).toHaveBeenCalledTimes(2);
    expect(sent.filter((s) => s.frame.type === MSG.VIP_UNREAD).map((s) => s.frame.data)).toEqual([0, 1]);
  });
});
