import type { InstantGame } from '../../core/games';
import {
  betControls,
  betTransition,
  canSend,
  initialBetState,
  INITIAL_BET_STATE,
  type BetControls,
  type BetEvent,
  type BetMachineState,
  type BetSource,
} from '../games/betMachine';
import type { SliceCreator } from './types';

/**
 * The bet lifecycle machine of each instant game (src/app/games/betMachine.ts), owned by the store rather than a
 * React reducer: a transition happens synchronously when it is asked for, so two clicks in one tick (before any
 * render) cannot both start a bet. The page reads the controls with selectBetControls.
 */
export interface BetSlice {
  /** Machine state per game; a game without an entry is at rest with a cap of 1. */
  betMachines: Partial<Record<InstantGame, BetMachineState>>;
  /** Puts a game's machine at rest with its cap of rounds at once (dice and limbo 1, plinko more). */
  initBetMachine(game: InstantGame, maxConcurrentRounds?: number): void;
  /** Starts a bet if the machine allows one now (synchronous); false when a send is not allowed. */
  tryStartBet(game: InstantGame, source?: BetSource): boolean;
  /** Applies an event to a game's machine; false when it did not apply. */
  betEvent(game: InstantGame, event: Exclude<BetEvent, { type: 'bet' }>): boolean;
}

/** The machine of a game (at rest when it has none). */
export const selectBetMachine =
  (game: InstantGame) =>
  (s: BetSlice): BetMachineState =>
    s.betMachines[game] ?? INITIAL_BET_STATE;

// Controls are cached per machine state object so a selector returns the same object until the machine moves.
const controlsCache = new WeakMap<BetMachineState, BetControls>();

/** The enabled controls of a game's panel (stable object per machine state, safe as a plain zustand selector). */
export const selectBetControls =
  (game: InstantGame) =>
  (s: BetSlice): BetControls => {
    const machine = s.betMachines[game] ?? INITIAL_BET_STATE;
    let controls = controlsCache.get(machine);
    if (!controls) {
      controls = betControls(machine);
      controlsCache.set(machine, controls);
    }
    return controls;
  };

export const createBetSlice: SliceCreator<BetSlice> = (set, get) => {
  const apply = (game: InstantGame, event: BetEvent): boolean => {
    const state = get().betMachines[game] ?? INITIAL_BET_STATE;
    const next = betTransition(state, event);
    if (next === state) return false;
    set((s) => ({ betMachines: { ...s.betMachines, [game]: next } }));
    return true;
  };
  return {
    betMachines: {},
    initBetMachine: (game, cap = 1) => set((s) => ({ betMachines: { ...s.betMachines, [game]: initialBetState(cap) } })),
    tryStartBet: (game, source = 'manual') => {
      const state = get().betMachines[game] ?? INITIAL_BET_STATE;
      return canSend(state, source) && apply(game, { type: 'bet', source });
    },
    betEvent: (game, event) => apply(game, event),
  };
};
