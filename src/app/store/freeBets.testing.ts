import type { FreeBetView } from '../../core/promotions/types';

/** A free bet as socket type 209 carries it: 0.1 USDT on dice and limbo, far from expiring. */
export function fakeFreeBet(patch: Partial<FreeBetView> = {}): FreeBetView {
  return {
    id: 41,
    promotionId: 5,
    title: '10 free bets on dice and limbo',
    coin: 'USDT',
    amount: '0.1',
    games: ['dice', 'limbo'],
    expiresAt: '2099-01-01T00:00:00.000Z',
    ...patch,
  };
}
