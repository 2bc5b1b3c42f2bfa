import type { GameEvent } from '../../src/core/games/types';
import type { RoundKey } from '../types';

/** The round an event handler is playing: its key and the lane (0..lanes-1) it holds while it plays. */
export interface RoundContext {
  readonly key: RoundKey;
  readonly lane: number;
}

/** One handler per event type of a game's own union; each resolves when its event has landed on screen. */
export type PresentationHandlers<E extends GameEvent> = {
  [K in E['type']]: (event: Extract<E, { type: K }>, round: RoundContext) => Promise<void> | void;
};

/** Called when an event has landed, with the round it belongs to. */
export type EventReporter<E extends GameEvent> = (event: E, key: RoundKey) => void;

interface Entry<E extends GameEvent> {
  events: readonly E[];
  key: RoundKey;
  prepare: ((round: RoundContext) => void) | undefined;
  resolve: () => void;
  reject: (error: unknown) => void;
  settled: boolean;
}

/**
 * Plays rounds as typed lists of a game's events, in order within a round, one handler per type, and reports each
 * event when its handler has resolved (it has landed on screen). Up to `lanes` rounds play at the same time (dice and
 * limbo: 1, strictly one after another; plinko: many balls); more are queued and start as lanes free up. Each
 * `play()` resolves when its own round has landed. Live bets, replays and fixtures all go through it.
 */
export class PresentationPlayer<E extends GameEvent> {
  private readonly waiting: Entry<E>[] = [];
  private readonly running = new Set<Entry<E>>();
  private readonly freeLanes: number[] = [];
  private stopped = false;
  private nextKey = 0;

  constructor(
    private readonly handlers: PresentationHandlers<E>,
    private readonly report: EventReporter<E>,
    readonly lanes = 1,
  ) {
    if (!Number.isInteger(lanes) || lanes < 1) throw new Error(`lanes must be a positive integer, got ${lanes}`);
    for (let i = lanes - 1; i >= 0; i--) this.freeLanes.push(i);
  }

  /** Rounds presenting now. */
  get active(): number {
    return this.running.size;
  }

  /** Rounds waiting for a lane. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Plays `events` as one round (after `prepare`, run when its lane is free); resolves when its last event has landed,
   * rejects with a handler's error. A round without a key gets the next number.
   */
  play(events: readonly E[], key?: RoundKey, prepare?: (round: RoundContext) => void): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ events, key: key ?? this.nextKey++, prepare, resolve, reject, settled: false });
      this.pump();
    });
  }

  /** Stops playing (the engine is being destroyed): every pending play() resolves now; nothing more is reported. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const entry of [...this.running, ...this.waiting.splice(0)]) this.settle(entry);
    this.running.clear();
  }

  private pump(): void {
    while (!this.stopped && this.waiting.length > 0 && this.freeLanes.length > 0) {
      const entry = this.waiting.shift()!;
      const lane = this.freeLanes.pop()!;
      this.running.add(entry);
      void this.run(entry, { key: entry.key, lane }).then(
        () => this.finish(entry, lane),
        (error: unknown) => this.finish(entry, lane, error),
      );
    }
  }

  private async run(entry: Entry<E>, round: RoundContext): Promise<void> {
    entry.prepare?.(round);
    for (const event of entry.events) {
      if (this.stopped) return;
      await this.dispatch(event, round);
      if (this.stopped) return;
      this.report(event, entry.key);
    }
  }

  private finish(entry: Entry<E>, lane: number, error?: unknown): void {
    if (this.stopped) return;
    this.running.delete(entry);
    this.freeLanes.push(lane);
    // A failed handler fails its own round only; the lane goes to the next round.
    this.settle(entry, error);
    this.pump();
  }

  private settle(entry: Entry<E>, error?: unknown): void {
    if (entry.settled) return;
    entry.settled = true;
    if (error === undefined) entry.resolve();
    else entry.reject(error);
  }

  private dispatch(event: E, round: RoundContext): Promise<void> | void {
    // The mapped type pairs each type with its handler; TypeScript cannot correlate the lookup with the event's own
    // type, so the one cast lives here.
    const handler = this.handlers[event.type as E['type']] as (event: E, round: RoundContext) => Promise<void> | void;
    return handler(event, round);
  }
}
