/**
 * Bet lifecycle of an instant game (DESIGN.md, presentation of a round): a bet is sent (betting), its settled result
 * is animated (presenting), then the panel is idle again. Auto-bet runs the same cycle repeatedly; a stop request
 * lets the rounds in flight finish (stopping). Several rounds may be in flight at once, up to the game's cap
 * (plinko drops many balls; dice and limbo play one round at a time). Pure: the store owns one state per game
 * (betSlice) and transitions it synchronously, so two clicks in one tick cannot both pass.
 */

/** Where the rounds are: betting while one is being sent, presenting while only presentations run. */
export type BetPhase = 'idle' | 'betting' | 'presenting';
/** Auto-bet mode. */
export type AutoMode = 'off' | 'running' | 'stopping';

/** State of the machine. */
export interface BetMachineState {
  /** Derived from the counts: betting while a send is open, presenting while only presentations run, else idle. */
  phase: BetPhase;
  auto: AutoMode;
  /** Bets sent whose answer is not known yet. */
  sending: number;
  /** Settled bets whose presentation has not landed yet. */
  presenting: number;
  /** Most rounds (sending + presenting) at once; at least 1. */
  cap: number;
}

/** Who asks for a bet: the player's click (or hotkey) or the auto-bet loop. */
export type BetSource = 'manual' | 'auto';

/** Events of the machine. */
export type BetEvent =
  | { type: 'bet'; source?: BetSource }
  | { type: 'settled' }
  | { type: 'failed' }
  | { type: 'presented' }
  | { type: 'autoStart' }
  | { type: 'autoStop' }
  | { type: 'autoDone' };

/** The machine at rest with a cap. */
export function initialBetState(cap = 1): BetMachineState {
  return { phase: 'idle', auto: 'off', sending: 0, presenting: 0, cap: Math.max(1, Math.floor(cap)) };
}

/** The machine at rest, one round at a time (dice, limbo). */
export const INITIAL_BET_STATE: BetMachineState = initialBetState(1);

function phaseOf(sending: number, presenting: number): BetPhase {
  return sending > 0 ? 'betting' : presenting > 0 ? 'presenting' : 'idle';
}

function next(state: BetMachineState, sending: number, presenting: number, auto: AutoMode): BetMachineState {
  // A stop request ends once the last round in flight has landed.
  const settledAuto = auto === 'stopping' && sending + presenting === 0 ? 'off' : auto;
  return { phase: phaseOf(sending, presenting), auto: settledAuto, sending, presenting, cap: state.cap };
}

/** Rounds in flight (sent or presenting). */
export const roundsOf = (state: BetMachineState): number => state.sending + state.presenting;

/** True when a bet from this source may be sent now. */
export function canSend(state: BetMachineState, source: BetSource = 'manual'): boolean {
  if (roundsOf(state) >= state.cap) return false;
  // The player bets by hand only while auto-bet is off; the loop only while it runs (not while stopping).
  return source === 'manual' ? state.auto === 'off' : state.auto === 'running';
}

/** The next state; an event that does not apply leaves the state unchanged (same object). */
export function betTransition(state: BetMachineState, event: BetEvent): BetMachineState {
  const { sending, presenting, auto } = state;
  switch (event.type) {
    case 'bet': {
      // Without a source: the loop's bet while auto runs, the player's otherwise (the machine's older callers).
      const source = event.source ?? (auto === 'running' ? 'auto' : 'manual');
      return canSend(state, source) ? next(state, sending + 1, presenting, auto) : state;
    }
    case 'settled':
      return sending > 0 ? next(state, sending - 1, presenting + 1, auto) : state;
    case 'failed':
      // A refused or lost bet ends auto-bet too: repeating a failing request helps nobody.
      if (sending === 0) return state;
      return next(state, sending - 1, presenting, auto === 'off' ? 'off' : sending - 1 + presenting === 0 ? 'off' : 'stopping');
    case 'presented':
      return presenting > 0 ? next(state, sending, presenting - 1, auto) : state;
    case 'autoStart':
      return roundsOf(state) === 0 && auto === 'off' ? next(state, sending, presenting, 'running') : state;
    case 'autoStop':
    case 'autoDone':
      if (event.type === 'autoStop' ? auto !== 'running' : auto === 'off') return state;
      return next(state, sending, presenting, roundsOf(state) === 0 ? 'off' : 'stopping');
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
  const rest = roundsOf(state) === 0 && state.auto === 'off';
  // With a cap above 1 the player keeps betting (and may change the amount) while earlier rounds present; with a
  // cap of 1 everything waits for rest, as before.
  const manual = state.auto === 'off' && (state.cap > 1 || rest);
  return {
    editable: manual,
    canBet: canSend(state, 'manual'),
    canStartAuto: rest,
    canStopAuto: state.auto === 'running',
    canSwitchTab: rest,
    busy: !canSend(state, 'manual'),
  };
}
