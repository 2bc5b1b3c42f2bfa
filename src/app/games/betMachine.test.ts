import { describe, expect, it } from 'vitest';
import { betControls, betTransition, canSend, initialBetState, INITIAL_BET_STATE, type BetEvent, type BetMachineState } from './betMachine';

const run = (events: (BetEvent['type'] | BetEvent)[], from: BetMachineState = INITIAL_BET_STATE) =>
  events.reduce((s, e) => betTransition(s, typeof e === 'string' ? ({ type: e } as BetEvent) : e), from);
const view = (s: BetMachineState) => ({ phase: s.phase, auto: s.auto });

describe('bet machine, cap 1 (dice, limbo)', () => {
  it('runs a manual round idle -> betting -> presenting -> idle', () => {
    expect(view(run(['bet']))).toEqual({ phase: 'betting', auto: 'off' });
    expect(view(run(['bet', 'settled']))).toEqual({ phase: 'presenting', auto: 'off' });
    expect(run(['bet', 'settled', 'presented'])).toEqual(INITIAL_BET_STATE);
  });

  it('refuses a second bet while one is in flight or presenting', () => {
    const betting = run(['bet']);
    expect(betTransition(betting, { type: 'bet' })).toBe(betting);
    const presenting = run(['bet', 'settled']);
    expect(betTransition(presenting, { type: 'bet' })).toBe(presenting);
  });

  it('goes back to idle when the bet fails', () => {
    expect(run(['bet', 'failed'])).toEqual(INITIAL_BET_STATE);
  });

  it('keeps auto running between rounds and stops after the round in flight', () => {
    const running = run(['autoStart', 'bet', 'settled', 'presented']);
    expect(view(running)).toEqual({ phase: 'idle', auto: 'running' });
    const stopping = run(['bet', 'autoStop'], running);
    expect(view(stopping)).toEqual({ phase: 'betting', auto: 'stopping' });
    expect(betTransition(stopping, { type: 'bet' })).toBe(stopping);
    expect(run(['settled', 'presented'], stopping)).toEqual(INITIAL_BET_STATE);
  });

  it('stops auto at once between rounds, and on a failure', () => {
    expect(run(['autoStart', 'autoStop'])).toEqual(INITIAL_BET_STATE);
    expect(run(['autoStart', 'bet', 'failed'])).toEqual(INITIAL_BET_STATE);
    expect(view(run(['autoStart', 'bet', 'settled', 'autoDone']))).toEqual({ phase: 'presenting', auto: 'stopping' });
  });

  it('does not start auto while a manual round plays, nor take a manual bet while auto runs', () => {
    const s = run(['bet']);
    expect(betTransition(s, { type: 'autoStart' })).toBe(s);
    const auto = run(['autoStart']);
    expect(betTransition(auto, { type: 'bet', source: 'manual' })).toBe(auto);
    expect(view(betTransition(auto, { type: 'bet', source: 'auto' }))).toEqual({ phase: 'betting', auto: 'running' });
    expect(canSend(INITIAL_BET_STATE, 'auto')).toBe(false);
  });

  it('derives the enabled controls', () => {
    expect(betControls(INITIAL_BET_STATE)).toMatchObject({
      editable: true,
      canBet: true,
      canStartAuto: true,
      canStopAuto: false,
      busy: false,
    });
    expect(betControls(run(['bet']))).toMatchObject({ editable: false, canBet: false, canStartAuto: false, busy: true });
    expect(betControls(run(['bet', 'settled']))).toMatchObject({ editable: false, canBet: false, canSwitchTab: false, busy: true });
    expect(betControls(run(['autoStart']))).toMatchObject({ editable: false, canBet: false, canStopAuto: true, canSwitchTab: false });
    expect(betControls(run(['autoStart', 'bet', 'autoStop']))).toMatchObject({ canStopAuto: false, busy: true });
  });
});

describe('bet machine, cap 3 (several rounds presenting at once)', () => {
  const three = initialBetState(3);

  it('takes bets while earlier rounds present, up to the cap', () => {
    const s = run(['bet', 'settled', 'bet', 'settled', 'bet'], three);
    expect(s).toMatchObject({ sending: 1, presenting: 2, phase: 'betting' });
    expect(betControls(s)).toMatchObject({ canBet: false, editable: true, canStartAuto: false, canSwitchTab: false });
    expect(betTransition(s, { type: 'bet' })).toBe(s);
    const freed = run(['settled', 'presented'], s);
    expect(freed).toMatchObject({ sending: 0, presenting: 2, phase: 'presenting' });
    expect(betControls(freed).canBet).toBe(true);
    expect(run(['presented', 'presented'], freed)).toEqual(three);
  });

  it('counts rounds being sent against the cap too', () => {
    const s = run(['bet', 'bet', 'bet'], three);
    expect(s.sending).toBe(3);
    expect(betTransition(s, { type: 'bet' })).toBe(s);
  });

  it('ignores landings and answers it has no round for', () => {
    expect(betTransition(three, { type: 'presented' })).toBe(three);
    expect(betTransition(three, { type: 'settled' })).toBe(three);
    expect(betTransition(three, { type: 'failed' })).toBe(three);
  });

  it('auto keeps running over overlapping rounds and turns off after the last one lands', () => {
    const s = run(['autoStart', { type: 'bet', source: 'auto' }, 'settled', { type: 'bet', source: 'auto' }, 'settled'], three);
    expect(s).toMatchObject({ auto: 'running', presenting: 2 });
    const stopping = betTransition(s, { type: 'autoStop' });
    expect(stopping.auto).toBe('stopping');
    expect(run(['presented'], stopping).auto).toBe('stopping');
    expect(run(['presented', 'presented'], stopping)).toEqual(three);
  });

  it('a failure with rounds still presenting stops auto after them', () => {
    const s = run(['autoStart', 'bet', 'settled', 'bet', 'failed'], three);
    expect(s).toMatchObject({ auto: 'stopping', presenting: 1 });
    expect(run(['presented'], s)).toEqual(three);
  });
});
