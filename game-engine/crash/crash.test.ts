import { describe, expect, it } from 'vitest';
import { expectOwnSounds } from '../core/sounds.testing';
import { CRASH_SOUNDS } from './sounds';
import { msAtHundredths, multiplierHundredthsAt } from '../../src/core/games/crash/curve';
import type { CrashCashoutLabel, CrashStageState, CrashTypes } from '../../src/core/games/crash/round';
import { flush } from '../core/fakeGame.testing';
import { FakeRuntime } from '../core/FakeRuntime.testing';
import type { EngineFactoryOf, EngineHostOf, LiveFeed } from '../types';
import { CrashGame, type CrashStage } from './CrashGame';
import type * as CrashModule from './index';
import { CRASH_TIMING, type CrashView } from './presentation';

function fakeStage() {
  const calls: string[] = [];
  const frames: CrashView[] = [];
  let tap: () => void = () => {};
  const stage: CrashStage = {
    setTap: (t) => (tap = t),
    render: (view) => void frames.push({ ...view }),
    setAutoTarget: (h) => void calls.push(`auto ${h}`),
    setHistory: (h) => void calls.push(`history ${h.map((e) => e.crashPoint).join(',')}`),
    setCashouts: (c: readonly CrashCashoutLabel[]) => void calls.push(`cashouts ${c.map((e) => `${e.userName}@${e.at}`).join(',')}`),
    setMyBet: (b) => void calls.push(`bet ${b?.cashoutAt ?? (b ? 'in' : 'none')}`),
    launch: () => void calls.push('launch'),
    cashedOut: () => void calls.push('cashedOut'),
    explode: async () => void calls.push('explode'),
    result: async (win) => void calls.push(win ? 'win' : 'lose'),
  };
  return { stage, calls, frames, tap: () => tap() };
}

/** A crash game on fake time with a host clock and a feed the test moves by hand. */
function setup(options: { live?: boolean } = {}) {
  const runtime = new FakeRuntime();
  const { stage, calls, frames, tap } = fakeStage();
  const clock = { now: 1000 };
  let feed: LiveFeed | null = null;
  const events: unknown[] = [];
  const inputs: unknown[] = [];
  const host: EngineHostOf<CrashTypes> = {
    getSound: () => ({ volume: 0, muted: true }),
    onEvent: (e) => events.push(e),
    onInput: (i) => inputs.push(i),
    now: () => clock.now,
    ...(options.live === false ? {} : { live: () => feed }),
  };
  const game = new CrashGame(runtime, stage, host);
  /** One engine tick of `ms`: the host clock moves on with it. */
  const tick = async (ms = 16) => {
    clock.now += ms;
    runtime.frame(ms);
    await flush();
  };
  const setFeed = (f: LiveFeed | null) => (feed = f);
  return { game, runtime, calls, frames, tap, clock, setFeed, events, inputs, tick };
}

const STATE: CrashStageState = {
  phase: 'betting',
  roundId: 7,
  bettingEndsAtLocal: 4000,
  crashPoint: null,
  history: [{ roundId: 6, crashPoint: '1.52' }],
  cashouts: [],
  myBet: null,
};

describe('crash game: frames drawn only while the view moves or changes', () => {
  it('asks for frames while betting and running, then only for the frame a crashed round changes in', async () => {
    const { game, runtime, clock, setFeed } = setup();
    const frame = () => {
      clock.now += 16;
      return runtime.frame(16);
    };
    game.show({ ...STATE, bettingEndsAtLocal: clock.now + 3000 });
    expect(runtime.invalidations).toBe(1);
    setFeed({ roundId: 7, phase: 'betting', anchorElapsedMs: 0, anchorLocalMs: clock.now });
    // The countdown and its bar move every frame.
    for (let i = 0; i < 5; i++) expect(frame()).toBe(true);
    game.show({ ...STATE, phase: 'running', bettingEndsAtLocal: null });
    setFeed({ roundId: 7, phase: 'running', anchorElapsedMs: 0, anchorLocalMs: clock.now });
    for (let i = 0; i < 5; i++) expect(frame()).toBe(true);
    game.show({ ...STATE, phase: 'crashed', bettingEndsAtLocal: null, crashPoint: '1.52' });
    setFeed({ roundId: 7, phase: 'crashed', anchorElapsedMs: msAtHundredths(152), anchorLocalMs: clock.now });
    expect(runtime.invalidations).toBe(3);
    // The bust's frame (a new mode and the crash point), then nothing: the crashed round rests on screen.
    expect(frame()).toBe(true);
    await flush();
    for (let i = 0; i < 20; i++) expect(frame()).toBe(false);
    expect(game.shownView.mode).toBe('crashed');
    // A change pushed by the page (the history, a cash-out list) is drawn through invalidate().
    game.show({ ...STATE, phase: 'crashed', bettingEndsAtLocal: null, crashPoint: '1.52', history: [] });
    expect(runtime.invalidations).toBe(4);
    game.preview({ autoCashout: '2' });
    expect(runtime.invalidations).toBe(5);
  });
});

describe('crash game: the live round', () => {
  it("draws the feed's elapsed server time, extrapolated on the host clock between ticks", async () => {
    const { game, frames, clock, setFeed, tick } = setup();
    game.show({ ...STATE, phase: 'running', bettingEndsAtLocal: null });
    setFeed({ roundId: 7, phase: 'running', anchorElapsedMs: 5000, anchorLocalMs: clock.now });
    const anchorLocal = clock.now;
    for (let i = 0; i < 5; i++) await tick(16);
    for (const f of frames) {
      expect(f.mode).toBe('running');
      expect(f.elapsedMs).toBe(5000 + (f.localMs - anchorLocal));
      expect(f.hundredths).toBe(multiplierHundredthsAt(f.elapsedMs));
    }
    // A new tick re-anchors (a small correction is blended in, never backwards).
    setFeed({ roundId: 7, phase: 'running', anchorElapsedMs: 5100, anchorLocalMs: clock.now });
    await tick(16);
    expect(frames.at(-1)!.elapsedMs).toBeGreaterThanOrEqual(frames.at(-2)!.elapsedMs);
  });

  it('shows the lag state once no tick has come for 300 ms, and clears it on the next tick', async () => {
    const { game, frames, clock, setFeed, tick } = setup();
    game.show({ ...STATE, phase: 'running' });
    setFeed({ roundId: 7, phase: 'running', anchorElapsedMs: 1000, anchorLocalMs: clock.now });
    for (let t = 0; t < CRASH_TIMING.lagMs - 20; t += 20) await tick(20);
    expect(frames.at(-1)!.lagging).toBe(false);
    await tick(40);
    expect(frames.at(-1)!.lagging).toBe(true);
    // The curve keeps extrapolating while lagging.
    expect(frames.at(-1)!.elapsedMs).toBeGreaterThan(1000 + CRASH_TIMING.lagMs);
    setFeed({ roundId: 7, phase: 'running', anchorElapsedMs: 1400, anchorLocalMs: clock.now });
    await tick(16);
    expect(frames.at(-1)!.lagging).toBe(false);
  });

  it('counts betting down, launches, then busts at the crash point', async () => {
    const { game, calls, frames, clock, setFeed, tick } = setup();
    game.show({ ...STATE, bettingEndsAtLocal: clock.now + 3000 });
    setFeed({ roundId: 7, phase: 'betting', anchorElapsedMs: 0, anchorLocalMs: clock.now });
    await tick(100);
    expect(frames.at(-1)!.mode).toBe('betting');
    expect(frames.at(-1)!.countdownMs).toBe(2900);
    setFeed({ roundId: 7, phase: 'running', anchorElapsedMs: 0, anchorLocalMs: clock.now });
    await tick();
    expect(calls.filter((c) => c === 'launch')).toHaveLength(1);
    game.show({ ...STATE, phase: 'crashed', crashPoint: '1.01', bettingEndsAtLocal: null });
    await tick();
    expect(calls.filter((c) => c === 'explode')).toHaveLength(1);
    expect(frames.at(-1)).toMatchObject({ mode: 'crashed', hundredths: 101, elapsedMs: msAtHundredths(101) });
    await tick();
    expect(calls.filter((c) => c === 'explode')).toHaveLength(1);
  });

  it('does not replay a bust it joined after the fact', async () => {
    const { game, calls, setFeed, clock, tick } = setup();
    game.show({ ...STATE, phase: 'crashed', crashPoint: '2.00' });
    setFeed({ roundId: 7, phase: 'crashed', anchorElapsedMs: 11_552, anchorLocalMs: clock.now });
    await tick();
    await tick();
    expect(calls).not.toContain('explode');
  });

  it('a tap while running emits cash out; taps while betting or crashed do not', async () => {
    const { game, inputs, tap, setFeed, clock, tick } = setup();
    game.show({ ...STATE, bettingEndsAtLocal: clock.now + 1000 });
    await tick();
    tap();
    expect(inputs).toEqual([]);
    setFeed({ roundId: 7, phase: 'running', anchorElapsedMs: 200, anchorLocalMs: clock.now });
    await tick();
    tap();
    tap();
    expect(inputs).toEqual([{ type: 'cashout' }, { type: 'cashout' }]);
    game.show({ ...STATE, phase: 'crashed', crashPoint: '1.05' });
    await tick();
    tap();
    expect(inputs).toHaveLength(2);
  });

  it("passes history, cash-outs and the viewer's bet to the stage; the viewer's cash-out sounds once", async () => {
    const { game, calls } = setup();
    const bet = { amount: '1', coin: 'BTC', autoCashout: null, cashoutAt: null };
    const running: CrashStageState = { ...STATE, phase: 'running', myBet: bet };
    game.show(running);
    game.show({ ...running });
    expect(calls.filter((c) => c.startsWith('history'))).toEqual(['history 1.52']);
    const cashouts = [{ userName: 'alice', at: '1.50', mine: false }];
    game.show({ ...running, cashouts, myBet: { ...bet, cashoutAt: '1.62' } });
    expect(calls).toContain('cashouts alice@1.50');
    expect(calls).toContain('bet 1.62');
    expect(calls.filter((c) => c === 'cashedOut')).toHaveLength(1);
    game.show({ ...running, cashouts, myBet: { ...bet, cashoutAt: '1.62' } });
    expect(calls.filter((c) => c === 'cashedOut')).toHaveLength(1);
  });

  it('previews the auto cash-out target line', () => {
    const { game, calls } = setup();
    game.preview({ autoCashout: '2.00' });
    game.preview({ autoCashout: null });
    game.preview({ autoCashout: 'abc' });
    expect(calls.filter((c) => c.startsWith('auto'))).toEqual(['auto 200', 'auto null', 'auto null']);
  });
});

describe('crash game: replays', () => {
  it('animates to the cash-out, the crash, then the landing, on the engine clock', async () => {
    const { game, events, calls, frames, runtime, tick } = setup({ live: false });
    let done = false;
    void game.play({ crashPoint: '2.47', cashoutAt: '1.80', win: true }).then(() => (done = true));
    const start = runtime.clock.now;
    let cashoutAt = -1;
    while (!done && runtime.clock.now - start < 20_000) {
      await tick(16);
      if (cashoutAt < 0 && events.length > 0) cashoutAt = runtime.clock.now - start;
    }
    expect(events).toEqual([
      { type: 'cashout', at: '1.80' },
      { type: 'crash', crashPoint: '2.47' },
      { type: 'win', multiplier: '1.80' },
    ]);
    // 2.47x crashes 15.1 s into a round: the replay is compressed to 6 s, the cash-out reached in proportion.
    const crashMs = msAtHundredths(247);
    expect(cashoutAt).toBeGreaterThan((msAtHundredths(180) / crashMs) * 6000 - 50);
    expect(cashoutAt).toBeLessThan((msAtHundredths(180) / crashMs) * 6000 + 50);
    expect(runtime.clock.now - start).toBeLessThan(7000);
    expect(calls.filter((c) => /launch|cashedOut|explode|win|lose/.test(c))).toEqual(['launch', 'cashedOut', 'explode', 'win']);
    await tick();
    const last = frames.at(-1)!;
    expect(last).toMatchObject({ mode: 'crashed', replay: true, hundredths: 247 });
    // The readout never passes the crash point on the way.
    expect(Math.max(...frames.map((f) => f.hundredths))).toBe(247);
  });

  it('honours instant mode, and taps during a replay are not cash-outs', async () => {
    const { game, events, inputs, tap, runtime, tick } = setup();
    runtime.clock.setSpeed(1, true);
    const p = game.play({ crashPoint: '1.32', cashoutAt: null, win: false }, 'r1');
    await tick();
    tap();
    await p;
    expect(events).toEqual([{ type: 'crash', crashPoint: '1.32' }, { type: 'lose' }]);
    expect(inputs).toEqual([]);
  });

  it('hands the stage back to the live round after the replay has been on screen a moment', async () => {
    const { game, frames, setFeed, clock, tick, runtime } = setup();
    game.show({ ...STATE, phase: 'running' });
    setFeed({ roundId: 7, phase: 'running', anchorElapsedMs: 2000, anchorLocalMs: clock.now });
    runtime.clock.setSpeed(1, true);
    await game.play({ crashPoint: '1.50', cashoutAt: null, win: false });
    runtime.clock.setSpeed(1);
    await tick();
    expect(frames.at(-1)!.replay).toBe(true);
    for (let t = 0; t < CRASH_TIMING.replayHoldMs; t += 50) await tick(50);
    expect(frames.at(-1)).toMatchObject({ replay: false, mode: 'running', round: 7 });
  });

  it('destroy resolves a pending replay', async () => {
    const { game } = setup();
    const p = game.play({ crashPoint: '5.00', cashoutAt: null, win: false });
    game.destroy();
    await p;
  });
});

describe('crash module', () => {
  it('exports its factory as createEngine, typed for the page', () => {
    const typed: typeof CrashModule.createEngine extends EngineFactoryOf<CrashTypes> ? true : false = true;
    expect(typed).toBe(true);
  });
});

describe('crash sounds', () => {
  it('has its own sounds, each short and small, none taking a shared name', () => expectOwnSounds(CRASH_SOUNDS));
});
