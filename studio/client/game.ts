import type { Application, Container } from 'pixi.js';
import type { Animator } from './anim';
import type { StudioApi } from './api';
import type { Hud } from './hud';
import type { Rect } from './layout';
import type { Sound } from './sound';
import type { StudioState } from './types';

/** What a game gets from the page: the Pixi app, the API, the HUD, sound, the clock and the session's state. */
export interface GameContext {
  app: Application;
  api: StudioApi;
  hud: Hud;
  sound: Sound;
  anim: Animator;
  state: StudioState;
  /** The page's root element (for DOM overlays such as keno's number buttons). */
  root: HTMLElement;
  /** Whether the player asks for reduced motion (read when an effect starts). */
  reducedMotion(): boolean;
}

/** A mounted game: its stage and its layout for the window and the play area between the HUD's bars. */
export interface GameScene {
  readonly view: Container;
  layout(width: number, height: number, area: Rect): void;
}

/** Mounts a game. */
export type MountGame = (context: GameContext) => GameScene | Promise<GameScene>;

/** The message of a failed call. */
export const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong: try again.';
