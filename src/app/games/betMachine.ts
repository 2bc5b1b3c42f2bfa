/**
 * Bet lifecycle of an instant game (DESIGN.md, presentation of a round): a bet is sent (betting), its settled result
 * is animated (presenting), then the panel is idle again. Auto-bet runs the same cycle repeatedly; a stop request
 * lets the round in flight finish (stopping). Pure: the page dispatches events and reads the derived controls.
 */

/** Where the current round is. */
export type BetPhase = 'idle' | 'betting' | 'presenting';
/** Auto-bet mode. */
export type AutoMode = 'off' | 'running' | 'stopping';

/** State of the machine. */
export interface BetMachineState {
  phase: BetPhase;
  auto: AutoMode;
}

/** Events the page dispatches. */
export type BetEvent =
  | { type: 'bet' }
  | { type: 'settled' }
  | { type: 'failed' }
  | { type: 'presented' }
  | { type: 'autoStart' }
  | { type: 'autoStop' }
  | { type: 'autoDone' };

/** The machine at rest. */
export const INITIAL_BET_STATE: BetMachineState = { phase: 'idle', auto: 'off' };

/** The next state; an event that does not apply leaves the state unchanged (same object). */
export function betTransition(state: BetMachineState, event: BetEvent): BetMachineState {
  const { phase, auto } = state;
  switch (event.type) {
    case 'bet':
      // A manual bet only from rest; the next auto bet only while auto is running.
      return phase === 'idle' && auto !== 'stopping' ? { phase: 'betting', auto } : state;
    case 'settled':
      return phase === 'betting' ? { phase: 'presenting', auto } : state;
    case 'failed':
      // A refused or lost bet ends auto-bet too: repeating a failing request helps nobody.
      return phase === 'betting' ? { phase: 'idle', auto: 'off' } : state;
    case 'presented':
      if (phase !== 'presenting') return state;
      return { phase: 'idle', auto: auto === 'stopping' ? 'off' : auto };
    case 'autoStart':
      return phase === 'idle' && auto === 'off' ? { phase, auto: 'running' } : state;
    case 'autoStop':
      if (auto !== 'running') return state;
      return phase === 'idle' ? { phase, auto: 'off' } : { phase, auto: 'stopping' };
    case 'autoDone':
      return auto === 'off' ? state : { phase, auto: phase === 'idle' ? 'off' : 'stopping' };
  }
}

/** Which controls are enabled in a state. */
export interface BetControls {
  /** Amount and game fields can change. */
  editable: boolean;
  /** The manual Bet button (and the space hotkey). */
  canBet: boolean;
  canStartAuto: boolean;
  canStopAuto: boolean;
  /** Manual/Auto tabs can switch. */
  canSwitchTab: boolean;
  busy: boolean;
}

/** Derived control flags. */
export function betControls(state: BetMachineState): BetControls {
  const rest = state.phase === 'idle' && state.auto === 'off';
  return {
    editable: rest,
    canBet: rest,
    canStartAuto: rest,
    canStopAuto: state.auto === 'running',
    canSwitchTab: rest,
    busy: !rest,
  };
}
