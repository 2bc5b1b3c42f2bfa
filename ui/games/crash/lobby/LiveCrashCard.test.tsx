import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { msAtHundredths, type CrashPhase, type CrashRoundFrame, type CrashState } from '../../../../src/core/games/crash';
import { getState, resetStore } from '../../../../src/app/store';
import { crashStateOf, playerFrameOf, roundFrameOf, sendCrash, tickFrameOf } from '../../../../src/app/games/crash/fixtures.testing';

vi.mock('../../../../src/app/games/crash/crashApi', () => ({ crashState: vi.fn() }));

const api = await import('../../../../src/app/games/crash/crashApi');
const { crashClock, resetCrashWatch } = await import('../../../../src/app/games/crash/crashActions');
const { LiveCrashCard, CRASH_CARD_FRAME_MS, CRASH_CARD_REDUCED_FRAME_MS } = await import('./LiveCrashCard');

const EPOCH = 1_700_000_000_000;
let local = 1000;
let epoch = EPOCH;
const ok = <T,>(data: T) => ({ code: 200, msg: '', data });
const state = (patch: Partial<CrashState> = {}) =>
  crashStateOf(
    {
      roundId: 20,
      bettingEndsAt: EPOCH + 4000,
      history: [
        { roundId: 19, crashPoint: '1.20', hash: 'a'.repeat(64) },
        { roundId: 18, crashPoint: '14.00', hash: 'b'.repeat(64) },
      ],
      ...patch,
    },
    EPOCH,
  );
const round = (roundId: number, phase: CrashPhase, extra: Partial<CrashRoundFrame> = {}) =>
  act(() => sendCrash.round(roundFrameOf(roundId, phase, { bettingEndsAt: epoch + 4000, ...extra }, epoch)));
/** Both clocks move on by `ms` and the card's interval runs. */
const pass = (ms: number) =>
  act(() => {
    local += ms;
    epoch += ms;
    vi.advanceTimersByTime(ms);
  });
const figure = () => screen.getByTestId('crash-live-figure').textContent;
const readout = () => screen.getByTestId('crash-live-readout');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  resetStore();
  resetCrashWatch();
  vi.clearAllMocks();
  local = 1000;
  epoch = EPOCH;
  crashClock.now = () => local;
  crashClock.epoch = () => epoch;
  vi.mocked(api.crashState).mockResolvedValue(ok(state()) as never);
});
afterEach(() => {
  cleanup();
  resetCrashWatch();
  vi.useRealTimers();
});

const mount = async () => {
  render(
    <MemoryRouter>
      <LiveCrashCard />
    </MemoryRouter>,
  );
  await act(async () => {
    await vi.waitFor(() => expect(getState().crash.roundId).toBe(20));
  });
};

describe('LiveCrashCard', () => {
  it('follows the round from one state read and the socket: countdown, climbing multiplier, bust, next round', async () => {
    await mount();
    expect(api.crashState).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('crash-live')).toHaveAttribute('href', '/game/crash');
    expect(screen.getByTestId('crash-live')).toHaveAttribute('data-phase', 'betting');
    expect(figure()).toBe('4.0s');
    pass(1500);
    expect(figure()).toBe('2.5s');
    expect(screen.getByTestId('crash-live-history').textContent).toBe('1.20×14.00×');
    expect(screen.getByTestId('crash-live-players')).toHaveTextContent('No bets on this round yet');

    // A player bets; the round runs: the multiplier climbs with the clock between ticks.
    act(() => sendCrash.bet(playerFrameOf(20, 1, { userName: 'alice', amount: '5' })));
    expect(screen.getByTestId('crash-live-players')).toHaveTextContent('1 player in this round: alice');
    pass(2500);
    round(20, 'running');
    act(() => sendCrash.tick(tickFrameOf(20, 1, 0, epoch)));
    pass(CRASH_CARD_FRAME_MS);
    expect(readout()).toHaveAttribute('data-kind', 'running');
    const seen = [figure()];
    for (let i = 0; i < 4; i++) {
      pass(3000);
      seen.push(figure());
    }
    expect(seen).toEqual(['1.00×', '1.20×', '1.43×', '1.72×', '2.06×']);
    expect(Number(readout().dataset.hundredths)).toBe(206);
    expect(screen.getByTestId('crash-live').querySelector('.crash-live__path')!.getAttribute('d')).toMatch(/^M0\.0,96\.0 L/);

    // It busts at 2.10×: the figure holds the crash point, the chip joins the history; the next round opens.
    const bustMs = msAtHundredths(210);
    round(20, 'crashed', { elapsedMs: bustMs, crashPoint: '2.10', hash: 'c'.repeat(64) });
    pass(CRASH_CARD_FRAME_MS);
    expect(figure()).toBe('2.10×');
    expect(screen.getByTestId('crash-live-history').textContent).toBe('2.10×1.20×14.00×');
    pass(3000);
    round(21, 'betting');
    pass(CRASH_CARD_FRAME_MS);
    expect(screen.getByTestId('crash-live')).toHaveAttribute('data-phase', 'betting');
    expect(figure()).toBe('4.0s');
    expect(screen.getByTestId('crash-live-players')).toHaveTextContent('No bets on this round yet');
    // A whole round went by on frames alone: the state was read once.
    expect(api.crashState).toHaveBeenCalledTimes(1);
  });

  it('writes once a second while off screen and nothing that did not change; steps four times a second for reduced motion', async () => {
    let seen: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: typeof seen) {
          seen = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }));
    try {
      await mount();
      // Not yet seen: written at once (the state may still be on its way), then once a second.
      expect(figure()).toMatch(/^(1\.00×|4\.0s)$/);
      pass(1000);
      expect(figure()).toMatch(/^3\.\ds$/);
      act(() => seen([{ isIntersecting: true }]));
      expect(figure()).toBe('3.0s');
      const writes: string[] = [];
      const watch = new MutationObserver((ms) => ms.forEach((m) => writes.push(m.attributeName ?? m.type)));
      watch.observe(readout(), { subtree: true, attributes: true, childList: true, characterData: true });
      // Reduced motion: a tick every 250 ms, so 100 ms later nothing moved; the countdown's tenths then do, alone.
      pass(100);
      await act(async () => {});
      expect(writes).toEqual([]);
      pass(CRASH_CARD_REDUCED_FRAME_MS - 100);
      await act(async () => {});
      expect(figure()).toBe('2.8s');
      expect(writes.every((w) => w === 'childList' || w === 'characterData')).toBe(true);
      // Scrolled away: a write a second again.
      act(() => seen([{ isIntersecting: false }]));
      pass(900);
      expect(figure()).toBe('2.8s');
      pass(100);
      expect(figure()).toBe('1.8s');
      watch.disconnect();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stops following the round when the lobby closes', async () => {
    const { unmount } = render(
      <MemoryRouter>
        <LiveCrashCard />
      </MemoryRouter>,
    );
    await act(async () => {
      await vi.waitFor(() => expect(getState().crash.roundId).toBe(20));
    });
    unmount();
    expect(getState().crash.roundId).toBeNull();
    round(21, 'betting');
    expect(getState().crash.roundId).toBeNull();
  });

  it('waits for the first state with a dimmed 1.00× instead of an empty box', () => {
    vi.mocked(api.crashState).mockReturnValue(new Promise(() => {}) as never);
    render(
      <MemoryRouter>
        <LiveCrashCard />
      </MemoryRouter>,
    );
    expect(readout()).toHaveAttribute('data-kind', 'idle');
    expect(figure()).toBe('1.00×');
    expect(readout()).toHaveTextContent('Joining the live round…');
  });
});
