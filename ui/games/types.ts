import type { ComponentType } from 'react';
import type { EngineFactory } from '../../game-engine/types';
import type { InstantGame, ParamsOf } from '../../src/core/games';

/** A game's parsed selectGameRule content (limits the operator may narrow), undefined before the config loads. */
export type GameContent = Record<string, unknown> | undefined;

/** Props of a game's bet-panel fields. `value` is the parameters as typed (a field may not read as a number yet). */
export interface ParamsFieldsProps<G extends InstantGame> {
  value: ParamsOf<G>;
  content: GameContent;
  disabled: boolean;
  problem: string | null;
  onChange(value: ParamsOf<G>): void;
}

/** Props of a game's parameter fields in the /fairness calculator. */
export interface CalcFieldsProps<G extends InstantGame> {
  value: ParamsOf<G>;
  onChange(value: ParamsOf<G>): void;
}

/**
 * Everything the UI layer knows about one instant game; the pages, tables and the fairness calculator go through
 * this (and the core definition) instead of branching on the game's name. Adding a game adds a folder with one of
 * these and a line in ui/games/registry.ts.
 */
export interface UiGameModule<G extends InstantGame> {
  readonly game: G;
  /** The panel's parameters before the player changes them. */
  readonly defaultParams: ParamsOf<G>;
  /** Storage key of the panel's parameters (kept per session like the other panel settings). */
  readonly paramsKey: string;
  /** The engine factory, loaded as its own chunk when the page mounts; null leaves the stage without animation. */
  loadEngine(): Promise<EngineFactory<G> | null>;
  /** The game's bet-panel fields. */
  readonly Fields: ComponentType<ParamsFieldsProps<G>>;
  /** Typed parameters read as numbers (lenient: what a player types), or null when a field does not read as one. */
  readParams(typed: ParamsOf<G>): ParamsOf<G> | null;
  /** The message when readParams finds a field that is not a number. */
  readonly unreadable: string;
  /** Why read parameters fall outside the limits the game config narrows the core rules to, or null. */
  configProblem(params: ParamsOf<G>, content: GameContent): string | null;
  /** The multiplier a win pays with these parameters (for "Profit on win"), or null when there is none. */
  winMultiplier(params: ParamsOf<G>): string | null;
  /** The parameters as the bet detail states them ("Roll over 50.50", "Target 2.00×"). */
  paramsSentence(params: ParamsOf<G>): string;
  /** The explanatory "How it works" and "The math" part of the info body; rtpPercent is e.g. "99". */
  readonly Info: ComponentType<{ rtpPercent: string }>;
  /** The parameter fields of the fairness calculator. */
  readonly CalcFields: ComponentType<CalcFieldsProps<G>>;
  /** How the game reads the fairness stream, as the calculator states it. */
  readonly formula: string;
}
