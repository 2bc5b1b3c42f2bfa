import type { GameTypeSet, StateOfTypes } from '../src/core/games/types';
import type { InstantGame, InstantGameTypes } from '../src/core/games/registry';
import type { SoundSettings } from '../src/audio/HowlerSound';

/**
 * The engine API a game page uses (DESIGN.md, engine contract). Everything is typed per game from its type set in
 * src/core/games: `GameEngine<'dice'>` plays `RoundOf<'dice'>`, previews `ParamsOf<'dice'>` and reports
 * `EventOf<'dice'>` and `InputOf<'dice'>` to its host. The `…Of<T>` forms take a type set directly, for games that are
 * not in the instant registry (crash).
 */

/** Which round an event belongs to: the key given to `play()`, or a number the engine counts up when none was given. */
export type RoundKey = string | number;

/** The imperative API of a mounted engine. React never re-renders per frame; the engine owns its ticker. */
export interface GameEngineOf<T extends GameTypeSet> {
  /**
   * Presents a round the server has already settled; resolves when that round has landed (its last event played).
   * Starts at once while fewer rounds than the game's lanes are presenting, otherwise queues. Rejects with a handler's
   * error (later rounds still play); resolves at once on a destroyed engine.
   */
  play(round: T['round'], key?: RoundKey): Promise<void>;
  /** Mirrors the bet panel's parameters on the stage (tweened); values that do not parse are ignored. */
  preview(params: T['params']): void;
  /**
   * Shows the live state of a game played over several requests (present when the type set has a `state`): mines
   * gets the tiles revealed so far, whether a move is in flight (taps are ignored then), picking mode and the focused
   * tile. The page calls it whenever that state changes; a settled round is still presented with play().
   */
  show?(state: StateOfTypes<T>): void;
  /** Animation speed multiplier (1 = normal, clamped to 0.1..20); `instant` skips animation (fast auto-bet). */
  setSpeed(multiplier: number, instant?: boolean): void;
  /** Frees the renderer, textures, tweens and sounds; every pending play() resolves. Safe to call twice. */
  destroy(): void;
}

/** Where a live round (crash) stands, as the host last heard it from the server. Read by the engine on every tick. */
export interface LiveFeed {
  /** The server's round id: a new id starts a new time base. */
  roundId: string | number;
  /** The game's phase of the round (e.g. 'betting' | 'running' | 'crashed'). */
  phase: string;
  /** Milliseconds the round had run on the server clock at the last server tick. */
  anchorElapsedMs: number;
  /** The host's local time (`host.now()`, default performance.now()) when that tick arrived. */
  anchorLocalMs: number;
}

/** Narrow services the page gives an engine (the engine never imports the store, React or http). */
export interface EngineHostOf<T extends GameTypeSet> {
  /** Master volume 0..1 and mute, read each time a sound plays. */
  getSound(): SoundSettings;
  /** Each presentation event when it has landed on screen, with the round it belongs to (settle that bet's balance). */
  onEvent(event: T['event'], key: RoundKey): void;
  /** A player action on the stage (mines: a tile, cash out). */
  onInput?(input: T['input']): void;
  /** The live round feed (crash), read on every tick; null between rounds. */
  live?(): LiveFeed | null;
  /** The local clock `LiveFeed.anchorLocalMs` is stamped with (default performance.now()). */
  now?(): number;
}

/** Creates an engine mounted into `container` (which it sizes itself to). */
export type EngineFactoryOf<T extends GameTypeSet> = (container: HTMLElement, host: EngineHostOf<T>) => Promise<GameEngineOf<T>>;

/** The engine of instant game G. */
export type GameEngine<G extends InstantGame> = GameEngineOf<InstantGameTypes[G]>;
/** The host services of instant game G. */
export type EngineHost<G extends InstantGame> = EngineHostOf<InstantGameTypes[G]>;
/** The factory of instant game G's engine. */
export type EngineFactory<G extends InstantGame> = EngineFactoryOf<InstantGameTypes[G]>;

/** What every game folder's index.ts exports: `const { createEngine } = await import('…/game-engine/dice')`. */
export interface EngineModule<G extends InstantGame> {
  createEngine: EngineFactory<G>;
}
