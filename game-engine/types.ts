import type { DiceCondition } from '../src/core/bets';
import type { EventOf, InstantGame, ParamsOf, RoundOf } from '../src/core/games';

/**
 * The imperative API a game page uses to drive an engine (DESIGN.md, data flow): React creates the engine in a
 * ref'd element, calls these methods and destroys it on unmount. The engine owns its ticker; React never re-renders
 * per frame.
 */
export interface GameEngine<G extends InstantGame = InstantGame> {
  /** Animates a round whose result the server has already settled; resolves when the presentation has finished. */
  play(round: RoundOf<G>): Promise<void>;
  /** Mirrors the bet panel's parameters on the table (e.g. the dice target) before a round is played. */
  preview(params: ParamsOf<G>): void;
  /** Animation speed multiplier (1 = normal, 2 = fast); `instant` skips animation (fast auto-bet). */
  setSpeed(multiplier: number, instant?: boolean): void;
  /** Fits the canvas to its container (CSS pixels). */
  resize(width: number, height: number): void;
  /** Frees the renderer, textures, tweens and sounds. */
  destroy(): void;
}

/** What the dice scene shows of one settled roll. */
export interface DiceRound {
  /** "0.00"-"100.00". */
  roll: string;
  target: string;
  condition: DiceCondition;
  win: boolean;
  multiplier: string;
}

/** The dice engine: also mirrors the bet panel's target live. */
export interface DiceEngine extends GameEngine<'dice'> {
  setTarget(target: string, condition: DiceCondition): void;
}

/** What the limbo scene shows of one settled round. */
export interface LimboRound {
  /** Result multiplier, e.g. "2.47". */
  result: string;
  target: string;
  win: boolean;
}

/** The limbo engine. */
export interface LimboEngine extends GameEngine<'limbo'> {
  setTarget(target: string): void;
}

/** Narrow services the host gives an engine (it never imports the store or React). */
export interface EngineHost<G extends InstantGame = InstantGame> {
  /** Master volume 0..1 and mute, read when a sound plays. */
  getSound(): { volume: number; muted: boolean };
  /** Called once per presentation event as it plays (e.g. to update the shown balance when the "win" event lands). */
  onEvent?(event: EventOf<G>): void;
}

/** One step of a round's presentation, played in order by one handler per type. */
export type PresentationEvent =
  | { type: 'roll'; value: string }
  | { type: 'reveal'; value: string }
  | { type: 'win'; multiplier: string; payout?: string }
  | { type: 'lose' };

/** Factory of game G's engine mounted into a container element. */
export type EngineFactory<G extends InstantGame> = (container: HTMLElement, host: EngineHost<G>) => Promise<GameEngine<G>>;
