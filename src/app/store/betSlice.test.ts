import { beforeEach, describe, expect, it } from 'vitest';
import { getState, resetStore } from './index';
import { selectBetControls, selectBetMachine } from './betSlice';

beforeEach(() => resetStore());

describe('bet slice', () => {
  it('starts a bet synchronously and refuses the second one in the same tick', () => {
    expect(getState().tryStartBet('dice')).toBe(true);
    expect(getState().tryStartBet('dice')).toBe(false);
    expect(selectBetMachine('dice')(getState())).toMatchObject({ phase: 'betting', sending: 1 });
    // Each game has its own machine.
    expect(getState().tryStartBet('limbo')).toBe(true);
  });

  it('takes as many rounds as the cap, then frees a slot when one ends', () => {
    getState().initBetMachine('dice', 3);
    expect([1, 2, 3, 4].map(() => getState().tryStartBet('dice'))).toEqual([true, true, true, false]);
    expect(getState().betEvent('dice', { type: 'failed' })).toBe(true);
    expect(getState().tryStartBet('dice')).toBe(true);
  });

  it('an auto bet needs auto running; a manual one needs it off', () => {
    expect(getState().tryStartBet('dice', 'auto')).toBe(false);
    expect(getState().betEvent('dice', { type: 'autoStart' })).toBe(true);
    expect(getState().tryStartBet('dice', 'manual')).toBe(false);
    expect(getState().tryStartBet('dice', 'auto')).toBe(true);
  });

  it('gives the same controls object until the machine moves (a plain selector does not loop renders)', () => {
    const select = selectBetControls('dice');
    const first = select(getState());
    expect(select(getState())).toBe(first);
    expect(first.canBet).toBe(true);
    getState().tryStartBet('dice');
    const next = select(getState());
    expect(next).not.toBe(first);
    expect(next.canBet).toBe(false);
  });
});
