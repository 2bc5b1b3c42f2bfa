import { describe, expect, it } from 'vitest';
import { legResult } from './format';

describe('a leg result on a bet card', () => {
  it('shows the leg as decided, or as open while its bet is', () => {
    expect(legResult('won', 'won')).toEqual({ text: 'Won', tone: 'win' });
    expect(legResult('lost', 'lost')).toEqual({ text: 'Lost', tone: 'loss' });
    expect(legResult('void', 'refunded')).toEqual({ text: 'Void', tone: 'neutral' });
    expect(legResult('open', 'open')).toEqual({ text: 'Open', tone: 'live' });
    expect(legResult('open', 'pending')).toEqual({ text: 'Open', tone: 'live' });
    // A combo lost on its first leg: the others play on.
    expect(legResult('open', 'lost')).toEqual({ text: 'Open', tone: 'live' });
  });

  it('never shows a leg as open on a bet cashed out, given back or not taken', () => {
    expect(legResult('open', 'cashed_out')).toEqual({ text: 'Cashed out', tone: 'neutral' });
    expect(legResult('open', 'rejected')).toEqual({ text: 'Not placed', tone: 'neutral' });
    expect(legResult('open', 'refunded')).toEqual({ text: 'Void', tone: 'neutral' });
  });
});
