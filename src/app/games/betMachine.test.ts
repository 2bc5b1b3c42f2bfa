import { describe, expect, it } from 'vitest';
import { betControls, betTransition, INITIAL_BET_STATE, type BetEvent, type BetMachineState } from './betMachine';

const run = (events: BetEvent['type'][], from: BetMachineState = INITIAL_BET_STATE) =>
  events.reduce((s, type) => betTransition(s, { type } as BetEvent), from);

describe('bet machine', () => {
  it('runs a manual round idle -> betting -> presenting -> idle', () => {
    expect(run(['bet'])).toEqual({ phase: 'betting', auto: 'off' });
    expect(run(['bet', 'settled'])).toEqual({ phase: 'presenting', auto: 'off' });
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
    expect(running).toEqual({ phase: 'idle', auto: 'running' });
    const stopping = run(['bet', 'autoStop'], running);
    expect(stopping).toEqual({ phase: 'betting', auto: 'stopping' });
    expect(betTransition(stopping, { type: 'bet' })).toBe(stopping);
    expect(run(['settled', 'presented'], stopping)).toEqual(INITIAL_BET_STATE);
  });

  it('stops auto at once between rounds, and on a failure', () => {
    expect(run(['autoStart', 'autoStop'])).toEqual(INITIAL_BET_STATE);
    expect(run(['autoStart', 'bet', 'failed'])).toEqual(INITIAL_BET_STATE);
    expect(run(['autoStart', 'bet', 'settled', 'autoDone'])).toEqual({ phase: 'presenting', auto: 'stopping' });
  });

  it('does not start auto while a manual round plays', () => {
    const s = run(['bet']);
    expect(betTransition(s, { type: 'autoStart' })).toBe(s);
  });

  it('derives the enabled controls', () => {
    expect(betControls(INITIAL_BET_STATE)).toMatchObject({ editable: true, canBet: true, canStartAuto: true, canStopAuto: false });
    expect(betControls(run(['bet']))).toMatchObject({ editable: false, canBet: false, canStartAuto: false, busy: true });
    expect(betControls(run(['autoStart']))).toMatchObject({ editable: false, canStopAuto: true, canSwitchTab: false });
    expect(betControls(run(['autoStart', 'bet', 'autoStop']))).toMatchObject({ canStopAuto: false, busy: true });
  });
});
