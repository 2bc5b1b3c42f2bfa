import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OverlayBet, OverlayFrame, OverlayState } from '../../core/overlay';
import { fakeOverlayBet, fakeOverlayState, fakeStats } from '../../core/overlayFixtures.testing';
import { applyOverlayFrame, OverlayFeed } from './overlayFeed';

const stats = fakeStats();
const bet = (id: number) => fakeOverlayBet(id);
const state = (bets: OverlayBet[]) => fakeOverlayState(bets);

describe('applyOverlayFrame', () => {
  it('puts a new bet on top once, keeps the newest ten, and takes its stats', () => {
    let s: OverlayState | null = state([bet(3), bet(2)]);
    s = applyOverlayFrame(s, { t: 'bet', bet: bet(4), stats: { ...stats, bets: 3 } });
    expect(s!.bets.map((b) => b.id)).toEqual(['4', '3', '2']);
    expect(s!.stats.bets).toBe(3);
    s = applyOverlayFrame(s, { t: 'bet', bet: bet(4), stats: { ...stats, bets: 3 } });
    expect(s!.bets.map((b) => b.id)).toEqual(['4', '3', '2']);
    // One that arrives late still sorts by id (ids beyond 2^53 compare exactly).
    s = applyOverlayFrame(s, { t: 'bet', bet: bet(1), stats });
    expect(s!.bets.map((b) => b.id)).toEqual(['4', '3', '2', '1']);
    for (let i = 5; i < 20; i++) s = applyOverlayFrame(s, { t: 'bet', bet: bet(i), stats });
    expect(s!.bets).toHaveLength(10);
    expect(s!.bets[0]!.id).toBe('19');
    const big = applyOverlayFrame(state([{ ...bet(0), id: '9007199254740993' }]), {
      t: 'bet',
      bet: { ...bet(0), id: '9007199254740992' },
      stats,
    });
    expect(big!.bets.map((b) => b.id)).toEqual(['9007199254740993', '9007199254740992']);
  });
  it('replaces the scene, hunt or whole state, and waits for a state before anything else', () => {
    const s = state([]);
    expect(applyOverlayFrame(s, { t: 'scene', scene: 'hunt' })!.scene).toBe('hunt');
    expect(applyOverlayFrame(s, { t: 'hunt', hunt: { ...s.hunt, cost: '9' } })!.hunt.cost).toBe('9');
    expect(applyOverlayFrame(null, { t: 'scene', scene: 'hunt' })).toBeNull();
    expect(applyOverlayFrame(null, { t: 'state', state: s })).toBe(s);
  });
});

class FakeWs {
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  closed = false;
  close() {
    this.closed = true;
  }
  emit(frame: OverlayFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

describe('OverlayFeed', () => {
  let sockets: FakeWs[];
  let urls: string[];
  const events = { frame: vi.fn(), gone: vi.fn(), status: vi.fn() };
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    urls = [];
    for (const f of Object.values(events)) f.mockReset();
  });
  afterEach(() => vi.useRealTimers());
  const feed = () =>
    new OverlayFeed('tok', events, (url) => {
      urls.push(url);
      const ws = new FakeWs();
      sockets.push(ws);
      return ws as unknown as WebSocket;
    });

  it("listens on the link's socket and hands over its frames", () => {
    const f = feed();
    f.start();
    expect(urls[0]).toMatch(/^ws:\/\/[^/]+\/v1\/overlay\/tok\/socket$/);
    sockets[0]!.onopen?.();
    expect(events.status).toHaveBeenCalledWith(true);
    sockets[0]!.emit({ t: 'scene', scene: 'stats' });
    expect(events.frame).toHaveBeenCalledWith({ t: 'scene', scene: 'stats' });
    f.stop();
    expect(sockets[0]!.closed).toBe(true);
  });

  it('connects again after a drop with a doubling wait, reset by a successful open', () => {
    const f = feed();
    f.start();
    sockets[0]!.onclose?.({ code: 1006 });
    expect(events.status).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.onopen?.();
    sockets[2]!.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
    f.stop();
  });

  it('stops for good when the link is revoked or unknown', () => {
    for (const end of [(ws: FakeWs) => ws.emit({ t: 'revoked' }), (ws: FakeWs) => ws.onclose?.({ code: 4404 })]) {
      const f = feed();
      f.start();
      end(sockets.at(-1)!);
      expect(events.gone).toHaveBeenCalled();
      const n = sockets.length;
      vi.advanceTimersByTime(60_000);
      expect(sockets).toHaveLength(n);
      events.gone.mockReset();
    }
  });
});
