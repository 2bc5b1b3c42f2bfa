import type { EngineHost, PresentationEvent } from '../types';

/** One handler per presentation event type; each resolves when its event has landed on screen. */
export type PresentationHandlers = {
  [K in PresentationEvent['type']]: (event: Extract<PresentationEvent, { type: K }>) => Promise<void> | void;
};

/**
 * Plays a typed list of presentation events in order, one handler per type, and reports each event to
 * `host.onEvent` when it lands (after its handler resolves). Live bets, replays and fixtures all go through it.
 * Plays are serialised: a second `play()` starts when the first has finished.
 */
export class PresentationPlayer {
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly handlers: PresentationHandlers,
    private readonly host: Pick<EngineHost, 'onEvent'>,
  ) {}

  /** Queues `events` (after `prepare`, run when their turn comes) and resolves when the last one has landed. */
  play(events: readonly PresentationEvent[], prepare?: () => void): Promise<void> {
    const run = this.queue.then(() => {
      if (this.stopped) return undefined;
      prepare?.();
      return this.runAll(events);
    });
    // One failed handler must not wedge every later round.
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Stops playing: events not yet started are dropped (the engine is being destroyed). */
  stop(): void {
    this.stopped = true;
  }

  private async runAll(events: readonly PresentationEvent[]): Promise<void> {
    for (const event of events) {
      if (this.stopped) return;
      await this.dispatch(event);
      if (this.stopped) return;
      this.host.onEvent?.(event);
    }
  }

  private dispatch(event: PresentationEvent): Promise<void> | void {
    switch (event.type) {
      case 'roll':
        return this.handlers.roll(event);
      case 'reveal':
        return this.handlers.reveal(event);
      case 'win':
        return this.handlers.win(event);
      case 'lose':
        return this.handlers.lose(event);
    }
  }
}
