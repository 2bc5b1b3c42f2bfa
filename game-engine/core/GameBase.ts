import type { GameTypeSet } from '../../src/core/games/types';
import type { EngineHostOf, GameEngineOf, RoundKey } from '../types';
import type { EngineRuntime } from './EngineRuntime';
import { LiveLink, type LiveFrame } from './LiveLink';
import { PresentationPlayer, type PresentationHandlers, type RoundContext } from './PresentationPlayer';

/** How a game plugs into GameBase. */
export interface GameSetup<T extends GameTypeSet> {
  /** Rounds that may present at the same time (1: one after another, like dice and limbo; plinko: many balls). */
  lanes: number;
  /** The round's events (the game definition's `present` of src/core/games). */
  present(round: T['round']): T['event'][];
  /** One handler per event type of the game's own union. */
  handlers: PresentationHandlers<T['event']>;
  /** Runs when the round's lane is free, before its first event (e.g. show the round's own target). */
  prepare?(round: T['round'], context: RoundContext): void;
  /** Live games (crash): called on every tick with the host's feed and the elapsed round time on the server clock. */
  live?(frame: LiveFrame): void;
}

/**
 * What every game engine does the same way: presentation through the player (lanes, round keys, events reported to
 * the host as they land), the typed input channel to the host, the live feed read on each tick, speed and teardown.
 * A game adds its scene, its setup and `preview()`. The engine draws only when something changes: whatever a game
 * or its scene changes outside a tween on the clock and outside a frame's work (what `preview()` or `show()` sets,
 * a hover) must be followed by `runtime.invalidate()`.
 */
export abstract class GameBase<T extends GameTypeSet> implements GameEngineOf<T> {
  protected readonly player: PresentationPlayer<T['event']>;
  /** The live link, when the game is live and the host has a feed. */
  protected readonly liveLink: LiveLink | null = null;

  constructor(
    protected readonly runtime: EngineRuntime,
    protected readonly host: EngineHostOf<T>,
    private readonly setup: GameSetup<T>,
  ) {
    this.player = new PresentationPlayer<T['event']>(setup.handlers, (event, key) => this.report(event, key), setup.lanes);
    const feed = host.live;
    const live = setup.live;
    if (feed && live) {
      const link = new LiveLink(() => feed.call(host), host.now ? () => host.now!() : () => performance.now());
      this.liveLink = link;
      // The feed changes without the page calling in: read it on every tick (the ticker never idles), while what is
      // drawn is the game's own listener's decision.
      runtime.addFrameListener(() => {
        if (!runtime.isDestroyed) live(link.read());
      }, true);
    }
  }

  play(round: T['round'], key?: RoundKey): Promise<void> {
    if (this.runtime.isDestroyed) return Promise.resolve();
    const prepare = this.setup.prepare;
    // `prepare` may change the scene at once (a round's own target), outside any tween.
    this.runtime.invalidate();
    return this.player.play(this.setup.present(round), key, prepare && ((context) => prepare(round, context)));
  }

  abstract preview(params: T['params']): void;

  setSpeed(multiplier: number, instant = false): void {
    this.runtime.clock.setSpeed(multiplier, instant);
    this.runtime.invalidate();
  }

  destroy(): void {
    this.player.stop();
    this.runtime.destroy();
  }

  /** Sends a player action on the stage to the host (scenes call this; typed by the game's input union). */
  protected emit(input: T['input']): void {
    if (this.runtime.isDestroyed) return;
    this.host.onInput?.(input);
  }

  private report(event: T['event'], key: RoundKey): void {
    if (this.runtime.isDestroyed) return;
    this.host.onEvent(event, key);
  }
}
