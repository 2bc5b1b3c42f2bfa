import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { OverlayBet, OverlayFrame } from '../../src/core/overlay';
import { fakeOverlayBet, fakeOverlayState, fakeStats } from '../../src/core/overlayFixtures.testing';
import { CLOSE_REVOKED, OverlayHub, type OverlayClient, type OverlaySource } from './OverlayHub';

class FakeSocket extends EventEmitter {
  readyState = 1;
  sent: OverlayFrame[] = [];
  closedWith: number | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text) as OverlayFrame);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  ping() {}
  terminate() {
    this.readyState = 3;
  }
}

const stats = fakeStats();
const bet = (id: number) => fakeOverlayBet(id, { win: true, payout: '2', payoutUsd: '2' });
const state = (bets: OverlayBet[] = []) => fakeOverlayState(bets);

function client(userId: number, tokenId: number): OverlayClient & { socket: FakeSocket } {
  return { socket: new FakeSocket() as unknown as WebSocket & FakeSocket, userId, tokenId, alive: true } as OverlayClient & {
    socket: FakeSocket;
  };
}

let ledger: OverlayBet[];
let reads: string[];
let source: OverlaySource;
let hub: OverlayHub;

beforeEach(() => {
  vi.useFakeTimers();
  ledger = [];
  reads = [];
  source = {
    betsAfter: async (_userId, afterId) => {
      reads.push(afterId);
      return { bets: ledger.filter((b) => Number(b.id) > Number(afterId)), stats: { ...stats, bets: ledger.length } };
    },
    hunt: async () => ({ bonuses: [], cost: '5', won: '0', breakEven: '5' }),
    state: async (_userId, tokenId) => (tokenId === 99 ? null : state(ledger.slice().reverse())),
  };
  hub = new OverlayHub(source, { intervalMs: 100 });
});
afterEach(() => {
  hub.stop();
  vi.useRealTimers();
});

describe('OverlayHub', () => {
  it('sends the state on add, then each new bet once, oldest first, with the stats', async () => {
    ledger.push(bet(5));
    const c = client(1, 10);
    hub.add(c, state([bet(5)]));
    expect(c.socket.sent).toEqual([{ t: 'state', state: state([bet(5)]) }]);
    ledger.push(bet(6), bet(7));
    hub.note('bet:1');
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toEqual(['5']);
    expect(c.socket.sent.slice(1).map((f) => (f.t === 'bet' ? [f.bet.id, f.stats.bets] : f.t))).toEqual([
      ['6', 3],
      ['7', 3],
    ]);
  });

  it('reads a burst of bets once per interval, not once per bet', async () => {
    const c = client(1, 10);
    hub.add(c, state());
    ledger.push(bet(1));
    hub.note('bet:1');
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 2; i <= 20; i++) {
      ledger.push(bet(i));
      hub.note('bet:1');
    }
    await vi.advanceTimersByTimeAsync(50);
    expect(reads).toEqual(['0']);
    await vi.advanceTimersByTimeAsync(50);
    expect(reads).toEqual(['0', '1']);
    expect(c.socket.sent.filter((f) => f.t === 'bet')).toHaveLength(20);
  });

  it('ignores events of players with no overlay here and malformed events', async () => {
    hub.note('bet:2');
    hub.note('bet:abc');
    hub.note('scene:1:party');
    hub.note('nonsense');
    await vi.advanceTimersByTimeAsync(500);
    expect(reads).toEqual([]);
  });

  it('pushes a scene, a hunt and a fresh state to every overlay of the player', async () => {
    const a = client(1, 10);
    const b = client(1, 11);
    const other = client(2, 12);
    hub.add(a, state());
    hub.add(b, state());
    hub.add(other, state());
    hub.note('scene:1:stats');
    hub.note('hunt:1');
    hub.note('state:1');
    await vi.advanceTimersByTimeAsync(0);
    for (const c of [a, b]) expect(c.socket.sent.map((f) => f.t)).toEqual(['state', 'scene', 'hunt', 'state']);
    expect(other.socket.sent.map((f) => f.t)).toEqual(['state']);
  });

  it('closes the overlays of a revoked link and forgets them', async () => {
    const a = client(1, 10);
    const b = client(1, 11);
    hub.add(a, state());
    hub.add(b, state());
    hub.note('revoke:10');
    expect(a.socket.sent.at(-1)).toEqual({ t: 'revoked' });
    expect(a.socket.closedWith).toBe(CLOSE_REVOKED);
    expect(b.socket.closedWith).toBeNull();
    expect(hub.size).toBe(1);
    // A state refresh that finds the link gone closes it too.
    const gone = client(1, 99);
    hub.add(gone, state());
    hub.note('state:1');
    await vi.advanceTimersByTimeAsync(0);
    expect(gone.socket.closedWith).toBe(CLOSE_REVOKED);
    expect(hub.size).toBe(1);
  });
});
