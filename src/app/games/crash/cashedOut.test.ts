import { describe, expect, it } from 'vitest';
import { cashedOut } from './crashActions';

describe('the big-win announcement of crash', () => {
  it("crash's cash-out is its landing: announced once, when my bet goes from active to cashed", () => {
    const active = {
      id: 1,
      roundId: 5,
      coin: 'USDT' as const,
      balanceType: 'DEPOSIT' as const,
      amount: '2',
      autoCashout: null,
      state: 'active' as const,
      cashoutAt: null,
      payout: '0',
    };
    const cashed = { ...active, state: 'cashed' as const, cashoutAt: '12.5', payout: '25' };
    expect(cashedOut(active, cashed)).toEqual({ multiplier: '12.5', payout: '25', coin: 'USDT', win: true });
    // A state read that finds it already cashed (a reload) is no new landing.
    expect(cashedOut(null, cashed)).toBeNull();
    expect(cashedOut(cashed, cashed)).toBeNull();
    expect(cashedOut(active, { ...active, state: 'lost' })).toBeNull();
  });
});
