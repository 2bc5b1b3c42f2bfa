import type { LoseEvent, WinEvent } from '../../src/core/games/types';
import type { EngineHostOf, LiveFeed, RoundKey } from '../types';
import { FakeRuntime } from './FakeRuntime.testing';
import { GameBase } from './GameBase';
import type { LiveFrame } from './LiveLink';

/** A made-up game for the engine's unit tests: balls that drop for `ms` of clock time, tiles and a cash out. */
export type FakeEvent = { type: 'drop'; ball: number; ms: number } | { type: 'boom'; ball: number } | WinEvent | LoseEvent;
/** The fake game's stage input (the shape mines will have). */
export type FakeInput = { type: 'tile'; index: number } | { type: 'cashout' };
/** The fake game's type set. */
export interface FakeTypes {
  params: { rows: number };
  outcome: object;
  round: { ball: number; ms: number; win: boolean; boom?: boolean };
  event: FakeEvent;
  input: FakeInput;
}

/** The log a fake game writes: handler starts and ends, with the clock time. */
export interface FakeLog {
  started: { ball: number; at: number; lane: number }[];
  landed: { event: FakeEvent; key: RoundKey; at: number }[];
  inputs: FakeInput[];
  live: number[];
  params: { rows: number }[];
}

/** A fake game on a FakeRuntime (no Pixi), with `lanes` rounds at once. */
export class FakeGame extends GameBase<FakeTypes> {
  constructor(
    readonly fake: FakeRuntime,
    host: EngineHostOf<FakeTypes>,
    lanes: number,
    log: FakeLog,
    live = false,
  ) {
    super(fake, host, {
      lanes,
      present: (round) => [
        { type: 'drop', ball: round.ball, ms: round.ms },
        ...(round.boom ? [{ type: 'boom' as const, ball: round.ball }] : []),
        round.win ? { type: 'win', multiplier: '2' } : { type: 'lose' },
      ],
      handlers: {
        drop: async (e, round) => {
          log.started.push({ ball: e.ball, at: fake.clock.now, lane: round.lane });
          await fake.clock.delay(e.ms);
        },
        boom: () => {
          throw new Error('boom');
        },
        win: () => undefined,
        lose: () => undefined,
      },
      live: live ? (frame: LiveFrame) => void log.live.push(frame.elapsedMs) : undefined,
    });
    this.log = log;
  }

  private readonly log: FakeLog;

  preview(params: { rows: number }): void {
    this.log.params.push(params);
  }

  /** What a scene does when the player taps a tile or cashes out. */
  tap(input: FakeInput): void {
    this.emit(input);
  }
}

/** A fake game, its runtime, a recording host and a `run(ms)` that ticks the runtime in 10 ms frames. */
export function makeFakeGame(lanes: number, options: { feed?: () => LiveFeed | null; now?: () => number } = {}) {
  const runtime = new FakeRuntime();
  const log: FakeLog = { started: [], landed: [], inputs: [], live: [], params: [] };
  const host: EngineHostOf<FakeTypes> = {
    getSound: () => ({ volume: 1, muted: false }),
    onEvent: (event, key) => log.landed.push({ event, key, at: runtime.clock.now }),
    onInput: (input) => log.inputs.push(input),
    ...(options.feed ? { live: options.feed } : {}),
    ...(options.now ? { now: options.now } : {}),
  };
  const game = new FakeGame(runtime, host, lanes, log, !!options.feed);
  const run = async (ms: number, step = 10) => {
    for (let t = 0; t < ms; t += step) {
      runtime.frame(step);
      await flush();
    }
  };
  return { game, runtime, log, host, run };
}

/** Lets pending promise callbacks run (fake time: no real waiting). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 6; i++) await Promise.resolve();
}
