import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../core/socket';
import { fakeBonus } from '../api/promotionFixtures.testing';
import { fakeUser } from '../api/fixtures.testing';
import { handleFrame } from '../network/live';
import { freeBetsFor, nextFreeBet, openBonusOf, selectFreeBetsFor } from './bonusSlice';
import { fakeFreeBet } from './freeBets.testing';
import { getState, resetStore } from './index';

beforeEach(() => {
  resetStore();
  getState().setUser(fakeUser());
});

describe('bonus slice', () => {
  it('takes a type 209 frame as the whole list of open bonuses', () => {
    expect(getState().openBonuses).toBeNull();
    handleFrame({
      type: MSG.BONUS_PROGRESS,
      data: { bonuses: [fakeBonus(), fakeBonus({ id: 8, coin: 'BTC', wagered: '0.001' })], freeBets: [] },
    });
    expect(getState().openBonuses?.map((b) => b.id)).toEqual([7, 8]);
    handleFrame({ type: MSG.BONUS_PROGRESS, data: { bonuses: [fakeBonus({ wagered: '300', progress: 0.6 })], freeBets: [] } });
    expect(getState().openBonuses).toEqual([fakeBonus({ wagered: '300', progress: 0.6 })]);
    handleFrame({ type: MSG.BONUS_PROGRESS, data: { bonuses: [], freeBets: [] } });
    expect(getState().openBonuses).toEqual([]);
  });

  it('keeps only open bonuses, and an action answer replaces, adds or removes one', () => {
    getState().setOpenBonuses([fakeBonus(), fakeBonus({ id: 3, status: 'converted' })]);
    expect(getState().openBonuses?.map((b) => b.id)).toEqual([7]);
    getState().applyBonus(fakeBonus({ id: 9, coin: 'ETH' }));
    getState().applyBonus(fakeBonus({ balance: '40' }));
    expect(getState().openBonuses?.map((b) => [b.id, b.balance])).toEqual([
      [9, '48.5'],
      [7, '40'],
    ]);
    getState().applyBonus(fakeBonus({ status: 'cancelled' }));
    expect(getState().openBonuses?.map((b) => b.id)).toEqual([9]);
  });

  it('counts every write, so an older read knows it is older, and clears at logout', () => {
    const seq = getState().openBonusesSeq;
    getState().setOpenBonuses([fakeBonus()]);
    getState().applyBonus(fakeBonus());
    expect(getState().openBonusesSeq).toBe(seq + 2);
    getState().clearBonuses();
    expect(getState().openBonuses).toBeNull();
  });

  it('finds the open bonus of a coin', () => {
    const list = [fakeBonus(), fakeBonus({ id: 8, coin: 'BTC', status: 'completed' })];
    expect(openBonusOf(list, 'USDT')?.id).toBe(7);
    expect(openBonusOf(list, 'BTC')?.id).toBe(8);
    expect(openBonusOf(list, 'ETH')).toBeNull();
    expect(openBonusOf(null, 'USDT')).toBeNull();
  });
});

describe('free bets (socket type 209)', () => {
  const progress = (freeBets: unknown[], bonuses: unknown[] = []) => handleFrame({ type: MSG.BONUS_PROGRESS, data: { bonuses, freeBets } });

  it('are unknown (null) until a 209 frame, then its whole list, soonest to expire first', () => {
    expect(getState().freeBets).toBeNull();
    const later = fakeFreeBet({ id: 2, expiresAt: '2099-02-01T00:00:00.000Z' });
    const sooner = fakeFreeBet({ id: 3, expiresAt: '2099-01-01T00:00:00.000Z' });
    progress([later, sooner], [fakeBonus()]);
    expect(getState().freeBets?.map((f) => f.id)).toEqual([3, 2]);
    expect(getState().openBonuses?.map((b) => b.id)).toEqual([7]);
    progress([later]);
    expect(getState().freeBets).toEqual([later]);
    progress([]);
    expect(getState().freeBets).toEqual([]);
  });

  it('drops a frame whose free bets do not read, keeping the list shown', () => {
    progress([fakeFreeBet()]);
    progress([{ ...fakeFreeBet(), amount: 12 }]);
    handleFrame({ type: MSG.BONUS_PROGRESS, data: { bonuses: [] } });
    expect(getState().freeBets?.map((f) => f.id)).toEqual([41]);
  });

  it('a spent free bet leaves at once and stays out of a frame computed before the spend', () => {
    progress([fakeFreeBet({ id: 1 }), fakeFreeBet({ id: 2 })]);
    getState().spendFreeBet(1);
    expect(getState().freeBets?.map((f) => f.id)).toEqual([2]);
    progress([fakeFreeBet({ id: 1 }), fakeFreeBet({ id: 2 })]);
    expect(getState().freeBets?.map((f) => f.id)).toEqual([2]);
  });

  it('clear at logout with the bonuses (and forget what was spent)', () => {
    progress([fakeFreeBet()], [fakeBonus()]);
    getState().spendFreeBet(9);
    getState().clearBonuses();
    expect(getState().freeBets).toBeNull();
    expect(getState().openBonuses).toBeNull();
    expect(getState().spentFreeBets).toEqual([]);
  });

  it('selects the ones usable on a game: named in its games, none while signed out, the same list while unchanged', () => {
    progress([fakeFreeBet({ id: 1, games: ['dice'] }), fakeFreeBet({ id: 2, games: ['limbo', 'plinko'] }), fakeFreeBet({ id: 3 })]);
    const dice = selectFreeBetsFor('dice');
    expect(dice(getState()).map((f) => f.id)).toEqual([1, 3]);
    expect(selectFreeBetsFor('plinko')(getState()).map((f) => f.id)).toEqual([2]);
    expect(selectFreeBetsFor('mines')(getState())).toEqual([]);
    // A plain zustand selector: the same array for the same store list, so a component does not render in a loop.
    expect(dice(getState())).toBe(dice(getState()));
    expect(freeBetsFor(null, 'dice')).toEqual([]);
    getState().clearSession();
    expect(dice(getState())).toEqual([]);
  });

  it('a press spends the soonest to expire that has not expired yet', () => {
    const list = [
      fakeFreeBet({ id: 1, expiresAt: '2026-12-01T10:00:00.000Z' }),
      fakeFreeBet({ id: 2, expiresAt: '2026-12-02T10:00:00.000Z' }),
    ];
    expect(nextFreeBet(list, Date.parse('2026-12-01T09:00:00.000Z'))?.id).toBe(1);
    expect(nextFreeBet(list, Date.parse('2026-12-01T10:00:00.000Z'))?.id).toBe(2);
    expect(nextFreeBet(list, Date.parse('2026-12-03T00:00:00.000Z'))).toBeNull();
  });
});
