import { describe, expect, it } from 'vitest';
import { crashBetOf } from '../../../src/app/games/crash/fixtures.testing';
import { crashAnnouncement } from './announce';

const bet = crashBetOf;

describe('crashAnnouncement', () => {
  it("says the player's own result: the cash-out with its payout, the loss at the bust, the refund of a voided round", () => {
    expect(crashAnnouncement(bet({ state: 'cashed', cashoutAt: '2.01', payout: '2.010000' }), null)).toBe(
      'Cashed out at 2.01×: 2.01 USDT paid',
    );
    expect(crashAnnouncement(bet({ state: 'lost' }), '1.37')).toBe('Busted at 1.37×: bet of 1 USDT lost');
    expect(crashAnnouncement(bet({ state: 'lost' }), null)).toBe('Busted: bet of 1 USDT lost');
    expect(crashAnnouncement(bet({ state: 'refunded', payout: '1.000000' }), null)).toBe('Round voided: bet of 1 USDT refunded');
  });

  it('says nothing while the bet rides or without a bet', () => {
    expect(crashAnnouncement(bet({ state: 'active' }), null)).toBe('');
    expect(crashAnnouncement(null, '3.00')).toBe('');
  });
});
